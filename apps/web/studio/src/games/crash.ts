/**
 * Crash, played live by everyone in one room (ADR 0058): the curve rising from the round's start, the
 * bet, auto cash-out and cash-out controls, the players of the round, and the last rounds with their
 * revealed hashes and a link to the verifier. Live state comes over `/ws`; the curve is drawn here.
 */
import './crash.css';
import { crashWin } from '@fairline/shared/casino/crash-live';
import { topics } from '@fairline/shared/realtime/topics';
import type { CrashPublicBet } from '@fairline/shared/wire/casino-crash';
import { crashClient } from '../api';
import type { GameContext, GameModule } from '../context';
import { fill, h, s } from '../dom';
import { formatMoney } from '../money';
import { watchCrashRoom } from './crash-socket';
import { applyChange, type CrashView, chainParent, fromSnapshot, historyChains, standing } from './crash-state';

const W = 400;
const H = 230;
const PAD = 34;
const x2 = (v: number) => v.toFixed(2);

/** The curve's path from the start to `elapsed` ms, scaled so it always fills the chart. */
function curvePath(elapsed: number, rate: number): { d: string; top: number } {
  const span = Math.max(elapsed, 8000);
  const top = Math.max(2, Math.exp(rate * span));
  const points: string[] = [];
  for (let i = 0; i <= 48; i++) {
    const t = (elapsed * i) / 48;
    const x = PAD + ((W - PAD - 10) * t) / span;
    const y = H - PAD - ((H - PAD - 16) * (Math.exp(rate * t) - 1)) / (top - 1);
    points.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return { d: points.join(''), top };
}

function mount(ctx: GameContext): void {
  const { t } = ctx;
  const api = crashClient(ctx.session);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  let view: CrashView | null = null;
  let myBet: string | null = null;
  let busy = false;

  const curve = s('path', { fill: 'none', stroke: 'var(--accent)', 'stroke-width': 4, 'stroke-linecap': 'round' });
  const big = s(
    'text',
    { x: W / 2, y: 92, 'text-anchor': 'middle', 'font-size': 46, 'font-weight': 800, fill: 'currentColor' },
    '1.00×',
  );
  big.setAttribute('data-testid', 'crash-multiplier');
  const status = h('p', { class: 'crash-status', role: 'status', 'data-testid': 'crash-status' }, t('crashWaiting'));
  const art = s(
    'svg',
    { viewBox: `0 0 ${W} ${H}`, class: 'crash-art', role: 'img', 'aria-label': t('gameCrash'), direction: 'ltr' },
    s('rect', { x: 2, y: 2, width: W - 4, height: H - 4, rx: 16, fill: 'var(--surface)', stroke: 'var(--border)' }),
    s('path', { d: `M${PAD} 16V${H - PAD}H${W - 10}`, stroke: 'var(--border)', fill: 'none', 'stroke-width': 2 }),
    curve,
    big,
  );
  const players = h('ul', { class: 'crash-players', 'data-testid': 'crash-players', 'aria-label': t('crashPlayers') });
  const history = h('ol', { class: 'crash-history', 'data-testid': 'crash-history', 'aria-label': t('crashHistory') });
  const chain = h('div', { class: 'crash-chain' });
  ctx.stage.append(
    art,
    status,
    h('section', { class: 'crash-panel' }, h('h2', {}, t('crashPlayers')), players),
    h('section', { class: 'crash-panel' }, h('h2', {}, t('crashHistory')), history, chain),
  );

  const auto = h('input', {
    id: 'crash-auto',
    class: 'field num',
    inputmode: 'decimal',
    autocomplete: 'off',
    placeholder: t('crashAutoHint'),
    'data-testid': 'crash-auto',
  });
  ctx.options.append(h('label', { class: 'label', for: 'crash-auto' }, t('crashAuto')), auto);
  const button = h('button', { class: 'btn-play', type: 'button', 'data-testid': 'play' }, t('crashBet'));
  ctx.actions.append(button);

  const mine = (): CrashPublicBet | undefined => view?.bets.find((b) => b.id === myBet);

  function readAuto(): number | null | undefined {
    const text = auto.value.trim().replace(',', '.');
    if (text === '') return null;
    const value = Number(text);
    if (!(value >= 1.01) || Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
      ctx.showError(t('crashAutoHint'));
      auto.focus();
      return undefined;
    }
    return value;
  }

  button.addEventListener('click', async () => {
    if (!view || busy) return;
    const now = standing(view, Date.now());
    busy = true;
    try {
      const bet = mine();
      if (bet && now.phase === 'flight' && bet.win === null) {
        const answer = await api.cashOut(bet.id);
        ctx.setBalance(answer.balance);
        ctx.showResult(answer.bet.win ?? 0, answer.bet.cash_out ?? undefined);
      } else if (!bet && now.phase === 'betting') {
        const stake = ctx.readStake();
        const autoCashOut = readAuto();
        if (stake !== null && autoCashOut !== undefined) {
          const answer = await api.bet(stake, autoCashOut);
          myBet = answer.bet.id;
          ctx.setBalance(answer.balance);
          view = applyChange(view, { t: 'crash:bet', round: answer.round, bet: answer.bet });
        }
      }
    } catch (error) {
      ctx.showApiError(error);
    } finally {
      busy = false;
      render();
    }
  });

  function renderLists() {
    if (!view) return;
    const current = view;
    fill(
      players,
      ...(current.bets.length === 0
        ? [h('li', { class: 'note' }, t('crashNoBets'))]
        : current.bets.map((b) =>
            h(
              'li',
              {
                class: `crash-player${b.cash_out !== null ? ' won' : b.win === 0 ? ' lost' : ''}`,
                'data-testid': 'crash-player',
                'data-bet': b.id,
              },
              h('span', { class: 'who' }, b.id === myBet ? `${b.player} (${t('crashYou')})` : b.player),
              h('span', { class: 'num' }, formatMoney(b.stake, b.currency, b.digits, ctx.lang)),
              h(
                'span',
                { class: 'num out' },
                b.cash_out !== null
                  ? `${x2(b.cash_out)}× · ${formatMoney(b.win ?? 0, b.currency, b.digits, ctx.lang)}`
                  : '',
              ),
            ),
          )),
    );
    fill(
      history,
      ...current.history.map((r, i) => {
        const parent = chainParent(current, i);
        const query = new URLSearchParams({ game: 'crash', hash: r.hash, salt: r.salt });
        if (parent) query.set('commitment', parent);
        const url = `/${ctx.lang}/casino/verify?${query}`;
        const link = h('a', { href: url, target: '_top', class: 'verify' }, t('crashVerify'));
        link.addEventListener('click', () => window.parent.postMessage({ type: 'fairline:navigate', url }, '*'));
        return h(
          'li',
          { 'data-round': r.round },
          h('b', { class: `num pill ${r.point >= 2 ? 'won' : 'lost'}` }, `${x2(r.point)}×`),
          h('code', { title: r.hash }, `${r.hash.slice(0, 12)}…`),
          link,
        );
      }),
    );
    fill(
      chain,
      h(
        'p',
        { class: 'note' },
        `${t('crashChain')}: `,
        h('code', { 'data-testid': 'crash-commitment' }, current.commitment),
      ),
      h('p', { class: 'note' }, `${t('crashSalt')}: `, h('code', {}, current.salt)),
      h(
        'p',
        { class: historyChains(current) ? 'note ok' : 'note bad' },
        historyChains(current) ? `✓ ${t('crashChainOk')}` : `✗ ${t('crashChainBroken')}`,
      ),
    );
  }

  let lastPhase = '';
  function render() {
    if (!view) return;
    const now = standing(view, Date.now());
    const elapsed = Date.now() + view.offset - view.started_at;
    const bet = mine();
    big.textContent = `${x2(now.multiplier)}×`;
    big.setAttribute(
      'fill',
      now.phase === 'busted' ? 'var(--danger)' : now.phase === 'flight' ? 'var(--win)' : 'currentColor',
    );
    const path =
      now.phase === 'betting'
        ? { d: '' }
        : curvePath(now.phase === 'busted' ? Math.log(now.multiplier) / view.rate_per_ms : elapsed, view.rate_per_ms);
    curve.setAttribute('d', path.d);
    curve.setAttribute('stroke', now.phase === 'busted' ? 'var(--danger)' : 'var(--accent)');
    status.textContent =
      now.phase === 'betting'
        ? t('crashBettingIn', { s: Math.max(0, Math.ceil(-elapsed / 1000)) })
        : now.phase === 'busted'
          ? t('crashBusted', { x: `${x2(now.multiplier)}×` })
          : '';
    const canCashOut = bet !== undefined && now.phase === 'flight' && bet.win === null;
    button.textContent = canCashOut
      ? t('crashCashOut', { amount: ctx.money(crashWin(bet.stake, now.multiplier)) })
      : bet && bet.win === null
        ? t('crashBetPlaced')
        : t('crashBet');
    button.disabled = busy || !(canCashOut || (!bet && now.phase === 'betting'));
    button.classList.toggle('cash', canCashOut);
    ctx.lockStake(bet !== undefined && bet.win === null);
    if (now.phase !== lastPhase) {
      if (now.phase === 'busted' && bet && bet.cash_out === null) ctx.showResult(0);
      if (now.phase === 'betting' && lastPhase !== '') myBet = null;
      lastPhase = now.phase;
    }
  }

  watchCrashRoom(topics.crash('main'), {
    onSnapshot: (snap) => {
      view = fromSnapshot(snap, Date.now());
      renderLists();
      render();
    },
    onChange: (change) => {
      if (!view) return;
      view = applyChange(view, change);
      renderLists();
      render();
    },
  });

  // The curve moves every frame; with reduced motion, the number steps twice a second and nothing glides.
  if (reduced) window.setInterval(render, 500);
  else {
    const frame = () => {
      render();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
}

export const crash: GameModule = { mount };
