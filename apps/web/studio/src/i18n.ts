/**
 * The studio's own small dictionary (ru, en, ar): the frame cannot reach the platform's translator
 * without a session, and a game needs only these words. `{name}` placeholders are filled by `t`.
 */

import { ar } from './i18n-ar';
import { ru } from './i18n-ru';
import type { Lang } from './launch';

export const en = {
  title: 'Fairline Studio',
  gameDice: 'Dice',
  gameRoulette: 'European Roulette',
  gameBlackjack: 'Blackjack',
  gameMines: 'Mines',
  gamePlinko: 'Plinko',
  verified: 'SHA-256 of the revealed seed matches the commitment',
  notVerified: 'The revealed seed does not match the commitment',
  noRoundsYet: 'No round was played with this pair.',
  balance: 'Balance',
  demo: 'Demo',
  stake: 'Stake',
  half: 'Halve the stake',
  double: 'Double the stake',
  play: 'Bet',
  spin: 'Spin',
  roll: 'Roll',
  drop: 'Drop ball',
  deal: 'Deal',
  win: 'Win',
  lost: 'No win',
  youWon: 'You won {amount}',
  rules: 'Rules',
  fairness: 'Fairness',
  fullscreen: 'Full screen',
  close: 'Close',
  loading: 'Loading the game…',
  unknownGame: 'This game does not exist.',
  rtp: 'Theoretical RTP',
  houseEdge: 'House edge',
  rtpBasis: 'How it is computed',
  serverSeedHash: 'Server seed (SHA-256, committed)',
  clientSeed: 'Client seed',
  nonce: 'Next nonce',
  saveSeed: 'Save',
  seedSaved: 'Client seed saved',
  rotate: 'Rotate seeds',
  revealed: 'Revealed server seed',
  lastNonce: 'Last nonce played',
  openVerifier: 'Verify on the verifier page',
  fairIntro:
    'Every result comes from HMAC-SHA256(server seed, client seed:nonce). The server seed is fixed and its hash shown before you play; rotating reveals it.',
  errNotEnoughMoney: 'Not enough money for this stake. Lower the stake or top up your balance.',
  errLimit: 'A limit you set has been reached. You can change it in Office → Limits.',
  errDisabled: 'Play is paused for your account (time-out, self-exclusion or a block).',
  errExpired: 'Your game session has ended. Reopen the game from the lobby.',
  errInvalid: 'This game link is not valid. Reopen the game from the lobby.',
  errNetwork: 'No connection to the game server. Check your connection and try again.',
  errStake: 'Enter a stake, e.g. {example}.',
  errSeed: 'A client seed is 1–64 letters, digits or symbols.',
  errNoBets: 'Place a chip on the table first.',
  errStakeRange: 'This stake is outside the game’s limits ({min} – {max}).',
  errStakeRangeShort: 'This stake is outside the game’s limits.',
  errGeneric: 'Something went wrong: {message}',
  // dice
  target: 'Target',
  over: 'Roll over',
  under: 'Roll under',
  chance: 'Win chance',
  multiplier: 'Multiplier',
  payout: 'Payout on win',
  // roulette
  chip: 'Chip',
  clear: 'Clear',
  undo: 'Undo',
  totalBet: 'Total bet',
  red: 'Red',
  black: 'Black',
  odd: 'Odd',
  even: 'Even',
  low: '1–18',
  high: '19–36',
  dozen: '{n} dozen',
  column: '2 to 1',
  straight: 'Straight {numbers}',
  split: 'Split {numbers}',
  street: 'Street {numbers}',
  corner: 'Corner {numbers}',
  sixLine: 'Six line {numbers}',
  lastNumbers: 'Last numbers',
  // blackjack
  dealer: 'Dealer',
  you: 'You',
  hit: 'Hit',
  stand: 'Stand',
  doubleDown: 'Double',
  splitHand: 'Split',
  insurance: 'Insurance',
  noInsurance: 'No insurance',
  insuranceAsk: 'Dealer shows an ace. Insurance?',
  blackjack: 'Blackjack!',
  feltPrint: 'Blackjack pays {bj} · Insurance pays {ins} · Dealer stands on soft 17',
  bust: 'Bust',
  push: 'Push',
  // mines
  mines: 'Mines',
  cashOut: 'Cash out {amount}',
  nextTile: 'Next tile',
  pickTile: 'Open tiles; cash out before you hit a mine.',
  boom: 'A mine!',
  tile: 'Tile {n}',
  // plinko
  rows: 'Rows',
  risk: 'Risk',
  riskLow: 'Low',
  riskMedium: 'Medium',
  riskHigh: 'High',
  // slots
  lines: '{n} lines',
  ways: '243 ways',
  freeSpins: 'Free spins',
  freeSpinsWon: '{n} free spins at ×{m}!',
  freeSpin: 'Free spin {i} of {n}',
  bonusSpinsLeft: 'Free spins: {n}',
  bonusSpinPlay: 'Free spin',
  bonusSpinsNote: 'Your free spins play first, at {amount} each; their wins go to your bonus.',
  totalWin: 'Total win',
  paytable: 'Paytable',
  wild: 'Wild: stands for every symbol but the scatter',
  scatter: 'Scatter: pays anywhere; {n}+ give {spins} free spins at ×{m}',
  // rules
  rulesDice:
    'A roll from 0.00 to 100.00. Over wins above the target, under wins below it. Win chance {min}–{max} %. Multiplier = {x} ÷ win chance.',
  rulesRoulette: 'European wheel, one zero. A bet on n numbers pays 36/n times the stake; zero loses outside bets.',
  rulesBlackjack:
    'Infinite shoe. Dealer stands on soft 17 and peeks for blackjack. Blackjack pays {bj}, insurance {ins}. Double on any two cards, also after a split; one split; split aces get one card. No surrender.',
  rulesMines:
    '{tiles} tiles, {min}–{max} mines. After k safe tiles you may cash out at {keep} × C({tiles}, k) ÷ C({tiles} − mines, k) times the stake.',
  rulesPlinko:
    '{min}–{max} rows; at each pin the ball falls left or right with equal chance. The bucket’s multiplier pays.',
  rulesSlot: '5 reels, 3 rows. Wins pay left to right on adjacent reels; the stake is the total bet.',
  // crash
  gameCrash: 'Crash',
  crashBet: 'Bet on the next round',
  crashBetPlaced: 'Your bet is in',
  crashCashOut: 'Cash out {amount}',
  crashAuto: 'Auto cash-out',
  crashAutoHint: 'e.g. 2.00 (empty: off)',
  crashBettingIn: 'Next round in {s} s',
  crashBusted: 'Busted at {x}',
  crashPlayers: 'Players',
  crashNoBets: 'No bets in this round yet.',
  crashYou: 'you',
  crashHistory: 'Last rounds',
  crashVerify: 'Verify',
  crashChain: 'Chain commitment (SHA-256 of the first round’s hash)',
  crashSalt: 'Salt',
  crashChainOk: 'Each revealed hash hashes to the one before it',
  crashChainBroken: 'The revealed hashes do not chain',
  crashWaiting: 'Connecting to the room…',
  crashCashedOut: 'Cashed out at {x}: {amount}',
  crashLostBet: 'Busted: the bet is lost',
  errBettingClosed: 'Bets close when the round starts: wait for the next one.',
  errBusted: 'Too late: the round busted first.',
  rulesCrash:
    'Everyone plays the same round. Bet before it starts; the multiplier then rises from 1.00× and busts at a point fixed in advance by a published hash chain. Cash out (or set an auto cash-out from 1.01×) before the bust to win stake × multiplier; the server’s clock decides. Each round’s hash is revealed at the bust and hashes to the round before it.',
} as const;

export type MessageKey = keyof typeof en;
export type Dictionary = Readonly<Record<MessageKey, string>>;

export const DICTIONARIES: Readonly<Record<Lang, Dictionary>> = { en, ru, ar };

/** The message for `key` in `lang`, its `{placeholders}` filled. */
export function translate(lang: Lang, key: MessageKey, values: Record<string, string | number> = {}): string {
  const text = DICTIONARIES[lang][key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Whether a language is written right to left. */
export const isRtl = (lang: Lang): boolean => lang === 'ar';
