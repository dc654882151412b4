import { expect, test } from '@playwright/test';
import { depositThroughSandbox, registerByPhone, selectInList, soonestPicks, winPrice } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2 risk and trading (ADR 0053 "per-player limits"): a risk staff member opens a player's own
// limits from the stake-factors page and sets the player's maximum stake for every sport to 100 with a
// reason; the player's bet slip then shows that lower maximum and flags a larger stake; the audit log
// viewer holds the change with its reason.

test('risk staff set a player’s maximum stake and the player’s slip shows the lower maximum', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerByPhone(page);
  await depositThroughSandbox(page, '5000');

  const { page: risk, email } = await signedInStaffPage(browser, 'risk');
  await risk.getByRole('link', { name: 'Exposure' }).click();
  await risk.getByRole('link', { name: 'Players’ stake factors' }).click();
  const open = risk.getByRole('form', { name: 'Open a player’s limits' });
  await open.getByLabel('Player id').fill(String(userId));
  await open.getByRole('button', { name: 'Open limits' }).click();
  await expect(risk.getByRole('heading', { name: `Stake limits of player ${userId}` })).toBeVisible();
  await expect(risk.getByText('None: the global rows apply.')).toBeVisible();

  const form = risk.getByRole('form', { name: 'Set a limit' });
  await form.getByLabel(/^Min stake/).fill('1');
  await form.getByLabel(/^Max stake/).fill('100');
  await form.getByLabel(/^Max payout/).fill('100000');
  await form.getByLabel('Reason').fill('Sharp bettor: cap the stake');
  await form.getByRole('button', { name: 'Set limit' }).click();
  await expect(form.getByRole('status')).toContainText('every sport, every market');
  const own = risk.locator('tr[data-scope="any-any"]').first();
  await expect(own.getByTestId('limit-max-stake')).toHaveText('100.00 KZT');
  await expect(risk.getByText('overridden by the player’s row')).toBeVisible();

  // The player's slip prices the coupon with the player's row: the maximum is 100, a larger stake is flagged.
  const [pick] = await soonestPicks(page.request, 1);
  if (!pick) throw new Error('no line pick');
  await page.goto('/en/line');
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  await selectInList(page, winPrice(page, pick));
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await expect(slip.getByText('Min 1.00 ₸ · Max 100.00 ₸', { exact: true })).toBeVisible({ timeout: 15_000 });
  await slip.getByRole('textbox', { name: /^Stake/ }).fill('750');
  await expect(slip.getByText(/^Above the maximum of 100\.00 ₸:/)).toBeVisible();

  // The audit log viewer (an admin's) holds the change with who and why.
  const { page: admin } = await signedInStaffPage(browser, 'admin');
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await admin.getByLabel('Action').fill('risk.player_limit');
  await admin.getByLabel('Subject').fill(`user:${userId}`);
  await admin.getByRole('button', { name: 'Filter' }).click();
  const entry = admin
    .getByRole('region', { name: 'Audit entries' })
    .getByRole('row')
    .filter({ hasText: 'Sharp bettor: cap the stake' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(email);
});
