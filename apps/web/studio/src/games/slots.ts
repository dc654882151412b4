/** The two 5-reel slots: the reels spin to the round's stops, wins light up, free spins play in turn. */
import './slots.css';
import type { SlotDefinition, SlotWindow } from '@fairline/shared/casino/slot-engine';
import { ORCHARD_STARS } from '@fairline/shared/casino/slot-orchard-stars';
import { SUNSTONE_WAYS } from '@fairline/shared/casino/slot-sunstone-ways';
import type { GameContext, GameModule } from '../context';
import { fill, h, pause, prefersReducedMotion, s } from '../dom';
import { bonusSpins } from '../free-spins';
import { formatTimes, winOf } from '../money';
import { symbolArt, symbolIcon } from './slot-symbols';
import { cellKey, winningCells } from './slot-wins';

const CELL = 100;
const FILLER = 14;

function slotGame(slot: SlotDefinition): GameModule {
  return {
    mount(ctx: GameContext) {
      const { t } = ctx;
      const reels = slot.reels.map(() => s('g', {}));
      const overlay = s('g', { class: 'paylines', 'pointer-events': 'none' });
      const banner = h('div', { class: 'slot-banner', 'aria-live': 'polite', 'data-testid': 'slot-banner' });
      const svg = s(
        'svg',
        {
          class: `slot-art ${slot.id}`,
          viewBox: `-10 -10 ${5 * CELL + 20} ${3 * CELL + 20}`,
          role: 'img',
          'aria-label': slot.name,
          direction: 'ltr',
        },
        s('defs', {}, s('clipPath', { id: 'reel-clip' }, s('rect', { x: 0, y: 0, width: CELL, height: 3 * CELL }))),
        s('rect', { x: -10, y: -10, width: 5 * CELL + 20, height: 3 * CELL + 20, rx: 18, class: 'slot-frame' }),
        ...reels.map((g, r) =>
          s(
            'g',
            { transform: `translate(${r * CELL} 0)`, 'clip-path': 'url(#reel-clip)' },
            s('rect', { width: CELL - 4, x: 2, height: 3 * CELL, rx: 10, class: 'reel-bg' }),
            g,
          ),
        ),
        overlay,
      );
      ctx.stage.append(
        h('div', { class: 'slot' }, h('p', { class: `slot-logo ${slot.id}-logo` }, slot.name), svg, banner),
      );
      const info = slot.mode.kind === 'lines' ? t('lines', { n: slot.mode.lines.length }) : t('ways');
      ctx.options.append(
        h(
          'p',
          { class: 'note slot-info' },
          `${info} · ${t('scatter', { n: slot.freeSpins.minScatters, spins: slot.freeSpins.spins, m: slot.freeSpins.multiplier })}`,
        ),
      );
      const button = h('button', { class: 'btn-play', type: 'button', 'data-testid': 'play' }, t('spin'));
      ctx.actions.append(button);
      // The player's free spins play first while any are left (ADR 0064).
      const spins = bonusSpins(ctx, () => {
        button.textContent = spins.left() > 0 ? `${t('bonusSpinPlay')} (${spins.left()})` : t('spin');
        ctx.lockStake(spins.left() > 0);
      });

      const symbolCell = (symbol: string, y: number, key?: string) =>
        s(
          'g',
          { transform: `translate(0 ${y})`, class: 'sym', 'data-cell': key ?? null },
          s('g', { transform: 'translate(8 8) scale(0.84)' }, ...symbolArt(slot.id, symbol)),
        );

      let shown: SlotWindow = slot.reels.map((strip) => [0, 1, 2].map((i) => strip[i] as string));
      const showWindow = (window: SlotWindow) => {
        reels.forEach((g, r) => {
          g.style.transform = '';
          fill(g, ...(window[r] ?? []).map((sym, row) => symbolCell(sym, row * CELL, cellKey(r, row))));
        });
        shown = window;
      };
      showWindow(shown);

      async function spinTo(window: SlotWindow, fast: boolean) {
        fill(overlay);
        if (prefersReducedMotion()) return showWindow(window);
        await Promise.all(
          reels.map((g, r) => {
            const strip = slot.reels[r] as readonly string[];
            const filler = Array.from(
              { length: FILLER + r * 3 },
              (_, i) => strip[(i * 7 + r * 5) % strip.length] as string,
            );
            const content = [...(window[r] ?? []), ...filler, ...(shown[r] ?? [])];
            fill(g, ...content.map((sym, i) => symbolCell(sym, i * CELL, i < 3 ? cellKey(r, i) : undefined)));
            const distance = (content.length - 3) * CELL;
            return g
              .animate([{ transform: `translateY(${-distance}px)` }, { transform: 'translateY(0)' }], {
                duration: (fast ? 450 : 700) + r * (fast ? 90 : 160),
                easing: 'cubic-bezier(.25,.1,.25,1.06)',
                fill: 'forwards',
              })
              .finished.then(() => g.replaceChildren(...[...g.children].slice(0, 3)));
          }),
        );
        shown = window;
      }

      function highlight(window: SlotWindow) {
        const { cells, lines } = winningCells(slot, window);
        svg.querySelectorAll<SVGGElement>('[data-cell]').forEach((el) => {
          el.classList.toggle('win', cells.has(el.dataset.cell ?? ''));
          el.classList.toggle('dim', cells.size > 0 && !cells.has(el.dataset.cell ?? ''));
        });
        if (slot.mode.kind === 'lines') {
          const all = slot.mode.lines;
          fill(
            overlay,
            ...lines.map((i) =>
              s('polyline', {
                points: (all[i] ?? [])
                  .map((row, reel) => `${reel * CELL + CELL / 2},${row * CELL + CELL / 2}`)
                  .join(' '),
                class: 'payline',
              }),
            ),
          );
        }
      }

      button.addEventListener('click', async () => {
        const isFree = spins.left() > 0;
        const stake = isFree ? spins.bet() : ctx.readStake();
        if (stake === null) return;
        button.disabled = true;
        banner.textContent = '';
        const answer = isFree
          ? await spins.play()
          : await ctx.play({ game: slot.id as 'orchard-stars', stake, params: {} });
        if (answer && (answer.round.game === 'orchard-stars' || answer.round.game === 'sunstone-ways')) {
          const { base, freeSpins, multiplier } = answer.round.outcome;
          await ctx.settle(answer, async () => {
            await spinTo(base.window, false);
            highlight(base.window);
            if (base.win > 0) banner.textContent = `${t('win')}: ${ctx.money(winOf(stake, base.win))}`;
            if (freeSpins.length === 0) return;
            await pause(600);
            banner.textContent = t('freeSpinsWon', { n: slot.freeSpins.spins, m: slot.freeSpins.multiplier });
            await pause(1100);
            let total = base.win;
            for (const [i, spin] of freeSpins.entries()) {
              await spinTo(spin.window, true);
              highlight(spin.window);
              total += spin.win;
              banner.textContent = `${t('freeSpin', { i: i + 1, n: freeSpins.length })} · ${t('totalWin')}: ${ctx.money(winOf(stake, total))}`;
              await pause(spin.win > 0 ? 500 : 200);
            }
          });
          ctx.showResult(answer.round.win, answer.round.win > 0 ? multiplier : undefined);
        }
        button.disabled = false;
      });

      ctx.setRulesExtra(() => {
        const table = h(
          'table',
          { class: 'pay-table' },
          h('tr', {}, h('th', {}, t('paytable')), h('th', {}, '3'), h('th', {}, '4'), h('th', {}, '5')),
        );
        const perBet = (coins: number) => (coins > 0 ? formatTimes(coins / slot.coinsPerBet) : '—');
        for (const [symbol, pays] of Object.entries(slot.pays))
          table.append(
            h(
              'tr',
              {},
              h('td', {}, symbolIcon(slot.id, symbol)),
              ...pays.slice(2).map((p) => h('td', {}, h('span', { class: 'num' }, perBet(p)))),
            ),
          );
        table.append(
          h(
            'tr',
            {},
            h('td', {}, symbolIcon(slot.id, slot.scatter)),
            ...slot.scatterPays
              .slice(2)
              .map((p) => h('td', {}, h('span', { class: 'num' }, p > 0 ? formatTimes(p) : '—'))),
          ),
        );
        return h(
          'div',
          { class: 'fairness' },
          h(
            'p',
            { class: 'note' },
            `${info}. ${t('wild')}. ${t('scatter', { n: slot.freeSpins.minScatters, spins: slot.freeSpins.spins, m: slot.freeSpins.multiplier })}.`,
          ),
          table,
        );
      });
    },
  };
}

export const orchardStars = slotGame(ORCHARD_STARS);
export const sunstoneWays = slotGame(SUNSTONE_WAYS);
