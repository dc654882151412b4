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

// Issue 22 §1, loyalty points (ADR 0060): a player's sports bet settles and earns 1 point per USD of
// stake; the office's Points page shows them; the player exchanges 500 of them in the shop for a 5 USD
// bonus with ×3 wagering and finds it among the bonuses. Needs the server in test mode (dev clock).

const USD = 10;
const HOUR = 3_600_000;

test('a settled bet earns points, and the shop turns them into a bonus', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page, { currencyId: USD });
  await page.reload();
  await depositThroughSandbox(page, '1000');

  const [pick] = await soonestPicks(page.request, 1);
  if (!pick) throw new Error('no game in the line');
  await page.goto('/en/line');
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  await selectInList(page, winPrice(page, pick));
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  const placed = await placeCoupon(slip, '600');

  const ms = pick.kickOff - (await simulatedNow(page.request)) + 3 * HOUR;
  expect((await page.request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).status()).toBe(200);
  const bet = await settledBet(page.request, placed.betId);
  expect(['won', 'lost']).toContain(bet.status);

  await page.goto('/en/office/points');
  await expect(page.getByRole('heading', { name: 'Points', level: 1 })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('600');
  const moves = page.getByTestId('points-move');
  await expect(moves).toHaveCount(1);
  await expect(moves.first()).toContainText(`Bet ${placed.betId} settled`);
  await expect(moves.first()).toContainText('+600');

  const item = page.getByTestId('points-item').filter({ hasText: '500 points' });
  await expect(item).toContainText('Wager ×3 on singles from 1.50 within 14 days');
  await item.getByRole('button', { name: 'Exchange' }).click();
  await expect(page.getByTestId('points-redeemed')).toContainText('credited to your bonus account');
  await expect(page.getByTestId('points-balance')).toHaveText('100');
  await expect(moves.first()).toContainText('-500');
  // The 1,000-point item is out of reach now.
  await expect(
    page
      .getByTestId('points-item')
      .filter({ hasText: '1000 points' })
      .getByRole('button', { name: 'Not enough points' }),
  ).toBeDisabled();

  await page.getByRole('link', { name: 'See your bonuses' }).click();
  const card = page.getByTestId('bonus-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Points shop bonus' })).toBeVisible();
  await expect(card).toContainText(/Wagered 0\.00.* of 15\.00/);

  // On a 390 px phone, in Arabic (right to left): the page fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/office/points');
  await expect(page.getByRole('heading', { name: 'النقاط', level: 1 })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('100');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/points-ar-390.png' });
});
