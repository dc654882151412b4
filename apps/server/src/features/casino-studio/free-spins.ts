// Free spins in our studio (ADR 0064): the platform's user/info names the player's running free spins of
// this game (reward, bet, spins left); a spin is the protocol's free bet — amount 0 with its reward_uuid —
// decided at the reward's bet by the same seeds and maths as any round, its win paid by transaction/win.
import { randomBytes } from 'node:crypto';
import type { StudioFreeSpinAnswer, StudioFreeSpinsAnswer } from '@fairline/shared/wire/casino-free-spins';
import { giveBack, partyOf, payWin, type StudioContext, txIds } from './purse';
import { showRound } from './rounds.repository';
import { decideAndStore, serialized } from './rounds.service';
import type { StudioSession } from './sessions';
import { badRequest, StudioError, walletRefusal } from './studio-errors';

const SLOTS = new Set<string>(['orchard-stars', 'sunstone-ways'] satisfies SlotGame[]);
type SlotGame = 'orchard-stars' | 'sunstone-ways';

const noneLeft = () => new StudioError(409, 'NO_FREE_SPINS', 'No free spins are left for this game');

type RealSession = Extract<StudioSession, { mode: 'real' }>;

function realSlot(session: StudioSession): RealSession {
  if (session.mode !== 'real' || !SLOTS.has(session.game)) {
    throw badRequest('Free spins are played in a real-money session of a slot');
  }
  return session;
}

async function rewardsOf(ctx: StudioContext, session: RealSession) {
  const info = await ctx.wallet.userInfo(partyOf(session));
  if (info.status !== 'RS_OK') throw walletRefusal(info.status);
  return (info.freeSpins ?? []).filter((f) => f.left > 0);
}

/** GET free-spins: the spins left for this session's game (across its rewards) and the bet of the next. */
export async function freeSpinsLeft(ctx: StudioContext, session: StudioSession): Promise<StudioFreeSpinsAnswer> {
  if (session.mode !== 'real' || !SLOTS.has(session.game)) return { left: 0, bet: 0 };
  const rewards = await rewardsOf(ctx, session);
  return { left: rewards.reduce((sum, r) => sum + r.left, 0), bet: rewards[0]?.bet ?? 0 };
}

/**
 * POST free-spins: plays the next free spin. The wallet takes the spin once (a spin already used or gone
 * is its RS_ERROR_LIMIT_REACHED: none left), then the round is decided and stored as any round, and its
 * win (0 too) closes it at the wallet, retried like any win.
 */
export async function playFreeSpin(ctx: StudioContext, studioSession: StudioSession): Promise<StudioFreeSpinAnswer> {
  const session = realSlot(studioSession);
  const rewards = await rewardsOf(ctx, session);
  const reward = rewards[0];
  if (!reward) throw noneLeft();
  const id = randomBytes(18).toString('base64url');
  return serialized(session.owner, async () => {
    const taken = await ctx.wallet.bet(partyOf(session), {
      id: txIds.bet(id, 0),
      round: id,
      amount: 0,
      rewardUuid: reward.rewardUuid,
    });
    if (taken.status === 'RS_ERROR_LIMIT_REACHED') throw noneLeft();
    if (taken.status !== 'RS_OK' || taken.balance === undefined) throw walletRefusal(taken.status);
    let played: Awaited<ReturnType<typeof decideAndStore>>;
    try {
      const game = session.game as SlotGame;
      played = await decideAndStore(ctx, session, { game, stake: reward.bet, params: {} }, id);
    } catch (err) {
      await giveBack(ctx, session, id, 0, 0);
      throw err;
    }
    const balance = await payWin(ctx, session, id, played.step.win, taken.balance);
    const left = rewards.reduce((sum, r) => sum + r.left, 0) - 1;
    return { round: showRound(played.record, played.pair.serverSeedHash, null), balance, free_spins_left: left };
  });
}
