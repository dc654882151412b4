// The crash room on several instances (ADR 0058 with ADR 0020): one room per deployment, run by the leader.
// This instance's link to it: whether the room runs elsewhere (then calls go through the relay), what a
// call relayed from another instance runs here, and the room resumed or stopped as leadership changes.
import type { CrashBetAnswer, CrashBetRequest, CrashSnapshot } from '@fairline/shared/wire/casino-crash';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { roomWasOpened } from './crash-chain';
import { CRASH_RELAY_TIMEOUT_MS, type CrashCall, CrashRelay } from './crash-relay';
import type { StudioContext } from './purse';
import type { StudioSession } from './sessions';
import { StudioError } from './studio-errors';

/** Several instances on one Redis (ADR 0020): the room runs on the leader only, the others relay to it. */
export interface CrashCluster {
  isLeader: () => boolean;
  /** How often an instance looks whether it became (or stopped being) the leader. */
  followMs?: number;
}

/** What the room does on this instance when it leads. */
export interface LocalCrashRoom {
  room: string;
  snapshot(): Promise<CrashSnapshot>;
  placeBet(session: StudioSession, req: CrashBetRequest, arrived: number): Promise<CrashBetAnswer>;
  cashOut(session: StudioSession, bet: string, arrived: number): Promise<CrashBetAnswer>;
  /** Starts (or resumes) the room: the cut round's bets void, the next round of the chain. */
  resume(): Promise<void>;
  /** Stops the loop and forgets the round (this instance no longer leads). */
  stop(): void;
}

export class CrashClusterLink {
  readonly relay: CrashRelay;
  private readonly following: NodeJS.Timeout;
  private leading = false;

  constructor(
    pubsub: PubSub,
    private readonly ctx: StudioContext,
    private readonly cluster: CrashCluster,
    private readonly local: LocalCrashRoom,
  ) {
    const onError = (err: unknown) => ctx.log?.error({ err }, 'crash room on several instances');
    this.relay = new CrashRelay(pubsub, { room: local.room, isLeader: cluster.isLeader, handle: this.run, onError });
    this.following = setInterval(() => void this.follow().catch(onError), cluster.followMs ?? 500);
    this.following.unref();
  }

  /** The room runs on another instance (this one does not lead): calls go to it. */
  isRemote(): boolean {
    return !this.cluster.isLeader();
  }

  close(): void {
    clearInterval(this.following);
    this.relay.close();
  }

  /** A call relayed from another instance, run here (the leader). */
  private run = (call: CrashCall): Promise<unknown> => {
    if (call.kind === 'snapshot') return this.local.snapshot();
    const now = this.ctx.now().getTime();
    // Stamped by the instance it reached (the same wall clock as ours, NTP), never later than now.
    const arrived = Math.min(call.arrived, now);
    if (call.kind === 'cashout') return this.local.cashOut(call.session, call.bet, arrived);
    // A bet its instance may already have answered 503 for is not placed behind the player's back.
    if (now - arrived > CRASH_RELAY_TIMEOUT_MS / 2) {
      return Promise.reject(new StudioError(503, 'ROOM_UNAVAILABLE', 'The bet reached the room too late: try again'));
    }
    return this.local.placeBet(call.session, call.req, arrived);
  };

  /**
   * Becoming the leader resumes a room that was ever opened (the recovery path of ADR 0058: the cut round's
   * bets are void and given back, the chain goes on); a leader that stepped down stops its loop.
   */
  private async follow(): Promise<void> {
    const leading = this.cluster.isLeader();
    if (leading === this.leading) return;
    this.leading = leading;
    if (!leading) this.local.stop();
    else if (await roomWasOpened(this.ctx.database, this.local.room)) await this.local.resume();
  }
}
