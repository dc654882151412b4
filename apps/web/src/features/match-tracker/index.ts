// The live game's match centre (issue 23, ADR 0047): tracker, chronology and insights. Only this lazy
// wrapper rides with the game page; the drawings, the reducer and the schemas load when it mounts.
import { lazy } from 'react';

export const MatchCentre = lazy(() => import('./match-centre'));
export type { MatchCentreProps } from './match-centre';

/** The tracker alone (multi-live's panels, ADR 0059); nothing for a sport without one. */
export const MatchTracker = lazy(() => import('./tracker-only'));
