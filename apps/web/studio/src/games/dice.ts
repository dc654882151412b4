/** Dice: a target on a 0–100 track, over or under; the roll lands on the track. */
import './dice.css';
import { DiceRules, diceMultiplier, diceWinChance } from '@fairline/shared/casino/dice';
import type { GameContext, GameModule } from '../context';
import { h, pause, s } from '../dom';
import { formatMultiplier } from '../money';

type Direction = 'over' | 'under';
const W = 400;
const X0 = 20;
const X1 = 380;
const xOf = (value: number) => X0 + ((X1 - X0) * value) / 100;

/** The target's allowed range for a direction (win chance 0.01 … 98 %). */
export function targetRange(direction: Direction): { min: number; max: number } {
  return direction === 'over'
    ? { min: 100 - DiceRules.maxChance, max: 100 - DiceRules.minChance }
    : { min: DiceRules.minChance, max: DiceRules.maxChance };
}

function mount(ctx: GameContext): void {
  const { t } = ctx;
  let direction: Direction = 'over';
  let target = 50.5;

  const lose = s('rect', { y: 120, height: 14, rx: 7, fill: 'var(--danger)' });
  const winZone = s('rect', { y: 120, height: 14, rx: 7, fill: 'var(--win)' });
  const handle = s(
    'g',
    {},
    s('rect', { x: -9, y: 112, width: 18, height: 30, rx: 6, fill: '#fff', stroke: 'rgba(0,0,0,.25)' }),
    s('path', { d: 'M-3 120v14M3 120v14', stroke: '#9aa3b2', 'stroke-width': 2 }),
  );
  const rollText = s(
    'text',
    { x: 0, y: -14, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 800, fill: '#fff' },
    '',
  );
  const marker = s(
    'g',
    { class: 'dice-marker', opacity: 0 },
    s('path', {
      d: 'M-28 -36h56a8 8 0 0 1 8 8v12a8 8 0 0 1-8 8H8l-8 10-8-10h-20a8 8 0 0 1-8-8v-12a8 8 0 0 1 8-8z',
      fill: 'var(--accent)',
    }),
    rollText,
  );
  const big = s(
    'text',
    {
      x: W / 2,
      y: 60,
      'text-anchor': 'middle',
      'font-size': 50,
      'font-weight': 800,
      fill: 'currentColor',
      class: 'num',
      'data-testid': 'dice-roll',
    },
    '50.50',
  );
  const ticks = [0, 25, 50, 75, 100].map((v) =>
    s('text', { x: xOf(v), y: 158, 'text-anchor': 'middle', 'font-size': 11, fill: 'var(--muted)' }, v),
  );
  const art = s(
    'svg',
    { viewBox: `0 0 ${W} 172`, class: 'dice-art', role: 'img', 'aria-label': t('gameDice'), direction: 'ltr' },
    s('rect', { x: 4, y: 4, width: W - 8, height: 164, rx: 18, fill: 'var(--surface)', stroke: 'var(--border)' }),
    big,
    s('rect', { x: X0, y: 120, width: X1 - X0, height: 14, rx: 7, fill: 'var(--surface-3)' }),
    lose,
    winZone,
    handle,
    s('g', { transform: 'translate(0 112)' }, marker),
    ...ticks,
  );
  const recent = h('div', { class: 'recent', 'aria-hidden': 'true' });
  ctx.stage.append(art, recent);

  const slider = h('input', {
    type: 'range',
    class: 'slider',
    step: '0.01',
    'aria-label': t('target'),
    'data-testid': 'dice-target',
  });
  const targetOut = h('strong', { class: 'num' });
  const seg = h('div', { class: 'seg', role: 'group', 'aria-label': t('target') });
  const dirButtons = (['over', 'under'] as const).map((d) =>
    h('button', { type: 'button', 'data-dir': d, onClick: () => setDirection(d) }, t(d)),
  );
  seg.append(...dirButtons);
  const multOut = h('strong', { class: 'num', 'data-testid': 'dice-multiplier' });
  const chanceOut = h('strong', { class: 'num', 'data-testid': 'dice-chance' });
  const stat = (label: string, value: HTMLElement) =>
    h('div', { class: 'stat' }, h('span', { class: 'label' }, label), value);
  ctx.options.append(
    seg,
    slider,
    h(
      'div',
      { class: 'stats stats-3' },
      stat(t('target'), targetOut),
      stat(t('multiplier'), multOut),
      stat(t('chance'), chanceOut),
    ),
  );
  const button = h('button', { class: 'btn-play', type: 'button', 'data-testid': 'play' }, t('roll'));
  ctx.actions.append(button);

  function render() {
    const range = targetRange(direction);
    target = Math.min(range.max, Math.max(range.min, Math.round(target * 100) / 100));
    slider.min = String(range.min);
    slider.max = String(range.max);
    slider.value = String(target);
    targetOut.textContent = target.toFixed(2);
    const bet = { target, direction };
    multOut.textContent = formatMultiplier(diceMultiplier(bet));
    chanceOut.textContent = `${diceWinChance(bet).toFixed(2)} %`;
    const x = xOf(target);
    const [winFrom, winTo] = direction === 'over' ? [x, X1] : [X0, x];
    const [loseFrom, loseTo] = direction === 'over' ? [X0, x] : [x, X1];
    winZone.setAttribute('x', String(winFrom));
    winZone.setAttribute('width', String(Math.max(0, winTo - winFrom)));
    lose.setAttribute('x', String(loseFrom));
    lose.setAttribute('width', String(Math.max(0, loseTo - loseFrom)));
    handle.setAttribute('transform', `translate(${x} 0)`);
    for (const b of dirButtons) b.setAttribute('aria-pressed', String(b.dataset.dir === direction));
  }
  function setDirection(d: Direction) {
    if (d !== direction) target = 100 - target;
    direction = d;
    render();
  }
  slider.addEventListener('input', () => {
    target = Number(slider.value);
    render();
  });
  render();

  button.addEventListener('click', async () => {
    const stake = ctx.readStake();
    if (stake === null) return;
    button.disabled = true;
    const answer = await ctx.play({ game: 'dice', stake, params: { target, direction } });
    if (answer && answer.round.game === 'dice') {
      const { roll, isWin, multiplier } = answer.round.outcome;
      await ctx.settle(answer, async () => {
        marker.setAttribute('opacity', '1');
        marker.style.transform = `translateX(${xOf(roll)}px)`;
        rollText.textContent = roll.toFixed(2);
        big.textContent = roll.toFixed(2);
        big.setAttribute('fill', isWin ? 'var(--win)' : 'var(--danger)');
        await pause(350);
        recent.prepend(h('span', { class: `pill ${isWin ? 'won' : 'lost'}` }, roll.toFixed(2)));
        recent.querySelector('.pill:nth-child(7)')?.remove();
      });
      ctx.showResult(answer.round.win, isWin ? multiplier : undefined);
    }
    button.disabled = false;
  });
}

export const dice: GameModule = { mount };
