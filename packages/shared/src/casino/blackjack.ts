/**
 * Blackjack from the bet's floats: card i = ⌊fᵢ·52⌋ (rank = card mod 13, suit = ⌊card/13⌋), an
 * infinite shoe, so no card counting and an exact analysis (blackjack-theory.ts). Floats 0–3 deal
 * player, dealer up, player, dealer hole; every later card takes the next float in order.
 */
import type { FloatSource } from './fair';

/** The rules, printed on the game page. */
export const BLACKJACK_RULES = {
  shoe: 'infinite',
  dealerStandsOnSoft17: true,
  dealerPeeksForBlackjack: true,
  blackjackPays: 1.5,
  insurancePays: 2,
  doubleOnAnyTwoCards: true,
  doubleAfterSplit: true,
  maxSplits: 1,
  splitAcesGetOneCard: true,
  surrender: false,
} as const;

export type Card = { readonly rank: number; readonly suit: number }; // rank 0 = A, 1 … 8 = 2 … 9, 9 … 12 = 10 J Q K
export type BlackjackHand = {
  readonly cards: Card[];
  readonly stake: number;
  readonly isDone: boolean;
  readonly isSplit: boolean;
};
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'noInsurance';
export type BlackjackState = {
  readonly bet: number;
  readonly next: number; // index of the next float to draw
  readonly dealer: Card[];
  readonly hands: BlackjackHand[];
  readonly insurance: number; // staked on insurance (0 when declined)
  readonly phase: 'insurance' | 'player' | 'done';
  /** What the player gets back in total, stakes included (set when done). */
  readonly totalReturn: number;
};

/** The card of a float. */
export function cardOf(f: number): Card {
  const card = Math.floor(f * 52);
  return { rank: card % 13, suit: Math.floor(card / 13) };
}

/** Blackjack value of a rank: A = 1 (11 when it fits), faces 10. */
export function cardValue(card: Card): number {
  return Math.min(card.rank + 1, 10);
}

/** The best total and whether an ace counts 11 in it. */
export function handTotal(cards: readonly Card[]): { readonly total: number; readonly isSoft: boolean } {
  const hard = cards.reduce((s, c) => s + cardValue(c), 0);
  const isSoft = cards.some((c) => c.rank === 0) && hard + 10 <= 21;
  return { total: isSoft ? hard + 10 : hard, isSoft };
}

const isBlackjack = (hand: { cards: readonly Card[]; isSplit: boolean }) =>
  !hand.isSplit && hand.cards.length === 2 && handTotal(hand.cards).total === 21;

/** The actions allowed now. */
export function allowedActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'noInsurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands.find((h) => !h.isDone);
  if (!hand) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  const isTwo = hand.cards.length === 2;
  if (isTwo && (!hand.isSplit || BLACKJACK_RULES.doubleAfterSplit)) actions.push('double');
  const [a, b] = hand.cards;
  if (isTwo && a && b && cardValue(a) === cardValue(b) && state.hands.length <= BLACKJACK_RULES.maxSplits)
    actions.push('split');
  return actions;
}

function settle(state: BlackjackState, source: FloatSource): BlackjackState {
  const dealer = [...state.dealer];
  let next = state.next;
  const dealerHasBlackjack = isBlackjack({ cards: dealer, isSplit: false });
  const live = state.hands.some((h) => handTotal(h.cards).total <= 21 && !isBlackjack(h));
  if (live && !dealerHasBlackjack) {
    while (handTotal(dealer).total < 17) dealer.push(cardOf(source.at(next++)));
  }
  const dealerTotal = handTotal(dealer).total;
  let totalReturn = dealerHasBlackjack ? state.insurance * (1 + BLACKJACK_RULES.insurancePays) : 0;
  for (const hand of state.hands) {
    const total = handTotal(hand.cards).total;
    if (isBlackjack(hand))
      totalReturn += dealerHasBlackjack ? hand.stake : hand.stake * (1 + BLACKJACK_RULES.blackjackPays);
    else if (total > 21 || dealerHasBlackjack) continue;
    else if (dealerTotal > 21 || total > dealerTotal) totalReturn += hand.stake * 2;
    else if (total === dealerTotal) totalReturn += hand.stake;
  }
  return { ...state, dealer, next, phase: 'done', totalReturn };
}

/** After the deal (and insurance): the dealer peeks; a blackjack on either side ends the round. */
function afterPeek(state: BlackjackState, source: FloatSource): BlackjackState {
  const [player] = state.hands;
  const up = state.dealer[0] as Card;
  const peeks = BLACKJACK_RULES.dealerPeeksForBlackjack && (up.rank === 0 || cardValue(up) === 10);
  if ((peeks && isBlackjack({ cards: state.dealer, isSplit: false })) || (player && isBlackjack(player)))
    return settle(state, source);
  return { ...state, phase: 'player' };
}

/** Deals a round for `bet`. */
export function startBlackjack(source: FloatSource, bet: number): BlackjackState {
  const [p1, up, p2, hole] = [0, 1, 2, 3].map((i) => cardOf(source.at(i))) as [Card, Card, Card, Card];
  const state: BlackjackState = {
    bet,
    next: 4,
    dealer: [up, hole],
    hands: [{ cards: [p1, p2], stake: bet, isDone: false, isSplit: false }],
    insurance: 0,
    phase: up.rank === 0 ? 'insurance' : 'player',
    totalReturn: 0,
  };
  return state.phase === 'insurance' ? state : afterPeek(state, source);
}

/** Applies one player decision; throws when it is not allowed now. */
export function actBlackjack(state: BlackjackState, source: FloatSource, action: BlackjackAction): BlackjackState {
  if (!allowedActions(state).includes(action)) throw new RangeError(`${action} is not allowed now`);
  if (action === 'insurance' || action === 'noInsurance') {
    return afterPeek({ ...state, insurance: action === 'insurance' ? state.bet / 2 : 0, phase: 'player' }, source);
  }
  const index = state.hands.findIndex((h) => !h.isDone);
  const hand = state.hands[index] as BlackjackHand;
  let next = state.next;
  const draw = () => cardOf(source.at(next++));
  let replaced: BlackjackHand[];
  if (action === 'split') {
    const isAces = hand.cards[0]?.rank === 0;
    replaced = hand.cards.map((card) => {
      const cards = [card, draw()];
      return {
        cards,
        stake: hand.stake,
        isSplit: true,
        isDone: (isAces && BLACKJACK_RULES.splitAcesGetOneCard) || handTotal(cards).total === 21,
      };
    });
  } else {
    const cards = action === 'stand' ? hand.cards : [...hand.cards, draw()];
    const total = handTotal(cards).total;
    const isDone = action !== 'hit' || total >= 21;
    replaced = [{ ...hand, cards, stake: action === 'double' ? hand.stake * 2 : hand.stake, isDone }];
  }
  const hands = [...state.hands.slice(0, index), ...replaced, ...state.hands.slice(index + 1)];
  const updated = { ...state, hands, next };
  return hands.every((h) => h.isDone) ? settle(updated, source) : updated;
}

/** Plays a round with the player's decisions in order (extra decisions after the end are an error). */
export function playBlackjack(source: FloatSource, bet: number, decisions: readonly BlackjackAction[]): BlackjackState {
  let state = startBlackjack(source, bet);
  for (const action of decisions) state = actBlackjack(state, source, action);
  return state;
}

/** Everything the player staked in a round: the bet, doubles, the split hand, insurance. */
export function blackjackStaked(state: BlackjackState): number {
  return state.hands.reduce((s, h) => s + h.stake, 0) + state.insurance;
}
