import { SPORTS } from '@fairline/shared/lookups/sports';

/** Sports of the cyber section: esports disciplines and e-simulations (85 FIFA, 4046 CS2, …). */
export const CYBER_SPORT_IDS: readonly number[] = SPORTS.filter((s) => s.kind === 'cyber').map((s) => s.id);
