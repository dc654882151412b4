/** Blackjack: deal, then the actions the round allows (allowedActions, from the server). */
import './blackjack.css';
import { BLACKJACK_RULES, handTotal } from '@fairline/shared/casino/blackjack';
import type { StudioPlayAnswer } from '@fairline/shared/wire/casino-studio-play';
import type { GameContext, GameModule } from '../context';
import { fill, h, pause } from '../dom';
import type { MessageKey } from '../i18n';
import { formatRatio } from '../rules';
import { cardBack, cardFace } from './cards';

type BlackjackRound = Extract<StudioPlayAnswer['round'], { game: 'blackjack' }>;
type Card = { rank: number; suit: number };
type Action = BlackjackRound['outcome']['actions'][number];

const ACTION_KEY: Readonly<Record<Action, MessageKey>> = {
  hit: 'hit',
  stand: 'stand',
  double: 'doubleDown',
  split: 'splitHand',
  insurance: 'insurance',
  noInsurance: 'noInsurance',
};

/** A total as players read it: "7 / 17" while an ace may still count 11. */
export function totalText(cards: readonly Card[]): string {
  const { total, isSoft } = handTotal(cards);
  return isSoft && total < 21 ? `${total - 10} / ${total}` : String(total);
}

function mount(ctx: GameContext): void {
  const { t } = ctx;
  let round: BlackjackRound | null = null;
  let busy = false;
  const dealer = h('div', { class: 'bj-hand', 'data-testid': 'bj-dealer' });
  const player = h('div', { class: 'bj-hands', 'data-testid': 'bj-player' });
  const message = h('p', { class: 'bj-message', 'aria-live': 'polite' });
  const felt = h(
    'div',
    { class: 'felt' },
    dealer,
    h(
      'p',
      { class: 'felt-print' },
      t('feltPrint', {
        bj: formatRatio(BLACKJACK_RULES.blackjackPays),
        ins: formatRatio(BLACKJACK_RULES.insurancePays),
      }),
    ),
    message,
    player,
  );
  ctx.stage.append(felt);
  const deal = h('button', { class: 'btn-play', type: 'button', 'data-testid': 'play' }, t('deal'));
  const moves = h('div', { class: 'bj-actions' });
  ctx.actions.append(moves, deal);

  const cards = (list: readonly Card[], hidden = 0) => [
    ...list.map((c) => cardFace(c)),
    ...Array.from({ length: hidden }, cardBack),
  ];
  const handView = (label: string, list: readonly Card[], extra: Node | null, active: boolean, hidden = 0) =>
    h(
      'div',
      { class: `bj-hand${active ? ' active' : ''}` },
      h('div', { class: 'bj-cards' }, ...cards(list, hidden)),
      h(
        'div',
        { class: 'bj-label' },
        h('span', {}, label),
        list.length ? h('b', { class: 'num bj-total' }, totalText(list)) : null,
        extra,
      ),
    );

  function outcomeOf(hand: { cards: Card[]; isSplit: boolean }, dealerCards: Card[]): MessageKey | null {
    const total = handTotal(hand.cards).total;
    const dealerTotal = handTotal(dealerCards).total;
    const isBj = (c: Card[], split = false) => !split && c.length === 2 && handTotal(c).total === 21;
    if (isBj(hand.cards, hand.isSplit) && !isBj(dealerCards)) return 'blackjack';
    if (total > 21) return 'bust';
    if (isBj(dealerCards) && !isBj(hand.cards, hand.isSplit)) return 'lost';
    if (dealerTotal > 21 || total > dealerTotal) return 'win';
    return total === dealerTotal ? 'push' : 'lost';
  }

  function render() {
    const o = round?.outcome;
    const isOpen = round?.status === 'open';
    const idle = (label: string) =>
      h(
        'div',
        { class: 'bj-hand' },
        h('div', { class: 'bj-cards' }, h('div', { class: 'card-slot' }), h('div', { class: 'card-slot' })),
        h('div', { class: 'bj-label' }, label),
      );
    fill(
      dealer,
      o
        ? handView(t('dealer'), o.dealer, null, false, isOpen ? Math.max(0, 2 - o.dealer.length) : 0)
        : idle(t('dealer')),
    );
    const activeIndex = o && isOpen ? o.hands.findIndex((hand) => !hand.isDone) : -1;
    fill(
      player,
      ...(o?.hands.map((hand, i) => {
        const verdict = !isOpen ? outcomeOf(hand, o.dealer) : null;
        return handView(
          o.hands.length > 1 ? `${t('you')} ${i + 1}` : t('you'),
          hand.cards,
          h('span', { class: `bj-chip${verdict ? ` ${verdict}` : ''}` }, verdict ? t(verdict) : ctx.money(hand.stake)),
          i === activeIndex,
        );
      }) ?? [idle(t('you'))]),
    );
    message.textContent = o?.phase === 'insurance' ? t('insuranceAsk') : '';
    fill(
      moves,
      ...(isOpen && o
        ? o.actions.map((action) =>
            h(
              'button',
              {
                class: 'btn bj-move',
                type: 'button',
                disabled: busy,
                'data-action': action,
                onClick: () => act(action),
              },
              t(ACTION_KEY[action]),
            ),
          )
        : []),
    );
    deal.hidden = !!isOpen;
    deal.disabled = busy;
    ctx.lockStake(!!isOpen);
  }

  async function apply(answer: StudioPlayAnswer | null) {
    if (answer?.round.game !== 'blackjack') return;
    round = answer.round;
    await ctx.settle(answer, async () => {
      render();
      await pause(250);
    });
    if (round.status === 'closed') ctx.showResult(round.win);
  }
  const run = async (job: () => Promise<void>) => {
    busy = true;
    render();
    await job();
    busy = false;
    render();
  };
  function act(action: Action) {
    if (!round) return;
    const id = round.id;
    void run(async () => apply(await ctx.act(id, { action, params: {} })));
  }
  deal.addEventListener('click', () => {
    const stake = ctx.readStake();
    if (stake === null) return;
    void run(async () => apply(await ctx.play({ game: 'blackjack', stake, params: {} })));
  });
  render();
}

export const blackjack: GameModule = { mount };
