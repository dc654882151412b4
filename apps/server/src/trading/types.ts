// Types the trading engine shares with its consumers (feed, settlement, statistics pages).

export interface Names {
  en: string;
  ru: string;
  /** Sports, countries and championships have one; teams and markets read in English on Arabic pages. */
  ar?: string;
}

/** How a sport is priced and simulated. */
export type SportFamily = 'goals' | 'points' | 'sets';

export interface Sport {
  id: number;
  name: Names;
  family: SportFamily;
  /** Cyber sports: FIFA and CS2. */
  isCyber: boolean;
  /** Share of betting interest, 0–1 (football 1): the top lists weigh sports by it. */
  popularity: number;
}

export interface Country {
  id: number;
  iso: string;
  name: Names;
}

/** Strength of a team (or player). Goal and point sports use attack/defence on a log scale; set sports use rating. */
export interface TeamStrength {
  attack: number;
  defence: number;
  rating: number;
}

export interface Team {
  id: number;
  name: Names;
  sportId: number;
  countryId: number;
  champId: number;
  strength: TeamStrength;
}

export interface Championship {
  id: number;
  sportId: number;
  countryId: number;
  name: Names;
  /** 1 top division, 2 lower or minor: priced with a little more margin. */
  tier: 1 | 2;
  /** How much it draws bettors (catalog/champ-ranks.ts): the top lists rank games by it. */
  rank: ChampRank;
  teamIds: number[];
}

/** 1 a major league, 2 another top division or tour, 3 a lower division or minor tour. */
export type ChampRank = 1 | 2 | 3;

/** An outcome in wire-format terms. */
export interface Outcome {
  T: number;
  G: number;
  C: number;
  P?: number;
  B?: boolean;
  CE?: 1;
}

/** Game status codes of the spec: 1 bets accepted, 3 bets stopped, 2 settled, 4 cancelled. */
export type GameStatus = 1 | 2 | 3 | 4;

export type GamePhase = 'line' | 'live' | 'finished' | 'cancelled';

export interface ScorePair {
  S1: number;
  S2: number;
}

export interface PeriodScore {
  Key: number;
  Value: ScorePair & { NF: string };
}

export interface StatItem {
  ID: number;
  S1: number;
  S2: number;
  N: string;
}

/** The live score block `SC` (wire-format.md); numbers are kept even when 0. */
export interface LiveScore {
  FS: ScorePair;
  PS: PeriodScore[];
  CP: number;
  /** The period being played, or "Half time" / "Break" between periods (the clock is stopped). */
  CPS: string;
  TS: number;
  /** Clock seconds at the regulation end of the current period; `TS` beyond it is stoppage time. */
  TP: number;
  /** Between periods: 0 in play, 1 a break, 2 half time. */
  BR: 0 | 1 | 2;
  I: string;
  SLS: string;
  ST: { Key: 0; Value: StatItem[] }[];
  /** The latest match event (ADR 0047): kind (`MatchEvent`), side, clock seconds, a basket's points. */
  LE?: { K: number; T: 1 | 2; TS: number; P?: number };
  /** Set sports with a serve: who serves the unit in play (ADR 0047). */
  SV?: 1 | 2;
  /** Tennis: points won in the game (or tie-break) in play. */
  GP?: ScorePair;
}

export interface WinProbabilities {
  P1: number;
  PX?: number;
  P2: number;
}

/** A game as the feeds list it at a moment. */
export interface GameInfo {
  /** Wire `I`: the line id before kick-off, the live id from kick-off. */
  id: number;
  constId: number;
  lineId: number;
  liveId: number;
  /** Wire `N`: the round number within the season. */
  number: number;
  sportId: number;
  champId: number;
  countryId: number;
  season: number;
  round: number;
  /** Kick-off, epoch ms. */
  start: number;
  home: Team;
  away: Team;
  phase: GamePhase;
  status: GameStatus;
  /** Pre-match win probabilities (`WP`). */
  winProbabilities: WinProbabilities;
  /** Main outcomes (`E`). */
  E: Outcome[];
  /** Number of outcomes in the full game (`EC`). */
  eventCount: number;
  SC?: LiveScore;
}

/** The full market set of a game: main outcomes and every line of every group. */
export interface GameMarkets {
  gameId: number;
  constId: number;
  E: Outcome[];
  AE: { G: number; ME: Outcome[] }[];
  groups: { G: number; outcomes: Outcome[] }[];
}

export interface PeriodResult {
  period: number;
  name: Names;
  home: number;
  away: number;
}

/** What settlement needs to know about an ended game. */
export interface GameResult {
  gameId: number;
  liveId: number;
  constId: number;
  sportId: number;
  champId: number;
  homeId: number;
  awayId: number;
  start: number;
  /** When the result became final (status 2 or 4), epoch ms. */
  settledAt: number;
  status: 'finished' | 'cancelled';
  /** Score at the end of regulation time (football 90 min, hockey 60 min); for set sports, sets won. */
  regulation: { home: number; away: number };
  /** Score including overtime and shoot-outs (equals regulation where none is played). */
  final: { home: number; away: number };
  periods: PeriodResult[];
  halfTime?: { home: number; away: number };
  overtime?: boolean;
  shootout?: boolean;
  /** Set when the game was cancelled: before kick-off, or abandoned in play (score at that moment kept). */
  cancellation?: { reason: 'postponed' | 'abandoned'; at: number };
}
