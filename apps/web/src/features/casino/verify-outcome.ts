// The verifier's recomputation (pure, tested with the shared maths' known vectors): the outcome of a
// round from its revealed seeds and the player's parameters, by the same code the studio plays with.
import {
  type BlackjackAction,
  type BlackjackState,
  type Card,
  crashPoint,
  type DiceOutcome,
  type FloatSource,
  floatSource,
  type MinesOutcome,
  ORCHARD_STARS,
  type PlinkoOutcome,
  type PlinkoRisk,
  placeMines,
  playBlackjack,
  playDice,
  playMines,
  playPlinko,
  playRoulette,
  playSlot,
  type RouletteBet,
  type RouletteStake,
  type SlotRound,
  SUNSTONE_WAYS,
  verifyCrashChain,
  verifyServerSeed,
} from '@fairline/shared/casino/index';
import type { VerifyGame } from './verify-games';

export interface VerifyInput {
  game: VerifyGame;
  serverSeed: string;
  /** The commitment shown before play; empty when the player has none to check against. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  params: Readonly<Record<string, string>>;
}

export type Outcome =
  | { game: 'dice'; result: DiceOutcome }
  | { game: 'roulette'; pocket: number; returns: number[]; totalReturn: number; stakes: RouletteStake[] }
  | { game: 'mines'; result: MinesOutcome }
  | { game: 'plinko'; result: PlinkoOutcome }
  | { game: 'blackjack'; result: BlackjackState }
  | { game: 'orchard-stars' | 'sunstone-ways'; result: SlotRound }
  | { game: 'crash'; point: number; isInstantBust: boolean; resultHash: string; chainOk: boolean | null };

export type Verification = { ok: true; seedMatches: boolean | null; outcome: Outcome } | { ok: false; error: string };

/** A bad input, named by its message key. */
class InputError extends Error {}

function integer(value: string | undefined, key: string): number {
  const n = Number((value ?? '').trim());
  if ((value ?? '').trim() === '' || !Number.isSafeInteger(n) || n < 0) throw new InputError(key);
  return n;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const KINDS = new Set([
  'straight',
  'split',
  'street',
  'corner',
  'sixLine',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
]);

/** Roulette stakes, one per line: `red 100`, `straight:17 10`, `split:17-20 5`, `dozen:2 10` (amounts in any unit). */
export function parseStakes(text: string): RouletteStake[] {
  return text
    .split(/\n|;/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [betText = '', amountText = '1'] = line.split(/\s+/);
      const [kind = '', arg = ''] = betText.split(':');
      const amount = Number(amountText);
      if (!KINDS.has(kind) || !(amount > 0)) throw new InputError('casino.verify.error.stakes');
      const numbers = arg.split(/[-/]/).filter(Boolean).map(Number);
      let bet: RouletteBet;
      if (kind === 'dozen' || kind === 'column') bet = { kind, index: Number(arg) as 1 | 2 | 3 };
      else if (['red', 'black', 'odd', 'even', 'low', 'high'].includes(kind)) bet = { kind } as RouletteBet;
      else bet = { kind: kind as 'straight', numbers };
      return { bet, amount };
    });
}

function outcomeOf(input: VerifyInput): Outcome {
  const { game, params } = input;
  if (game === 'crash') {
    const hash = (params.hash ?? '').trim().toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new InputError('casino.verify.error.hash');
    const point = crashPoint(hash, (params.salt ?? '').trim());
    const commitment = (params.commitment ?? '').trim();
    return { game, ...point, chainOk: commitment ? verifyCrashChain([hash], commitment) : null };
  }
  if (input.serverSeed.trim() === '') throw new InputError('casino.verify.error.serverSeed');
  const source = floatSource({
    serverSeed: input.serverSeed.trim(),
    clientSeed: input.clientSeed,
    nonce: integer(input.nonce, 'casino.verify.error.nonce'),
  });
  switch (game) {
    case 'dice': {
      const direction = params.direction === 'under' ? 'under' : 'over';
      return { game, result: playDice(source, { target: Number(params.target), direction }) };
    }
    case 'roulette': {
      const stakes = parseStakes(params.stakes ?? '');
      return { game, stakes, ...playRoulette(source, stakes) };
    }
    case 'mines':
      return {
        game,
        result: playMinesOrPlace(
          source,
          integer(params.mines, 'casino.verify.error.mines'),
          list(params.picks).map(Number),
        ),
      };
    case 'plinko':
      return {
        game,
        result: playPlinko(
          source,
          integer(params.rows, 'casino.verify.error.rows'),
          (params.risk ?? 'low') as PlinkoRisk,
        ),
      };
    case 'blackjack':
      return { game, result: playBlackjack(source, 1, list(params.decisions) as BlackjackAction[]) };
    case 'orchard-stars':
      return { game, result: playSlot(ORCHARD_STARS, source) };
    case 'sunstone-ways':
      return { game, result: playSlot(SUNSTONE_WAYS, source) };
  }
}

/** Mines with no picks yet shows where the mines lay (nothing revealed, nothing won). */
function playMinesOrPlace(source: FloatSource, mines: number, picks: number[]): MinesOutcome {
  if (picks.length > 0) return playMines(source, mines, picks);
  return { mines: placeMines(source, mines), safeReveals: 0, hitMine: false, multiplier: 0 };
}

/** Checks the seed against its commitment and recomputes the outcome; an input the maths refuses is named, not thrown. */
export function verifyRound(input: VerifyInput): Verification {
  try {
    const outcome = outcomeOf(input);
    const hash = input.serverSeedHash.trim();
    const seedMatches = input.game === 'crash' || hash === '' ? null : verifyServerSeed(input.serverSeed.trim(), hash);
    return { ok: true, seedMatches, outcome };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, error: error.message };
    return { ok: false, error: error instanceof RangeError ? error.message : 'casino.verify.error.generic' };
  }
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card as printed (`K♥`). */
export const cardText = (card: Card) => `${RANKS[card.rank]}${SUITS[card.suit]}`;
