/** European roulette: chips on any standard bet, one spin, the wheel shows the pocket. */
import './roulette.css';
import type { GameContext, GameModule } from '../context';
import { fill, h, prefersReducedMotion } from '../dom';
import { roulettePayouts } from '../rules';
import { chip } from './art';
import { drawTable, drawWheel, U } from './roulette-art';
import { pocketColour } from './roulette-layout';

function mount(ctx: GameContext): void {
  const { t } = ctx;
  ctx.setStakeLabel('chip');
  const table = drawTable(t);
  const wheel = drawWheel(t('gameRoulette'));
  const stakes = new Map<string, number>();
  const history: [string, number][] = [];
  const last = h('div', { class: 'last-numbers', 'aria-label': t('lastNumbers') });
  const total = h('strong', { class: 'num', 'data-testid': 'roulette-total' }, ctx.money(0));
  ctx.stage.append(
    h(
      'div',
      { class: 'roulette' },
      h(
        'div',
        { class: 'roulette-side' },
        wheel.svg,
        last,
        h('div', { class: 'stat' }, h('span', { class: 'label' }, t('totalBet')), total),
      ),
      table.svg,
    ),
  );
  const undo = h('button', { class: 'btn', type: 'button' }, t('undo'));
  const clear = h('button', { class: 'btn', type: 'button' }, t('clear'));
  const spin = h('button', { class: 'btn-play', type: 'button', 'data-testid': 'play' }, t('spin'));
  ctx.actions.append(undo, clear, spin);
  void wheel.spinTo(0, false);

  const short = (minor: number) => {
    const major = minor / 10 ** ctx.digits;
    return major >= 1000 ? `${Math.round(major / 100) / 10}k` : String(Number(major.toFixed(ctx.digits)));
  };
  function renderChips() {
    const items = [...stakes].map(([id, amount]) => {
      const spot = table.spots.get(id)?.spot;
      if (!spot) return null;
      const { shape } = spot;
      const [x, y] = shape.kind === 'cell' ? [shape.x + shape.w / 2, shape.y + shape.h / 2] : [shape.x, shape.y];
      const g = chip(short(amount), '#2f6fed', 24);
      g.setAttribute('transform', `translate(${x * U} ${y * U})`);
      return g;
    });
    fill(table.chips, ...items);
    const sum = [...stakes.values()].reduce((a, b) => a + b, 0);
    total.textContent = ctx.money(sum);
    undo.disabled = history.length === 0;
    clear.disabled = stakes.size === 0;
  }
  function place(id: string) {
    const amount = ctx.readStake();
    if (amount === null) return;
    stakes.set(id, (stakes.get(id) ?? 0) + amount);
    history.push([id, amount]);
    renderChips();
  }
  table.svg.addEventListener('click', (e) => {
    const id = (e.target as Element).closest<SVGElement>('[data-spot]')?.dataset.spot;
    if (id && !spin.disabled) place(id);
  });
  table.svg.addEventListener('keydown', (e) => {
    const id = (e.target as Element).closest<SVGElement>('[data-spot]')?.dataset.spot;
    if (id && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      place(id);
    }
  });
  undo.addEventListener('click', () => {
    const [id, amount] = history.pop() ?? [];
    if (!id || amount === undefined) return;
    const left = (stakes.get(id) ?? 0) - amount;
    if (left > 0) stakes.set(id, left);
    else stakes.delete(id);
    renderChips();
  });
  clear.addEventListener('click', () => {
    stakes.clear();
    history.length = 0;
    renderChips();
  });
  const numbers: number[] = [];
  spin.addEventListener('click', async () => {
    if (stakes.size === 0) return ctx.showError(t('errNoBets'));
    const list = [...stakes].flatMap(([id, amount]) => {
      const bet = table.spots.get(id)?.spot.bet;
      if (!bet) return [];
      return [{ bet: 'numbers' in bet ? { kind: bet.kind, numbers: [...bet.numbers] } : bet, amount }];
    });
    const stake = list.reduce((sum, s) => sum + s.amount, 0);
    for (const b of [spin, undo, clear]) b.disabled = true;
    for (const el of table.svg.querySelectorAll('.winning')) el.classList.remove('winning');
    const answer = await ctx.play({ game: 'roulette', stake, params: { stakes: list } });
    if (answer && answer.round.game === 'roulette') {
      const { pocket } = answer.round.outcome;
      await ctx.settle(answer, () => wheel.spinTo(pocket, !prefersReducedMotion()));
      table.spots.get(`straight:${pocket}`)?.el.classList.add('winning');
      numbers.unshift(pocket);
      fill(last, ...numbers.slice(0, 8).map((n) => h('span', { class: `pocket ${pocketColour(n)}` }, n)));
      ctx.showResult(answer.round.win);
    }
    spin.disabled = false;
    renderChips();
  });
  ctx.setRulesExtra(() => {
    const rows = roulettePayouts().map((p) => {
      const kind = p.kind;
      const name =
        kind === 'dozen'
          ? t('dozen', { n: '1/2/3' })
          : kind === 'column'
            ? t('column')
            : kind === 'red'
              ? `${t('red')} / ${t('black')} · ${t('odd')} / ${t('even')} · ${t('low')} / ${t('high')}`
              : t(kind, { numbers: '' });
      return h(
        'tr',
        {},
        h('td', { style: 'text-align:start' }, name),
        h('td', {}, h('span', { class: 'num' }, p.pays)),
      );
    });
    return h('table', { class: 'pay-table' }, ...rows);
  });
  renderChips();
}

export const roulette: GameModule = { mount };
