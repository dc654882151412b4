// A round's story: check the stake, take it (the wallet's transaction/bet, or fun money), let the seeds
// decide through the shared maths, store the round with what verifies it, pay the win when it ends.
import { randomBytes } from 'node:crypto';
import { floatSource } from '@fairline/shared/casino/index';
import {
  type StudioActionRequest,
  type StudioPlayAnswer,
  type StudioRoundRequest,
  studioStakeLimits,
} from '@fairline/shared/wire/casino-studio-play';
import { publicCrashBet } from './crash-details';
import { actRound, checkRoundRequest, startRound } from './games';
import { drawForRound, payJackpot } from './jackpot.service';
import { currentBalance, giveBack, payWin, type StudioContext, takeStake } from './purse';
import {
  findRound,
  insertRoundAtNonce,
  publicRound,
  type RoundRecord,
  showRound,
  updateRound,
  type WalletState,
} from './rounds.repository';
import { forgetPair, nonceTaken, type PlayPair, pairToPlay, seedsOfRound } from './seeds';
import type { StudioSession } from './sessions';
import { badRequest, StudioError } from './studio-errors';

const MULTI_STEP = new Set(['mines', 'blackjack']);

/** Runs one owner's seed-changing work one at a time (a round's nonce, a rotation) in this process. */
const queues = new Map<string, Promise<unknown>>();
export function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

function checkStake(req: StudioRoundRequest, currency: string): void {
  const limits = studioStakeLimits(req.game, currency);
  if (req.stake < limits.min || req.stake > limits.max || req.stake % limits.step !== 0) {
    const even = limits.step > 1 ? `, a multiple of ${limits.step}` : '';
    throw new StudioError(
      400,
      'STAKE_OUT_OF_RANGE',
      `The stake must be ${limits.min} … ${limits.max} minor units of ${currency}${even}`,
    );
  }
}

const roundOpen = () =>
  new StudioError(409, 'ROUND_OPEN', 'A round of this game is still open in this session: finish it first');

async function answer(ctx: StudioContext, id: string, balance: number): Promise<StudioPlayAnswer> {
  const round = await publicRound(ctx.database, id);
  if (!round) throw new Error(`round ${id} vanished`);
  return { round, balance };
}

type Playable = StudioRoundRequest & { params: Record<string, unknown> };

/** A round's wallet state when stored: demo; a real round is `win_pending` from its close (ADR 0046). */
const walletStateOf = (session: StudioSession, isClosed: boolean): WalletState =>
  session.mode === 'demo' ? 'demo' : isClosed ? 'win_pending' : 'open';

/**
 * Decides the round on the owner's pair as last known here and stores it with its nonce in one statement;
 * when the pair changed meanwhile (another process), it is read again and the round decided again. The
 * stake is already taken: only the committed triple decides, and only one round ever uses it.
 */
export async function decideAndStore(ctx: StudioContext, session: StudioSession, req: Playable, id: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const pair: PlayPair = await pairToPlay(ctx.database, session.owner, ctx.now(), attempt > 0);
    const step = startRound(req, floatSource(pair.seeds));
    const now = ctx.now();
    const record: RoundRecord = {
      id,
      sessionId: session.id,
      owner: session.owner,
      game: req.game,
      status: step.isClosed ? 'closed' : 'open',
      currency: session.currency,
      params: req.params ?? {},
      state: step.state,
      stake: step.staked,
      win: step.win,
      bets: 1,
      seedPairId: pair.pairId,
      clientSeed: pair.seeds.clientSeed,
      nonce: pair.seeds.nonce,
      walletState: walletStateOf(session, step.isClosed),
      version: 0,
      createdAt: now,
    };
    const stored = await insertRoundAtNonce(ctx.database, record, step.isClosed ? now : null);
    if (stored === 'stale') {
      forgetPair(ctx.database, session.owner);
      continue;
    }
    nonceTaken(ctx.database, session.owner, pair);
    if (stored === 'open') throw roundOpen();
    return { step, record, pair };
  }
  throw new Error(`the seed pair of ${session.owner} kept changing under a round`);
}

/** POST rounds: plays a one-shot game or opens a round of mines or blackjack. */
export async function playRound(
  ctx: StudioContext,
  session: StudioSession,
  req: StudioRoundRequest,
): Promise<StudioPlayAnswer> {
  if (session.mode === 'real' && req.game !== session.game) {
    throw badRequest(`This game session plays ${session.game}, not ${req.game}`);
  }
  checkStake(req, session.currency);
  checkRoundRequest(req as Playable);
  if (MULTI_STEP.has(req.game)) {
    const [open] = await ctx.database.query(
      `select 1 from studio_rounds where session_id = $1 and game = $2 and status = 'open'`,
      [session.id, req.game],
    );
    if (open) throw roundOpen();
  }
  const id = randomBytes(18).toString('base64url');
  return serialized(session.owner, async () => {
    let balance = await takeStake(ctx, session, id, 0, req.stake);
    let played: Awaited<ReturnType<typeof decideAndStore>>;
    try {
      played = await decideAndStore(ctx, session, req as Playable, id);
    } catch (err) {
      await giveBack(ctx, session, id, 0, req.stake);
      throw err;
    }
    const { step, record, pair } = played;
    // The jackpot's draw is claimed before the round's win settles it (ADR 0066), then paid after it.
    const hasJackpot = step.isClosed && (await drawForRound(ctx, session, record, pair.seeds));
    if (step.isClosed) balance = await payWin(ctx, session, id, step.win, balance);
    if (hasJackpot) balance = (await payJackpot(ctx, session, id, balance)) ?? balance;
    // The answer from what was just stored: the pair is the current one, its server seed not revealed.
    return { round: showRound(record, pair.serverSeedHash, null), balance };
  });
}

/** POST rounds/:round/actions: one decision in an open round of this session. */
export async function actOnRound(
  ctx: StudioContext,
  session: StudioSession,
  roundId: string,
  action: StudioActionRequest,
): Promise<StudioPlayAnswer> {
  const round = await findRound(ctx.database, roundId);
  if (!round || round.sessionId !== session.id)
    throw new StudioError(404, 'NOT_FOUND', 'No such round in this session');
  if (round.status !== 'open') throw new StudioError(409, 'ROUND_CLOSED', 'The round is over');
  const seeds = await seedsOfRound(ctx.database, round.owner, round.seedPairId, round.clientSeed, round.nonce);
  const step = actRound(round.game, round.state, round.stake, action, floatSource(seeds));
  const extra = step.staked - round.stake;
  let balance: number | undefined;
  if (extra > 0) balance = await takeStake(ctx, session, round.id, round.bets, extra);
  const now = ctx.now();
  const saved = await updateRound(
    ctx.database,
    {
      ...round,
      status: step.isClosed ? 'closed' : 'open',
      state: step.state,
      stake: step.staked,
      win: step.win,
      bets: round.bets + (extra > 0 ? 1 : 0),
      walletState: step.isClosed ? walletStateOf(session, true) : round.walletState,
    },
    step.isClosed ? now : null,
  );
  if (!saved) {
    if (extra > 0) await giveBack(ctx, session, round.id, round.bets, extra);
    throw new StudioError(409, 'ROUND_CLOSED', 'The round changed meanwhile: reload it');
  }
  if (step.isClosed) {
    const drawn = { id: round.id, game: round.game, currency: round.currency, stake: step.staked };
    const hasJackpot = await drawForRound(ctx, session, drawn, seeds);
    balance = await payWin(ctx, session, round.id, step.win, balance);
    if (hasJackpot) balance = (await payJackpot(ctx, session, round.id, balance)) ?? balance;
  }
  return answer(ctx, round.id, balance ?? (await currentBalance(ctx, session)));
}

/** GET rounds/:round: any round (or crash bet, ADR 0058) by its unguessable id, with what verifies it. */
export async function roundDetails(ctx: StudioContext, roundId: string) {
  const round = (await publicRound(ctx.database, roundId)) ?? (await publicCrashBet(ctx.database, roundId));
  if (!round) throw new StudioError(404, 'NOT_FOUND', 'No such round');
  return round;
}
