// Lightweight types of the feed answers (docs/domain/wire-format.md). Keys whose value is 0,
// false or empty are omitted on the wire, so almost everything is optional.

export interface Outcome {
  /** Outcome type. */
  T: number;
  /** Market group. */
  G: number;
  /** Decimal odds. */
  C: number;
  CV?: string;
  /** Line: signed for handicaps, absent when the market has none. */
  P?: number;
  /** Suspended. */
  B?: boolean;
  /** Main line of a market with several lines. */
  CE?: 1;
}

export interface ScorePair {
  S1?: number;
  S2?: number;
}

export interface StatItem {
  ID: number;
  S1?: number | string;
  S2?: number | string;
  N?: string;
}

export interface LiveScore {
  FS?: ScorePair;
  PS?: { Key: number; Value: ScorePair & { NF?: string } }[];
  CP?: number;
  CPS?: string;
  /** Elapsed seconds. */
  TS?: number;
  I?: string;
  SLS?: string;
  ST?: { Key: number; Value: StatItem[] }[];
}

export interface Game {
  I: number;
  N?: number;
  CI?: number;
  COI?: number;
  /** Start, unix seconds. */
  S?: number;
  O1?: string;
  O2?: string;
  /** Names in English and in Russian, beside the ones in the requested language. */
  O1E?: string;
  O2E?: string;
  O1R?: string;
  O2R?: string;
  O1I?: number;
  O2I?: number;
  L?: string;
  LE?: string;
  LR?: string;
  LI?: number;
  CN?: string;
  SI: number;
  SN?: string;
  SE?: string;
  SR?: string;
  EC?: number;
  SGC?: number;
  TN?: string;
  PN?: string;
  TG?: string;
  E?: Outcome[];
  AE?: { G: number; ME: Outcome[] }[];
  SC?: LiveScore;
  /** Game status (1 accepting, 2 settled, 3 not accepting, 4 cancelled); set by live status deltas. */
  status?: number;
}

export interface MarketGroup {
  G: number;
  GS?: number;
  /** Outcomes laid out in display columns. */
  E: Outcome[][];
}

export interface SubGame {
  CI: number;
  PN?: string;
  TG?: string;
}

/** `GetGameZip`: the header plus every market group and the sub-games. */
export interface GameDetails extends Game {
  GE?: MarketGroup[];
  SG?: SubGame[];
}

export interface ShortChamp {
  LI: number;
  L: string;
  LR?: string;
  SI?: number;
  CI?: number;
  T?: number;
  GC?: number;
}

/** `GetSportsShortZip` item. */
export interface ShortSport {
  I: number;
  N?: string;
  R?: string;
  /** Games. */
  C?: number;
  /** Championships. */
  CC?: number;
  L?: ShortChamp[];
}

/** `GetChampsZip` / `WebGetTopChampsZip` item. */
export interface Champ {
  LI: number;
  L: string;
  LE?: string;
  CI?: number;
  CN?: string;
  SI?: number;
  SN?: string;
  T?: number;
  GC?: number;
  SC?: Champ[];
}

/** One express of the day (inferred shape): its legs are games carrying the chosen outcome in `E`. */
export interface ExpressDay {
  I: number;
  /** Total odds. */
  CF?: number;
  /** The legs: each game carries its one chosen outcome in `E`. */
  G: Game[];
}
