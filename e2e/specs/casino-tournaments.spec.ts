import { expect, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import { depositThroughSandbox, registerByPhone } from '../support/money-journey';

// Issue 21 §4 (ADR 0065): the demo brand always runs a daily wager race. A player finds it from the
// casino's rail, keeps its page open, plays real-money dice rounds (a counting game) in another tab and
// sees their own row appear on the live leaderboard and their place in "Your place", without a reload.
// Other specs' players may be on the same board: only this player's row and place are asserted.

test('a player’s real rounds put them on the tournament’s live leaderboard', async ({ page, context }) => {
  await registerByPhone(page);
  await depositThroughSandbox(page, '5000');

  await page.goto('/en/casino');
  await page.getByTestId('casino-nav-tournaments').click();
  await expect(page).toHaveURL(/\/en\/tournaments$/);
  const running = page.getByRole('region', { name: 'Running now' });
  const race = running.getByTestId('tournament-card').filter({ hasText: 'Daily wager race' });
  await expect(race).toContainText('Wager race');
  await race.getByRole('link', { name: 'Open the tournament' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily wager race');
  await expect(page.getByTestId('tournament-countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(page.getByTestId('tournament-me')).toContainText('Play a counting game with real money');
  await expect(page.getByTestId('tournament-game').filter({ hasText: 'Dice' })).toBeVisible();
  await expect(page.getByTestId('tournament-my-row')).toHaveCount(0);

  // Real money in another tab: the studio's dice, launched as the game page launches it.
  const launch = await page.request.post('/web-api/casino/v1/launch', {
    headers: CSRF,
    data: { game: 'fairline-studio:dice', mode: 'real', lang: 'en' },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const { url } = ((await launch.json()) as { data: { url: string } }).data;
  const game = await context.newPage();
  await game.goto(url);
  await game.getByTestId('stake').fill('1000');
  for (let i = 0; i < 2; i += 1) {
    const answer = game.waitForResponse(
      (r) => r.url().endsWith('/studio-api/v1/rounds') && r.request().method() === 'POST',
    );
    await game.getByTestId('play').click();
    expect((await answer).status()).toBe(200);
  }

  // The board's topic pushes the new head; the page marks the player's row and names their place.
  const mine = page.getByTestId('tournament-my-row');
  await expect(mine).toBeVisible({ timeout: 20_000 });
  await expect(mine).toContainText('You');
  await expect(mine).toContainText(/\d+ pts/);
  await expect(page.getByTestId('tournament-me')).toContainText(/Place \d+ of \d+/);
  await expect(page.getByTestId('tournament-me')).toContainText('in 2 rounds');
});
