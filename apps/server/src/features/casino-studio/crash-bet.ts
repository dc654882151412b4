// A bet as the crash room holds it while its round runs, and the rules of a new one.
import { createHash, randomBytes } from 'node:crypto';
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import type {
  CrashBetRequest,
  CrashPastRound,
  CrashPublicBet,
  CrashSnapshot,
} from '@fairline/shared/wire/casino-crash';
import type { CrashChain, CrashRoundDraw } from './crash-chain';
import type { StudioSession } from './sessions';
import { StudioError } from './studio-errors';

/** The largest crash stake in US dollars (converted per currency); the smallest is one minor unit. */
export const CRASH_MAX_STAKE_USD = 500;

export interface LiveBet {
  id: string;
  session: StudioSession;
  pub: CrashPublicBet;
  isDecided: boolean;
}

export interface LiveRound {
  draw: CrashRoundDraw;
  phase: CrashSnapshot['phase'];
  bettingEndsAt: number;
  bustAt: number;
  bets: Map<string, LiveBet>;
  /** The bet of each session in this round (one each), reserved before its stake is taken. */
  bySession: Map<string, string>;
}

/** The name others see: a short hash of the seed owner, never the account id. */
const playerTag = (owner: string) => createHash('sha256').update(owner).digest('hex').slice(0, 6);

/** 400 STAKE_OUT_OF_RANGE unless 1 ≤ stake ≤ the currency's equivalent of CRASH_MAX_STAKE_USD. */
export function checkCrashStake(stake: number, currencyCode: string): void {
  const currency = currencyByCode(currencyCode);
  const max = currency
    ? Math.floor(CRASH_MAX_STAKE_USD * currency.conversionCoefficient * 10 ** currency.minorDigits)
    : 1;
  if (stake < 1 || stake > max) {
    throw new StudioError(400, 'STAKE_OUT_OF_RANGE', `The stake must be 1 … ${max} minor units of ${currencyCode}`);
  }
}

/** A new, undecided bet with an unguessable id. */
export function newLiveBet(session: StudioSession, req: CrashBetRequest): LiveBet {
  const id = randomBytes(15).toString('base64url');
  return {
    id,
    session,
    isDecided: false,
    pub: {
      id,
      player: playerTag(session.owner),
      stake: req.stake,
      currency: session.currency,
      digits: currencyByCode(session.currency)?.minorDigits ?? 2,
      auto_cash_out: req.auto_cash_out ?? null,
      cash_out: null,
      win: null,
    },
  };
}

/** A busted round as the history shows it (its hash revealed). */
export const pastRound = (round: LiveRound, salt: string): CrashPastRound => ({
  round: round.draw.round,
  point: round.draw.point,
  hash: round.draw.hash,
  result_hash: round.draw.resultHash,
  salt,
});

/** The room now, as the topic's snapshot and `GET crash/state` show it (the point only once busted). */
export function roomSnapshot(r: {
  room: string;
  round: LiveRound | null;
  chain: CrashChain | null;
  history: CrashPastRound[];
  ratePerMs: number;
  now: number;
}): CrashSnapshot {
  const { round } = r;
  return {
    t: 'crash',
    room: r.room,
    round: round?.draw.round ?? 0,
    phase: round?.phase ?? 'busted',
    betting_ends_at: round?.bettingEndsAt ?? 0,
    started_at: round?.bettingEndsAt ?? 0,
    rate_per_ms: r.ratePerMs,
    now: r.now,
    point: round?.phase === 'busted' ? round.draw.point : null,
    commitment: r.chain?.commitment ?? '0'.repeat(64),
    salt: r.chain?.salt ?? '',
    bets: round ? [...round.bets.values()].map((b) => b.pub) : [],
    history: r.history,
  };
}
