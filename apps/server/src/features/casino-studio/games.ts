// The studio's rounds over the shared game maths only (packages/shared/src/casino, ADR 0034): what a
// round's floats decide, what it pays in minor units, and what the player may see while it is open.
// The verifier page recomputes the same outcome from the revealed seeds with the same functions.
import {
  actBlackjack,
  allowedActions,
  type BlackjackAction,
  type BlackjackState,
  blackjackStaked,
  diceWinChance,
  type FloatSource,
  type MinesOutcome,
  MinesRules,
  minesMultiplier,
  ORCHARD_STARS,
  placeMines,
  playDice,
  playMines,
  playPlinko,
  playRoulette,
  playSlot,
  rouletteBetNumbers,
  SUNSTONE_WAYS,
  startBlackjack,
} from '@fairline/shared/casino/index';
import type { StudioActionRequest, StudioPlayGame, StudioRoundRequest } from '@fairline/shared/wire/casino-studio-play';
import { badRequest, notAllowed } from './studio-errors';

type RoundRequest = StudioRoundRequest & { params: Record<string, unknown> };

/** Mines' stored state: the positions stay secret while the round is open. */
type MinesState = { mineCount: number; mines: number[]; picks: number[]; final: MinesOutcome | null };

/** A round after a step: its stored state, whether it ended, everything staked and the total return. */
export interface RoundStep {
  state: unknown;
  isClosed: boolean;
  staked: number;
  win: number;
}

/** stake × multiplier in minor units, rounded down (a product that is whole up to float noise counts as whole). */
export function payout(stake: number, multiplier: number): number {
  const exact = stake * multiplier;
  const whole = Math.round(exact);
  return Math.abs(exact - whole) <= 1e-9 * Math.max(1, exact) ? whole : Math.floor(exact);
}

const slotOf = (game: StudioPlayGame) => (game === 'orchard-stars' ? ORCHARD_STARS : SUNSTONE_WAYS);

/** Refuses params the shared maths would refuse, and a stake that does not add up, before any money moves. */
export function checkRoundRequest(req: RoundRequest): void {
  try {
    if (req.game === 'dice') diceWinChance(req.params as { target: number; direction: 'over' | 'under' });
    if (req.game === 'roulette') {
      const { stakes } = req.params as { stakes: { bet: Parameters<typeof rouletteBetNumbers>[0]; amount: number }[] };
      for (const s of stakes) rouletteBetNumbers(s.bet);
      const sum = stakes.reduce((total, s) => total + s.amount, 0);
      if (sum !== req.stake) throw new RangeError(`the stake must be the sum of the bets (${sum})`);
    }
  } catch (err) {
    throw badRequest(err instanceof Error ? err.message : 'Invalid params');
  }
}

/** Plays a one-shot game, or opens a round of mines or blackjack. */
export function startRound(req: RoundRequest, source: FloatSource): RoundStep {
  const { stake } = req;
  switch (req.game) {
    case 'dice': {
      const outcome = playDice(source, req.params as { target: number; direction: 'over' | 'under' });
      return closed(outcome, stake, outcome.isWin ? payout(stake, outcome.multiplier) : 0);
    }
    case 'roulette': {
      const outcome = playRoulette(source, (req.params as { stakes: Parameters<typeof playRoulette>[1] }).stakes);
      return closed(outcome, stake, Math.round(outcome.totalReturn));
    }
    case 'plinko': {
      const { rows, risk } = req.params as { rows: number; risk: 'low' | 'medium' | 'high' };
      const outcome = playPlinko(source, rows, risk);
      return closed(outcome, stake, payout(stake, outcome.multiplier));
    }
    case 'orchard-stars':
    case 'sunstone-ways': {
      const outcome = playSlot(slotOf(req.game), source);
      return closed(outcome, stake, payout(stake, outcome.multiplier));
    }
    case 'mines': {
      const mineCount = (req.params as { mines: number }).mines;
      const state: MinesState = { mineCount, mines: placeMines(source, mineCount), picks: [], final: null };
      return { state, isClosed: false, staked: stake, win: 0 };
    }
    case 'blackjack':
      return blackjackStep(startBlackjack(source, stake));
  }
}

/** One decision in an open round; `staked` grows with a blackjack double, split or insurance. */
export function actRound(
  game: StudioPlayGame,
  stored: unknown,
  stake: number,
  action: StudioActionRequest,
  source: FloatSource,
): RoundStep {
  if (game === 'mines') return minesStep(stored as MinesState, stake, action, source);
  if (game === 'blackjack') {
    if (action.action === 'reveal' || action.action === 'cashout')
      throw notAllowed(`${action.action} is not a blackjack action`);
    try {
      // The decisions are kept in order with the state: the verifier replays them (ADR 0036).
      const before = stored as BlackjackState & { decisions?: BlackjackAction[] };
      const decision = action.action as BlackjackAction;
      const after = actBlackjack(before, source, decision);
      return blackjackStep({ ...after, decisions: [...(before.decisions ?? []), decision] });
    } catch (err) {
      if (err instanceof RangeError) throw notAllowed(err.message);
      throw err;
    }
  }
  throw notAllowed(`a ${game} round has no further steps`);
}

function minesStep(state: MinesState, stake: number, action: StudioActionRequest, source: FloatSource): RoundStep {
  const { mineCount, picks } = state;
  const finish = (finalPicks: number[]): RoundStep => {
    const final = playMines(source, mineCount, finalPicks);
    return closed({ ...state, picks: finalPicks, final }, stake, payout(stake, final.multiplier));
  };
  if (action.action === 'cashout') {
    if (picks.length === 0) throw notAllowed('Reveal a tile before cashing out');
    return finish(picks);
  }
  if (action.action !== 'reveal') throw notAllowed(`${action.action} is not a mines action`);
  const { tile } = action.params;
  if (picks.includes(tile)) throw notAllowed(`Tile ${tile} is already revealed`);
  const next = [...picks, tile];
  if (state.mines.includes(tile) || next.length === MinesRules.tiles - mineCount) return finish(next);
  return { state: { ...state, picks: next }, isClosed: false, staked: stake, win: 0 };
}

function blackjackStep(state: BlackjackState & { decisions?: BlackjackAction[] }): RoundStep {
  const isClosed = state.phase === 'done';
  return { state, isClosed, staked: blackjackStaked(state), win: isClosed ? Math.round(state.totalReturn) : 0 };
}

const closed = (state: unknown, staked: number, win: number): RoundStep => ({ state, isClosed: true, staked, win });

/** The outcome the player sees: the whole state once closed; while open, mines' positions and the hole card stay hidden. */
export function publicOutcome(game: StudioPlayGame, stored: unknown, isOpen: boolean): unknown {
  if (game === 'mines') {
    const state = stored as MinesState;
    const { mineCount, picks, final } = state;
    if (final && !isOpen) return { mineCount, picks, ...final, nextMultiplier: null };
    const canGoOn = picks.length < MinesRules.tiles - mineCount;
    return {
      mineCount,
      picks,
      mines: null,
      safeReveals: picks.length,
      hitMine: false,
      multiplier: minesMultiplier(mineCount, picks.length),
      nextMultiplier: canGoOn ? minesMultiplier(mineCount, picks.length + 1) : null,
    };
  }
  if (game === 'blackjack') {
    const state = stored as BlackjackState;
    return { ...state, dealer: isOpen ? state.dealer.slice(0, 1) : state.dealer, actions: allowedActions(state) };
  }
  return stored;
}
