// The live game's match centre (issue 23, ADR 0047): tracker, chronology and insights. Only this lazy
// wrapper rides with the game page; the drawings, the reducer and the schemas load when it mounts.
import { lazy } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import type { MatchCentreProps } from './match-centre';

// The live game page's route loads it (`loadMatchCentre`): a server-rendered live game hydrates it in
// place, and it is there at the first paint instead of pushing the markets down (ADR 0026).
const centre = lazyPart<MatchCentreProps>(() => import('./match-centre').then((m) => m.default));

export const MatchCentre = centre.Part;
export const loadMatchCentre: () => Promise<unknown> = centre.preload;
export type { MatchCentreProps };

/** The tracker alone (multi-live's panels, ADR 0059); nothing for a sport without one. */
export const MatchTracker = lazy(() => import('./tracker-only'));
