// Every championship the engine runs, in a stable order (football first).
import type { ChampSpec } from './champ-specs';
import { CLUB_SPECS } from './club-specs';
import { FOOTBALL_SPECS } from './football-specs';
import { INDIVIDUAL_SPECS } from './individual-specs';

export const CHAMP_SPECS: readonly ChampSpec[] = [...FOOTBALL_SPECS, ...CLUB_SPECS, ...INDIVIDUAL_SPECS];
