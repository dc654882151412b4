// A live crash room (ADR 0058): betting phase → flight on the shared curve from a known start → bust at
// the round's provably fair point → a short pause → the next round. The room's clock is the server's;
// state changes go to `/ws` (`casino:crash:<room>`) as phase changes, bets and cash-outs only: clients
// draw the curve themselves from the start time.
import { CrashTiming, cashOutAt, elapsedAt } from '@fairline/shared/casino/crash-live';
import { parseTopic, topics } from '@fairline/shared/realtime/topics';
import type {
  CrashBetAnswer,
  CrashBetRequest,
  CrashChange,
  CrashPastRound,
  CrashSnapshot,
} from '@fairline/shared/wire/casino-crash';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { checkCrashStake, type LiveRound, newLiveBet, pastRound, roomSnapshot } from './crash-bet';
import { type CrashChain, currentChain, drawRound, markBusted, pastRounds } from './crash-chain';
import { type CrashCluster, CrashClusterLink } from './crash-cluster';
import { CrashDecisions } from './crash-decisions';
import { retryCrashWins, stakeBet, voidInterruptedBets } from './crash-money';
import { dueAutoCashOuts, nextDeadline, timerDelay } from './crash-schedule';
import { currentBalance, type StudioContext } from './purse';
import type { StudioSession } from './sessions';
import { StudioError } from './studio-errors';

const HISTORY = 20;

export interface CrashRoomOptions {
  room?: string;
  bettingMs?: number;
  afterBustMs?: number;
  ratePerMs?: number;
  /** The most the room's timer waits (it fires at the next deadline when sooner; 0: never by itself; tests call `tick`). */
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
  /** The timer is armed after each step (this instance leads and runs the room by itself). */
  private looping = false;
  /** The clock when the last step began (a deadline it left behind is not retried at once). */
  private steppedAt = 0;
  private closed = false;
  private readonly decisions: CrashDecisions;
  /** Several instances: the link to the leader that runs the room (null: this process runs it). */
  private readonly cluster: CrashClusterLink | null = null;

  constructor(
    private readonly ctx: StudioContext,
    private readonly pubsub: PubSub | undefined,
    options: CrashRoomOptions = {},
    cluster?: CrashCluster,
  ) {
    this.room = options.room ?? 'main';
    this.decisions = new CrashDecisions(ctx, (change) => this.publish(change));
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
    this.looping = false;
    if (this.timer) clearTimeout(this.timer);
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
      this.looping = this.o.tickMs > 0 && !this.closed && !this.cluster?.isRemote();
      this.schedule();
    })();
    return this.starting;
  }

  close(): void {
    this.closed = true;
    this.looping = false;
    if (this.timer) clearTimeout(this.timer);
    this.cluster?.close();
  }

  /** Moves the room along the clock: flight, auto cash-outs, bust, next round. One at a time. */
  tick(): Promise<void> {
    this.ticking ??= this.step()
      .catch((err) => this.ctx.log?.error({ err }, 'crash room tick failed'))
      .finally(() => {
        this.ticking = null;
        this.schedule();
      });
    return this.ticking;
  }

  /** One timer for the room's next deadline, at most `tickMs` away (also while another instance leads). */
  private schedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.looping || this.closed) return;
    const now = this.nowMs();
    const due = this.cluster?.isRemote() ? null : nextDeadline(this.current, this.o.ratePerMs, this.o.afterBustMs);
    this.timer = setTimeout(() => void this.tick(), timerDelay(due, this.steppedAt, now, this.o.tickMs));
    this.timer.unref();
  }

  private async step(): Promise<void> {
    const round = this.current;
    if (!round || this.closed || this.cluster?.isRemote()) return;
    const now = this.nowMs();
    this.steppedAt = now;
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
    for (const [bet, auto] of dueAutoCashOuts(round, elapsed, this.o.ratePerMs))
      this.decisions.decideLater(round, bet, auto);
  }

  private async bust(round: LiveRound) {
    this.runAutoCashOuts(round, round.bustAt - round.bettingEndsAt);
    round.phase = 'busted';
    for (const bet of round.bets.values()) if (!bet.isDecided) this.decisions.decideLater(round, bet, null);
    const past = pastRound(round, this.chain?.salt ?? '');
    this.history = [past, ...this.history].slice(0, HISTORY);
    // Published before the round's row is marked: the mark only shows the hash in the history and a bet's
    // details; every bet's money is decided above by its own claim (ADR 0058, "Exact timers").
    this.publish({ t: 'crash:bust', round: round.draw.round, at: round.bustAt, past });
    const { bettingEndsAt, bustAt } = round;
    await markBusted(this.ctx.database, this.room, round.draw.round, new Date(bettingEndsAt), new Date(bustAt));
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

  /** Resolves once every decision so far is stored and its win call answered (tests, shutdown). */
  settled(): Promise<void> {
    return this.decisions.settled();
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
    this.schedule(); // a stake answered in flight: its auto cash-out may come before the timer
    this.publish({ t: 'crash:bet', round: round.draw.round, bet: bet.pub });
    // The wallet answered after the bust (a slow call): the bet rode that round like the others.
    if ((round.phase as CrashSnapshot['phase']) === 'busted') {
      const auto = bet.pub.auto_cash_out;
      const paid = auto !== null && Math.round(auto * 100) <= Math.round(round.draw.point * 100) ? auto : null;
      balance = (await this.decisions.decide(round, bet, paid)) ?? balance;
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
    const balance = bet.isDecided ? undefined : await this.decisions.decide(round, bet, multiplier);
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
