/**
 * Worker of casino-rtp.mjs: plays `rounds` rounds of one game with the shared provably fair code
 * (packages/shared/src/casino), each round its own seed triple, until done or the deadline, and
 * returns Σ return, Σ return² and Σ of each round's theoretical RTP (returns per unit staked).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const c = await import('../../../packages/shared/src/casino/index.ts');

const ROULETTE_BETS = [
  { kind: 'straight', numbers: [17] },
  { kind: 'split', numbers: [0, 3] },
  { kind: 'street', numbers: [13, 14, 15] },
  { kind: 'corner', numbers: [26, 27, 29, 30] },
  { kind: 'sixLine', numbers: [1, 2, 3, 4, 5, 6] },
  { kind: 'dozen', index: 3 },
  { kind: 'column', index: 2 },
  { kind: 'red' },
  { kind: 'black' },
  { kind: 'odd' },
  { kind: 'even' },
  { kind: 'low' },
  { kind: 'high' },
];
const MINES = [
  [1, 5],
  [3, 2],
  [3, 5],
  [5, 3],
  [10, 2],
  [24, 1],
];
const PLINKO = ['low', 'medium', 'high'].flatMap((risk) => Array.from({ length: 9 }, (_, i) => [8 + i, risk]));
const PLINKO_THEORY = PLINKO.map(([rows, risk]) => Number(c.plinkoRtpDecimal(rows, risk)));
const CASH_OUTS = [1.01, 1.5, 2, 5, 10];
const CRASH_THEORY = CASH_OUTS.map((x) => c.crashRtp(x));
const BLACKJACK = c.blackjackTheory().rtp;
const ORCHARD = c.fractionToNumber(c.slotTheory(c.ORCHARD_STARS).rtp);
const SUNSTONE = c.fractionToNumber(c.slotTheory(c.SUNSTONE_WAYS).rtp);

/** One round: [return per unit staked, its theoretical RTP]. */
const GAMES = {
  dice: (source) => [c.playDice(source, { target: 50, direction: 'over' }).multiplier, 9900 / 10001],
  roulette: (source, i) => {
    const bet = ROULETTE_BETS[i % ROULETTE_BETS.length];
    return [c.playRoulette(source, [{ bet, amount: 1 }]).totalReturn, 36 / 37];
  },
  mines: (source, i) => {
    const [mines, reveals] = MINES[i % MINES.length];
    const picks = Array.from({ length: reveals }, (_, k) => k);
    return [c.playMines(source, mines, picks).multiplier, c.minesRtp(mines, reveals)];
  },
  plinko: (source, i) => {
    const [rows, risk] = PLINKO[i % PLINKO.length];
    return [c.playPlinko(source, rows, risk).multiplier, PLINKO_THEORY[i % PLINKO.length]];
  },
  crash: (_source, i, state) => {
    state.hash = c.sha256Hex(state.hash);
    const { point, isInstantBust } = c.crashPoint(state.hash, 'bench-public-salt');
    const k = i % CASH_OUTS.length;
    return [c.crashMultiplier(point, isInstantBust, CASH_OUTS[k]), CRASH_THEORY[k]];
  },
  blackjack: (source) => {
    let state = c.startBlackjack(source, 1);
    while (state.phase !== 'done')
      state = c.actBlackjack(state, source, c.optimalAction(state, c.allowedActions(state)));
    return [state.totalReturn - c.blackjackStaked(state) + 1, BLACKJACK];
  },
  'orchard-stars': (source) => [c.playSlot(c.ORCHARD_STARS, source).multiplier, ORCHARD],
  'sunstone-ways': (source) => [c.playSlot(c.SUNSTONE_WAYS, source).multiplier, SUNSTONE],
};

const { game, rounds, deadline, worker } = workerData;
const play = GAMES[game];
const serverSeed = `bench-${game}-server-${worker}-${Date.now()}`;
const state = { hash: serverSeed };
let n = 0;
let sum = 0;
let sumSq = 0;
let theory = 0;
while (n < rounds) {
  const [r, expected] = play(c.floatSource({ serverSeed, clientSeed: 'bench-client', nonce: n }), n, state);
  sum += r;
  sumSq += r * r;
  theory += expected;
  n++;
  if (n % 4096 === 0 && Date.now() > deadline) break;
}
parentPort.postMessage({ n, sum, sumSq, theory });
