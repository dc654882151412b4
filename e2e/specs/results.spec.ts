import { expect, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import {
  depositThroughSandbox,
  placeCoupon,
  registerByPhone,
  selectInList,
  settledBet,
  simulatedNow,
  soonestPicks,
  winPrice,
} from '../support/money-journey';

// Issue 23, section 3 (ADR 0040): the results page by day, sport, championship and search, reached
// from the header; and a settled bet's leg leads to its game's result.

const HOUR = 3_600_000;
const USD = 10;

test('a guest finds yesterday’s results from the header, narrows them by sport and name, and opens a championship', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Results', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/results$/);
  const results = page.getByTestId('results-page');
  await expect(results.getByRole('heading', { level: 1 })).toHaveText('Results');
  // The first day's page renders some two thousand games: with two servers and two browsers on two
  // cores under CI it took over 15 s to appear (5 s alone on this machine).
  await expect(results.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });

  await results.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  const sports = results.getByRole('navigation', { name: 'Sports' });
  await sports.getByRole('button', { name: /^Football \d+$/ }).click();
  await expect(page).toHaveURL(/sport=1\b/);
  // The previous day's list stays shown (busy) until the football answer comes: read the team after it.
  await expect(results.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  const firstChamp = results.getByRole('region').first();
  await expect(firstChamp.getByRole('listitem').first()).toBeVisible();
  const team = (await firstChamp.getByRole('listitem').first().locator('span span').first().textContent()) ?? '';
  expect(team.length).toBeGreaterThan(1);

  await results.getByRole('searchbox', { name: 'Team or championship' }).fill(team.toLowerCase());
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = results.getByRole('listitem');
  // Every game left names the team (the previous list stays shown until the answer comes).
  await expect
    .poll(async () => (await rows.allTextContents()).every((text) => text.toLowerCase().includes(team.toLowerCase())))
    .toBe(true);
  await expect(rows.first()).toContainText(team);

  const champName = (await results.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  await results.getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/results\/\d+\?date=/);
  await expect(results.getByRole('heading', { level: 1 })).toHaveText(champName.split(' · ').pop() ?? champName);
  // Under CI's two servers a click during the championship page's render was seen to get lost: retried.
  await expect(async () => {
    await results.getByRole('link', { name: 'All championships' }).click();
    await expect(page).toHaveURL(/\/en\/results\?date=/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
});

test('the results page reads right to left in Arabic and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/results');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const results = page.getByTestId('results-page');
  await expect(results.getByRole('heading', { level: 1 })).toHaveText('النتائج');
  await results.getByRole('button', { name: 'أمس' }).click();
  await expect(results.getByRole('region').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('a settled bet’s leg leads to its game on the results page, with the same score', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page, { currencyId: USD });
  await depositThroughSandbox(page, '20');

  const [pick] = await soonestPicks(page.request, 1);
  if (!pick) throw new Error('no line pick');
  await page.goto('/en/line');
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  await selectInList(page, winPrice(page, pick));
  const placed = await placeCoupon(page.getByRole('region', { name: /^Bet slip/ }), '5');

  const ms = pick.kickOff - (await simulatedNow(page.request)) + 3 * HOUR;
  expect((await page.request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).ok()).toBe(true);
  const bet = (await settledBet(page.request, placed.betId)) as unknown as {
    legs: { home: string; away: string; score: { home: number; away: number } | null }[];
  };
  const leg = bet.legs[0];
  if (!leg?.score) throw new Error('the settled leg has no score');

  await page.goto('/en/office/bets');
  const history = page.getByRole('region', { name: 'Bet history' });
  await history.getByRole('button', { name: new RegExp(`№ ${placed.betId}$`) }).click();
  await history.getByRole('link', { name: 'Result' }).click();
  await expect(page).toHaveURL(/\/en\/results\?date=\d{4}-\d{2}-\d{2}&game=\d+$/);
  const row = page.locator('[data-highlighted]');
  await expect(row).toBeVisible();
  await expect(row).toContainText(leg.home);
  await expect(row).toContainText(leg.away);
  await expect(row.getByTitle('Final score')).toHaveText(`${leg.score.home}${leg.score.away}`);
});
