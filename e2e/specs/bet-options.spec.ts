import { expect, test } from '@playwright/test';
import { ManualClock } from '../../apps/server/src/trading/clock';
import { TradingEngine } from '../../apps/server/src/trading/engine';
import type { GameInfo, Outcome } from '../../apps/server/src/trading/types';
import { CSRF } from '../support/dev-api';
import {
  depositThroughSandbox,
  expectBalance,
  headerBalance,
  registerByPhone,
  simulatedNow,
} from '../support/money-journey';

// The player's bet settings in the slip: "Cancel a live bet if the score changes while it is being
// accepted" refuses a live bet whose match scores during its live delay, and takes nothing from the
// balance. The simulation is a function of its seed and clock (ARCHITECTURE.md), so the test works out
// which live match scores soon, puts its price in the slip, and moves the server's clock past the goal
// while the bet waits. Needs the server in test mode (POST /dev/clock/advance) on the default seed.

const SEED = 20261122;
const STEP = 15_000;
/** The bet goes some seconds after the world is read: the match must not score before it does. */
const QUIET = 2 * 60_000;
const REACH = 30 * 60_000;
const HOME_WIN = 1;

const isOpen = (o: Outcome | undefined): o is Outcome => o !== undefined && !o.B && o.C > 1.01;
const scoreOf = (g: GameInfo | undefined) => (g?.SC ? `${g.SC.FS.S1}:${g.SC.FS.S2}` : undefined);

/** A live football match whose home win stays open and whose score stays put for QUIET, then changes. */
function scoringMatch(now: number): { game: GameInfo; goalAt: number } {
  const engine = new TradingEngine(SEED, new ManualClock(now));
  const quote = (game: GameInfo, at: number) => engine.quote(game.id, { T: HOME_WIN, G: 1 }, at);
  for (const game of engine.listGames(now, { kind: 'live', sportIds: [1] })) {
    if (game.status !== 1 || !isOpen(quote(game, now))) continue;
    let quiet = true;
    for (let at = now + STEP; at <= now + QUIET && quiet; at += STEP) {
      const then = engine.getGame(game.id, at);
      quiet = then?.phase === 'live' && then.status === 1 && scoreOf(then) === scoreOf(game) && isOpen(quote(game, at));
    }
    if (!quiet) continue;
    for (let at = now + QUIET + STEP; at <= now + REACH; at += STEP) {
      const then = engine.getGame(game.id, at);
      if (then?.phase !== 'live') break;
      if (scoreOf(then) !== scoreOf(game) && then.status === 1 && isOpen(quote(game, at))) return { game, goalAt: at };
    }
  }
  throw new Error('no live football match scores within half an hour');
}

test('a live bet set to be cancelled if the score changes is refused when the match scores during its acceptance', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const slip = page.getByRole('region', { name: /^Bet slip/ });

  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await depositThroughSandbox(page, '1000');
  await expectBalance(page, 1000_00);

  const { game, goalAt } = scoringMatch(await simulatedNow(page.request));
  await page.goto(`/en/live/game/${game.id}`);
  const team = game.home.name.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    // A market's price is named by its words first: "1 2.10, <team> to win".
    .getByRole('button', { name: new RegExp(`^1 \\d\\S*, ${team} to win`) })
    .first()
    .click();
  await expect(slip.getByRole('listitem')).toHaveCount(1);

  // The setting is offered for a live pick only, and stays as the player set it.
  const drop = slip.getByRole('switch', { name: 'Cancel a live bet if the score changes while it is being accepted' });
  await expect(drop).toHaveAttribute('aria-checked', 'false');
  await drop.click();
  await expect(drop).toHaveAttribute('aria-checked', 'true');
  await expect(slip.getByRole('switch', { name: /take my pre-match pick/ })).toHaveCount(0);

  await slip.getByRole('textbox', { name: /^Stake/ }).fill('50');
  await slip.getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });
  const before = await headerBalance(page);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByText('Waiting for the live bet to be confirmed…')).toBeVisible();
  // The match scores while the bet waits in its live delay.
  const ms = goalAt - (await simulatedNow(page.request));
  expect((await page.request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).status()).toBe(200);

  await expect(slip.getByRole('alert')).toContainText(
    'The score changed while your live bet was being accepted, so it was not placed, as you asked.',
    { timeout: 15_000 },
  );
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  expect(await headerBalance(page)).toBe(before);
  await page.reload();
  await expectBalance(page, 1000_00);
  await expect(
    page.getByRole('switch', { name: 'Cancel a live bet if the score changes while it is being accepted' }),
  ).toHaveAttribute('aria-checked', 'true');
});
