/** Mines: a 5×5 field; open tiles, cash out at the current multiplier before a mine. */
import './mines.css';
import { MinesRules, minesMultiplier } from '@fairline/shared/casino/mines';
import type { StudioPlayAnswer } from '@fairline/shared/wire/casino-studio-play';
import type { GameContext, GameModule } from '../context';
import { fill, h, pause } from '../dom';
import { formatMultiplier, winOf } from '../money';
import { gem, mine } from './art';

type MinesRound = Extract<StudioPlayAnswer['round'], { game: 'mines' }>;

function mount(ctx: GameContext): void {
  const { t } = ctx;
  let mineCount = 3;
  let round: MinesRound | null = null;
  let busy = false;

  const tiles = Array.from({ length: MinesRules.tiles }, (_, i) =>
    h('button', {
      class: 'tile',
      type: 'button',
      'aria-label': t('tile', { n: i + 1 }),
      'data-tile': i,
      disabled: true,
    }),
  );
  const grid = h('div', { class: 'mines-grid', 'data-testid': 'mines-grid' }, ...tiles);
  const hint = h('p', { class: 'mines-hint', 'aria-live': 'polite' });
  const now = h('strong', { class: 'num', 'data-testid': 'mines-multiplier' }, formatMultiplier(1));
  const next = h('strong', { class: 'num' }, formatMultiplier(minesMultiplier(mineCount, 1)));
  ctx.stage.append(
    h(
      'div',
      { class: 'mines-board' },
      h(
        'div',
        { class: 'stats mines-stats' },
        h('div', { class: 'stat' }, h('span', { class: 'label' }, t('multiplier')), now),
        h('div', { class: 'stat' }, h('span', { class: 'label' }, t('nextTile')), next),
      ),
      grid,
      hint,
    ),
  );

  const select = h('select', { class: 'field', 'aria-label': t('mines'), 'data-testid': 'mines-count' });
  for (let m = MinesRules.minMines; m <= MinesRules.maxMines; m++)
    select.append(h('option', { value: m, selected: m === mineCount }, m));
  select.addEventListener('change', () => {
    mineCount = Number(select.value);
    next.textContent = formatMultiplier(minesMultiplier(mineCount, 1));
  });
  ctx.options.append(h('div', { class: 'opt-row' }, h('label', { class: 'label' }, t('mines')), select));
  const bet = h('button', { class: 'btn-play', type: 'button', 'data-testid': 'play' }, t('play'));
  const cash = h('button', { class: 'btn-play btn-gold', type: 'button', hidden: true, 'data-testid': 'cashout' });
  ctx.actions.append(bet, cash);

  function render() {
    const outcome = round?.outcome;
    const isOpen = round?.status === 'open';
    const picks = new Set(outcome?.picks ?? []);
    const mines = new Set(outcome?.mines ?? []);
    tiles.forEach((tile, i) => {
      const isMine = mines.has(i);
      const isPicked = picks.has(i);
      tile.className = `tile${isPicked ? ' picked' : ''}${isMine ? ' mine' : ''}${!isOpen && outcome && !isPicked ? ' dim' : ''}`;
      tile.disabled = !isOpen || isPicked || busy;
      fill(tile, isMine ? mine(34) : isPicked || (outcome?.mines && !isOpen) ? gem(34) : null);
    });
    const reveals = outcome?.safeReveals ?? 0;
    now.textContent = formatMultiplier(outcome && !outcome.hitMine ? outcome.multiplier : outcome ? 0 : 1);
    const nextValue = outcome ? outcome.nextMultiplier : minesMultiplier(mineCount, 1);
    next.textContent = nextValue ? formatMultiplier(nextValue) : '—';
    bet.hidden = isOpen;
    cash.hidden = !isOpen;
    cash.disabled = busy || reveals === 0;
    if (round && isOpen)
      cash.textContent = t('cashOut', { amount: ctx.money(winOf(round.stake, outcome?.multiplier ?? 1)) });
    select.disabled = isOpen;
    ctx.lockStake(isOpen);
  }

  async function apply(answer: StudioPlayAnswer | null) {
    if (answer?.round.game !== 'mines') return;
    round = answer.round;
    await ctx.settle(answer, () => pause(round?.outcome.hitMine ? 300 : 120));
    if (round.status === 'closed') ctx.showResult(round.win, round.win > 0 ? round.outcome.multiplier : undefined);
    hint.textContent = round.status === 'open' ? t('pickTile') : round.outcome.hitMine ? t('boom') : '';
  }

  const run = async (job: () => Promise<void>) => {
    busy = true;
    render();
    await job();
    busy = false;
    render();
  };
  bet.addEventListener('click', () => {
    const stake = ctx.readStake();
    if (stake === null) return;
    void run(async () => {
      round = null;
      await apply(await ctx.play({ game: 'mines', stake, params: { mines: mineCount } }));
    });
  });
  grid.addEventListener('click', (e) => {
    const tile = (e.target as Element).closest<HTMLButtonElement>('.tile');
    if (!tile || tile.disabled || !round) return;
    const id = round.id;
    void run(async () => apply(await ctx.act(id, { action: 'reveal', params: { tile: Number(tile.dataset.tile) } })));
  });
  cash.addEventListener('click', () => {
    if (!round) return;
    const id = round.id;
    void run(async () => apply(await ctx.act(id, { action: 'cashout', params: {} })));
  });
  ctx.setRulesExtra(() => {
    const table = h(
      'table',
      { class: 'pay-table' },
      h('tr', {}, h('th', {}, t('mines')), ...[1, 2, 3, 5, 10].map((k) => h('th', {}, k))),
    );
    for (const m of [1, 3, 5, 10, 20])
      table.append(
        h(
          'tr',
          {},
          h('td', {}, m),
          ...[1, 2, 3, 5, 10].map((k) =>
            h('td', {}, h('span', { class: 'num' }, k <= 25 - m ? formatMultiplier(minesMultiplier(m, k)) : '—')),
          ),
        ),
      );
    return table;
  });
  render();
}

export const mines: GameModule = { mount };
