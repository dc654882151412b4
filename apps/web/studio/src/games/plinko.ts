/** Plinko: pick rows and risk, drop the ball; its path comes from the round's outcome. */
import './plinko.css';
import { PLINKO_RTP, PLINKO_TABLES, type PlinkoRisk, PlinkoRows } from '@fairline/shared/casino/plinko';
import type { GameContext, GameModule } from '../context';
import { fill, h, prefersReducedMotion, s } from '../dom';
import { formatMultiplier } from '../money';
import { formatPercent } from '../rules';
import { BOARD_W, ballPoints, bucketCentre, pinRow, spacing } from './plinko-geometry';

const RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];
const RISK_KEY = { low: 'riskLow', medium: 'riskMedium', high: 'riskHigh' } as const;

const tableOf = (rows: number, risk: PlinkoRisk) =>
  (PLINKO_TABLES[risk] as Readonly<Record<number, readonly number[]>>)[rows] ?? [];

/** A bucket's colour: warm for the rare outer ones, cool for the centre. */
function bucketColour(m: number): string {
  if (m >= 10) return '#e5484d';
  if (m >= 3) return '#f76b15';
  if (m >= 1.5) return '#f5a524';
  if (m >= 1) return '#e8c547';
  return '#8fa3bf';
}

function mount(ctx: GameContext): void {
  const { t } = ctx;
  let rows = 12;
  let risk: PlinkoRisk = 'medium';
  const board = s('svg', { class: 'plinko-art', role: 'img', 'aria-label': t('gamePlinko'), direction: 'ltr' });
  ctx.stage.append(board);
  let buckets: SVGGElement[] = [];

  function draw() {
    const { gap } = spacing(rows);
    const bottom = bucketCentre(rows, 0).y;
    const height = bottom + gap * 0.9 + 4;
    board.setAttribute('viewBox', `0 -6 ${BOARD_W} ${height + 6}`);
    const pins = Array.from({ length: rows }, (_, r) =>
      pinRow(rows, r).map((p) => s('circle', { cx: p.x, cy: p.y, r: Math.max(2, gap * 0.09), class: 'pin' })),
    ).flat();
    const table = tableOf(rows, risk);
    buckets = table.map((m, b) => {
      const c = bucketCentre(rows, b);
      const w = gap * 0.92;
      return s(
        'g',
        { class: 'bucket', transform: `translate(${c.x} ${c.y + gap * 0.45})` },
        s('rect', { x: -w / 2, y: -gap * 0.4, width: w, height: gap * 0.8, rx: 4, fill: bucketColour(m) }),
        s(
          'text',
          {
            y: gap * 0.12,
            'text-anchor': 'middle',
            'font-size': Math.min(12, gap * 0.3),
            'font-weight': 800,
            fill: '#1a1206',
          },
          m >= 100 ? Math.round(m) : m,
        ),
      );
    });
    fill(board, ...pins, ...buckets);
  }

  const rowsSelect = h('select', { class: 'field', 'aria-label': t('rows'), 'data-testid': 'plinko-rows' });
  for (let r = PlinkoRows.min; r <= PlinkoRows.max; r++)
    rowsSelect.append(h('option', { value: r, selected: r === rows }, r));
  rowsSelect.addEventListener('change', () => {
    rows = Number(rowsSelect.value);
    draw();
  });
  const riskSeg = h('div', { class: 'seg', role: 'group', 'aria-label': t('risk') });
  const riskButtons = RISKS.map((r) =>
    h('button', { type: 'button', 'aria-pressed': String(r === risk), onClick: () => setRisk(r) }, t(RISK_KEY[r])),
  );
  riskSeg.append(...riskButtons);
  function setRisk(r: PlinkoRisk) {
    risk = r;
    riskButtons.forEach((b, i) => {
      b.setAttribute('aria-pressed', String(RISKS[i] === r));
    });
    draw();
  }
  ctx.options.append(
    h('div', { class: 'opt-row' }, h('label', { class: 'label' }, t('risk')), riskSeg),
    h('div', { class: 'opt-row' }, h('label', { class: 'label' }, t('rows')), rowsSelect),
  );
  const button = h('button', { class: 'btn-play', type: 'button', 'data-testid': 'play' }, t('drop'));
  ctx.actions.append(button);
  const setLocked = (isLocked: boolean) => {
    button.disabled = isLocked;
    rowsSelect.disabled = isLocked;
    for (const b of riskButtons) b.disabled = isLocked;
  };

  async function animateBall(path: readonly ('L' | 'R')[], bucket: number) {
    const points = ballPoints(path);
    const { gap } = spacing(path.length);
    const ball = s('circle', { r: gap * 0.2, class: 'ball', cx: 0, cy: 0 });
    board.append(ball);
    const frames = points.map((p) => ({ transform: `translate(${p.x}px, ${p.y}px)` }));
    const end = frames[frames.length - 1] as Keyframe;
    if (prefersReducedMotion()) ball.style.transform = String(end.transform);
    else
      await ball.animate(frames, {
        duration: 140 + points.length * 85,
        easing: 'cubic-bezier(.3,.1,.7,1)',
        fill: 'forwards',
      }).finished;
    buckets[bucket]?.classList.add('hit');
    setTimeout(() => {
      ball.remove();
      buckets[bucket]?.classList.remove('hit');
    }, 700);
  }

  button.addEventListener('click', async () => {
    const stake = ctx.readStake();
    if (stake === null) return;
    setLocked(true);
    const answer = await ctx.play({ game: 'plinko', stake, params: { rows, risk } });
    if (answer && answer.round.game === 'plinko') {
      const { path, bucket, multiplier } = answer.round.outcome;
      await ctx.settle(answer, () => animateBall(path, bucket));
      ctx.showResult(answer.round.win, multiplier);
    }
    setLocked(false);
  });
  ctx.setRulesExtra(() =>
    h(
      'div',
      {},
      h(
        'p',
        { class: 'note' },
        `${t('rows')}: ${rows} · ${t('risk')}: ${t(RISK_KEY[risk])} · ${t('rtp')}: ${formatPercent(Number((PLINKO_RTP[risk] as Record<number, string>)[rows]))}`,
      ),
      h(
        'p',
        { class: 'num seed' },
        tableOf(rows, risk)
          .map((m) => formatMultiplier(m))
          .join('  '),
      ),
    ),
  );
  draw();
}

export const plinko: GameModule = { mount };
