import { expect, type Page, test } from '@playwright/test';
import {
  depositThroughSandbox,
  type LinePick,
  placeCoupon,
  registerByPhone,
  selectInList,
  soonestPicks,
  winPrice,
} from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2 risk and trading (ADR 0053): a player bets on a line game; a risk staff member sees the
// game on the exposure desk with the stake, opens it and suspends its 1X2 market with a reason; the
// player's line shows those prices locked; the staff member also sets the player's stake factor to 0;
// the audit log viewer holds both actions.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line ordered by start time (the soonest games first, where the pick is). */
async function openLine(page: Page) {
  await page.goto('/en/line');
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
}

/** The pick's win price shown locked ("<team> to win, suspended"), scrolling the windowed list to it. */
async function expectSuspended(page: Page, pick: LinePick) {
  const locked = page.getByRole('button', { name: `${pick.team} to win, suspended`, exact: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    if ((await locked.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(locked).toHaveAttribute('aria-disabled', 'true', { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [100] });
}

test('risk staff see a bet in the exposure, suspend its market, and the player sees it locked', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerByPhone(page);
  await depositThroughSandbox(page, '5000');

  const [pick] = await soonestPicks(page.request, 1);
  if (!pick) throw new Error('no line pick');
  await openLine(page);
  await selectInList(page, winPrice(page, pick));
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await placeCoupon(slip, '750');

  // The risk desk lists the game with the stake (refreshed by polling, no reload needed).
  const { page: risk, email } = await signedInStaffPage(browser, 'risk');
  await risk.getByRole('link', { name: 'Exposure' }).click();
  await risk.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'KZT' });
  const row = risk
    .getByRole('region', { name: 'Exposure by game' })
    .getByRole('row')
    .filter({ hasText: new RegExp(escapeRegExp(pick.team)) });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText('750.00 KZT');
  await row.getByRole('link').click();

  const market = risk.getByRole('region', { name: 'Market 1X2' });
  await expect(market.getByRole('row').filter({ hasText: '750.00 KZT' })).toHaveCount(1);
  const form = risk.getByRole('form', { name: 'Suspend' });
  await form.getByLabel('What').selectOption({ label: 'Market: 1X2' });
  await form.getByLabel('Reason').fill('Suspicious volume on the favourite');
  await form.getByRole('button', { name: 'Suspend' }).click();
  const suspensions = risk.getByRole('region', { name: 'Suspensions' });
  await expect(suspensions.getByRole('row').filter({ hasText: 'Suspicious volume on the favourite' })).toContainText(
    '1X2',
  );
  await expect(market.getByRole('heading')).toContainText('(suspended)');

  // The player's line shows the favourite's price locked: no bet can be added on it.
  await openLine(page);
  await expectSuspended(page, pick);

  // A stake factor of 0 stops the player's betting (the coupon's maximum stake becomes 0).
  await risk.goto('/admin/risk');
  await risk.getByRole('link', { name: 'Players’ stake factors' }).click();
  const factorForm = risk.getByRole('form', { name: 'Set a stake factor' });
  await factorForm.getByLabel('Player id').fill(String(userId));
  await factorForm.getByLabel('Factor').fill('0');
  await factorForm.getByLabel('Reason').fill('Account under review for bonus abuse');
  await factorForm.getByRole('button', { name: 'Set factor' }).click();
  await expect(
    risk
      .getByRole('region', { name: 'Players with a stake factor' })
      .getByRole('row')
      .filter({ hasText: 'Account under review for bonus abuse' }),
  ).toContainText('0 (no betting)');

  // The audit log viewer (an admin's) holds the suspension with who and why.
  const { page: admin } = await signedInStaffPage(browser, 'admin');
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await admin.getByLabel('Action').fill('risk.suspended');
  await admin.getByRole('button', { name: 'Filter' }).click();
  const entry = admin
    .getByRole('region', { name: 'Audit entries' })
    .getByRole('row')
    .filter({ hasText: 'Suspicious volume on the favourite' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(email);
  await expect(entry).toContainText('risk.suspended');

  await admin.getByLabel('Action').fill('risk.stake_factor');
  await admin.getByLabel('Subject').fill(`user:${userId}`);
  await admin.getByRole('button', { name: 'Filter' }).click();
  const factor = admin
    .getByRole('region', { name: 'Audit entries' })
    .getByRole('row')
    .filter({ hasText: 'risk.stake_factor' });
  await expect(factor).toHaveCount(1);
  await expect(factor).toContainText('Account under review for bonus abuse');
});
