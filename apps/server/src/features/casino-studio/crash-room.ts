// A live crash room (ADR 0058): betting phase → flight on the shared curve from a known start → bust at
// the round's provably fair point → a short pause → the next round. The room's clock is the server's;
// state changes go to `/ws` (`casino:crash:<room>`) as phase changes, bets and cash-outs only: clients
// draw the curve themselves from the start time.
import { CrashTiming, cashOutAt, crashWin, elapsedAt } from '@fairline/shared/casino/crash-live';
import { parseTopic, topics } from '@fairline/shared/realtime/topics';
import type {
  CrashBetAnswer,
  CrashBetRequest,
  CrashChange,
  CrashPastRound,
  CrashSnapshot,
} from '@fairline/shared/wire/casino-crash';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { checkCrashStake, type LiveBet, type LiveRound, newLiveBet, roomSnapshot } from './crash-bet';
import { type CrashChain, currentChain, drawRound, markBusted, pastRounds } from './crash-chain';
import { type CrashCluster, CrashClusterLink } from './crash-cluster';
import { retryCrashWins, settleBet, stakeBet, voidInterruptedBets } from './crash-money';
import { currentBalance, type StudioContext } from './purse';
import type { StudioSession } from './sessions';
import { StudioError } from './studio-errors';

const HISTORY = 20;

export interface CrashRoomOptions {
  room?: string;
  bettingMs?: number;
  afterBustMs?: number;
  ratePerMs?: number;
  /** How often the loop looks at the clock (0: never by itself; tests call `tick`). */
  tickMs?: number;
  chainLength?: number;
}

export class CrashRoom {
  readonly room: string;
  readonly topic: string;
  private readonly o: Required<Omit<CrashRoomOptions, 'room'>>;
  private chain: CrashChain | null = null;
  private current: LiveRound | null = null;
  private history: CrashPastRound[] = [];
  private starting: Promise<void> | null = null;
  private ticking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly paying = new Set<Promise<unknown>>();
  /** Several instances: the link to the leader that runs the room (null: this process runs it). */
  private readonly cluster: CrashClusterLink | null = null;

  constructor(
    private readonly ctx: StudioContext,
    private readonly pubsub: PubSub | undefined,
    options: CrashRoomOptions = {},
    cluster?: CrashCluster,
  ) {
    this.room = options.room ?? 'main';
    this.topic = topics.crash(this.room);
    this.o = {
      bettingMs: options.bettingMs ?? CrashTiming.bettingMs,
      afterBustMs: options.afterBustMs ?? CrashTiming.afterBustMs,
      ratePerMs: options.ratePerMs ?? CrashTiming.ratePerMs,
      tickMs: options.tickMs ?? 50,
      chainLength: options.chainLength ?? 10_000,
    };
    if (cluster && pubsub) {
      this.cluster = new CrashClusterLink(pubsub, ctx, cluster, {
        room: this.room,
        snapshot: () => this.localSnapshot(),
        placeBet: (session, req, arrived) => this.localBet(session, req, arrived),
        cashOut: (session, bet, arrived) => this.localCashOut(session, bet, arrived),
        resume: () => this.ensureStarted(),
        stop: () => this.stop(),
      });
    }
  }

  /** This instance no longer leads: the loop stops and the round is forgotten (the new leader voids it). */
  private stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.starting = null;
    this.current = null;
    this.chain = null;
  }

  private nowMs = () => this.ctx.now().getTime();

  /** Starts the room on first use (a watcher or a player): no loop runs while nobody ever came. */
  ensureStarted(): Promise<void> {
    this.starting ??= (async () => {
      this.history = await pastRounds(this.ctx.database, this.room, HISTORY);
      await voidInterruptedBets(this.ctx.database, this.ctx, this.room, null);
      await this.nextRound();
      if (this.o.tickMs > 0 && !this.closed && !this.cluster?.isRemote()) {
        if (this.timer) clearInterval(this.timer);
        this.timer = setInterval(() => void this.tick(), this.o.tickMs);
        this.timer.unref();
      }
    })();
    return this.starting;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.cluster?.close();
  }

  /** Moves the room along the clock: flight, auto cash-outs, bust, next round. One at a time. */
  tick(): Promise<void> {
    this.ticking ??= this.step()
      .catch((err) => this.ctx.log?.error({ err }, 'crash room tick failed'))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  private async step(): Promise<void> {
    const round = this.current;
    if (!round || this.closed || this.cluster?.isRemote()) return;
    const now = this.nowMs();
    if (round.phase === 'betting' && now >= round.bettingEndsAt) {
      round.phase = 'flight';
      this.publish({ t: 'crash:flight', round: round.draw.round, started_at: round.bettingEndsAt });
    }
    if (round.phase === 'flight') {
      this.runAutoCashOuts(round, Math.min(now, round.bustAt) - round.bettingEndsAt);
      if (now >= round.bustAt) await this.bust(round);
    }
    if (round.phase === 'busted' && now >= round.bustAt + this.o.afterBustMs) await this.nextRound();
  }

  private runAutoCashOuts(round: LiveRound, elapsed: number) {
    for (const bet of round.bets.values()) {
      const auto = bet.pub.auto_cash_out;
      if (auto === null || bet.isDecided) continue;
      if (elapsedAt(auto, this.o.ratePerMs) > elapsed || Math.round(auto * 100) > Math.round(round.draw.point * 100))
        continue;
      this.decideLater(round, bet, auto);
    }
  }

  private async bust(round: LiveRound) {
    this.runAutoCashOuts(round, round.bustAt - round.bettingEndsAt);
    round.phase = 'busted';
    for (const bet of round.bets.values()) if (!bet.isDecided) this.decideLater(round, bet, null);
    const past: CrashPastRound = {
      round: round.draw.round,
      point: round.draw.point,
      hash: round.draw.hash,
      result_hash: round.draw.resultHash,
      salt: this.chain?.salt ?? '',
    };
    this.history = [past, ...this.history].slice(0, HISTORY);
    await markBusted(
      this.ctx.database,
      this.room,
      round.draw.round,
      new Date(round.bettingEndsAt),
      new Date(round.bustAt),
    );
    this.publish({ t: 'crash:bust', round: round.draw.round, at: round.bustAt, past });
  }

  private async nextRound() {
    const now = this.nowMs();
    if (!this.chain || this.chain.nextIndex >= this.chain.hashes.length) {
      this.chain = await currentChain(this.ctx.database, this.room, new Date(now), this.o.chainLength);
    }
    const draw = await drawRound(this.ctx.database, this.room, this.chain, new Date(now + this.o.bettingMs));
    if (!draw) {
      this.chain = null;
      return;
    }
    // The betting phase runs its full length from the moment it is announced (after the draw's write).
    const bettingEndsAt = this.nowMs() + this.o.bettingMs;
    this.current = {
      draw,
      phase: 'betting',
      bettingEndsAt,
      bustAt: bettingEndsAt + Math.ceil(elapsedAt(draw.point, this.o.ratePerMs)),
      bets: new Map(),
      bySession: new Map(),
    };
    this.publish({ t: 'crash:betting', round: draw.round, betting_ends_at: bettingEndsAt, started_at: bettingEndsAt });
    void retryCrashWins(this.ctx).catch((err) => this.ctx.log?.warn({ err }, 'crash win retry failed'));
  }

  /** A decision on a bet (a cash-out at `cashOut`, or lost: null): shown at once, then paid; the balance after. */
  private decide(round: LiveRound, bet: LiveBet, cashOut: number | null): Promise<number | undefined> {
    const win = cashOut === null ? 0 : crashWin(bet.pub.stake, cashOut);
    bet.isDecided = true;
    bet.pub = { ...bet.pub, cash_out: cashOut, win };
    if (cashOut !== null) {
      this.publish({ t: 'crash:cashout', round: round.draw.round, bet: bet.id, cash_out: cashOut, win });
    }
    const paid = settleBet(this.ctx, bet.session, bet.id, cashOut, win);
    this.paying.add(paid);
    void paid.finally(() => this.paying.delete(paid)).catch(() => undefined);
    return paid;
  }

  private decideLater(round: LiveRound, bet: LiveBet, cashOut: number | null) {
    this.decide(round, bet, cashOut).catch((err) =>
      this.ctx.log?.error({ err, bet: bet.id }, 'crash bet settle failed'),
    );
  }

  /** Resolves once every decision so far is stored and its win call answered (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.paying.size > 0) await Promise.allSettled([...this.paying]);
  }

  /** POST crash/bets: a stake in the betting phase (judged on arrival), one per session and round. */
  placeBet(session: StudioSession, req: CrashBetRequest): Promise<CrashBetAnswer> {
    const arrived = this.nowMs();
    if (this.cluster?.isRemote()) return this.cluster.relay.call({ kind: 'bet', session, req, arrived });
    return this.localBet(session, req, arrived);
  }

  private async localBet(session: StudioSession, req: CrashBetRequest, arrived: number): Promise<CrashBetAnswer> {
    await this.ensureStarted();
    if (session.mode === 'real' && session.game !== 'crash') {
      throw new StudioError(400, 'BAD_REQUEST', `This game session plays ${session.game}, not crash`);
    }
    const round = this.current;
    if (round?.phase !== 'betting' || arrived >= round.bettingEndsAt) {
      throw new StudioError(409, 'BETTING_CLOSED', 'Bets are taken only before the round starts: wait for the next');
    }
    checkCrashStake(req.stake, session.currency);
    if (round.bySession.has(session.id)) {
      throw new StudioError(409, 'ROUND_OPEN', 'You already have a bet in this round');
    }
    const bet = newLiveBet(session, req);
    const { id } = bet;
    round.bySession.set(session.id, id);
    let balance: number;
    try {
      balance = await stakeBet(this.ctx, {
        id,
        room: this.room,
        round: round.draw.round,
        session,
        player: bet.pub.player,
        stake: req.stake,
        autoCashOut: bet.pub.auto_cash_out,
      });
    } catch (err) {
      round.bySession.delete(session.id);
      throw err;
    }
    round.bets.set(id, bet);
    this.publish({ t: 'crash:bet', round: round.draw.round, bet: bet.pub });
    // The wallet answered after the bust (a slow call): the bet rode that round like the others.
    if ((round.phase as CrashSnapshot['phase']) === 'busted') {
      const auto = bet.pub.auto_cash_out;
      const paid = auto !== null && Math.round(auto * 100) <= Math.round(round.draw.point * 100) ? auto : null;
      balance = (await this.decide(round, bet, paid)) ?? balance;
    }
    return { bet: bet.pub, round: round.draw.round, balance };
  }

  /** POST crash/bets/:bet/cashout: judged by the server's clock on arrival; after the bust the bet is lost. */
  cashOut(session: StudioSession, betId: string): Promise<CrashBetAnswer> {
    const arrived = this.nowMs();
    if (this.cluster?.isRemote()) return this.cluster.relay.call({ kind: 'cashout', session, bet: betId, arrived });
    return this.localCashOut(session, betId, arrived);
  }

  private async localCashOut(session: StudioSession, betId: string, arrived: number): Promise<CrashBetAnswer> {
    const round = this.current;
    const bet = round?.bets.get(betId);
    if (!round || !bet || bet.session.id !== session.id) {
      throw new StudioError(404, 'NOT_FOUND', 'No such bet in the running round');
    }
    if (bet.isDecided) throw new StudioError(409, 'ROUND_CLOSED', 'This bet is already decided');
    if (round.phase === 'betting' && arrived < round.bettingEndsAt) {
      throw new StudioError(409, 'ACTION_NOT_ALLOWED', 'The round has not started yet');
    }
    const multiplier = cashOutAt(
      arrived - round.bettingEndsAt,
      round.draw.point,
      bet.pub.auto_cash_out,
      this.o.ratePerMs,
    );
    if (multiplier === 0) {
      void this.tick();
      throw new StudioError(409, 'BUSTED', 'Too late: the round busted before the cash-out arrived');
    }
    // The loop has not announced the flight yet: it does now (synchronously), before this cash-out.
    if (round.phase === 'betting') void this.tick();
    const balance = bet.isDecided ? undefined : await this.decide(round, bet, multiplier);
    return { bet: bet.pub, round: round.draw.round, balance: balance ?? (await currentBalance(this.ctx, session)) };
  }

  /** The room now (the topic's snapshot). */
  snapshot(): Promise<CrashSnapshot> {
    return this.cluster?.isRemote() ? this.cluster.relay.call({ kind: 'snapshot' }) : this.localSnapshot();
  }

  private async localSnapshot(): Promise<CrashSnapshot> {
    await this.ensureStarted();
    const { room, current, chain, history } = this;
    return roomSnapshot({ room, round: current, chain, history, ratePerMs: this.o.ratePerMs, now: this.nowMs() });
  }

  /** The snapshot of a topic when it is this room's, else undefined (the feed's provider answers). */
  snapshotForTopic(topic: string): Promise<CrashSnapshot> | undefined {
    const parsed = parseTopic(topic);
    return parsed?.kind === 'crash' && parsed.room === this.room ? this.snapshot() : undefined;
  }

  private publish(change: CrashChange) {
    this.pubsub?.publish(this.topic, change).catch((err) => this.ctx.log?.warn({ err }, 'crash publish failed'));
  }
}
