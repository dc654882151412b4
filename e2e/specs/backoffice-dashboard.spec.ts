import { expect, type Page, test } from '@playwright/test';
import { depositThroughSandbox, registerByPhone } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2 "Dashboard" (ADR 0049): the back office opens on the dashboard; a player who registers
// and deposits today is a new player and a credited deposit in their currency's row, read from the
// ledger and payments; a role without dashboard.read has no dashboard.

const amount = (text: string | null) => Number((text ?? '0').replace(/[^\d.]/g, '') || 0);

/** Today's new players and the KZT row's credited deposits (sum and count), as the page shows them. */
async function todayFigures(admin: Page) {
  const players = admin.getByRole('article', { name: 'New players' }).locator('.value');
  await expect(players).toHaveText(/^\d+$/);
  const deposits = admin.getByRole('region', { name: 'KZT' }).getByRole('article', { name: 'Deposits' });
  const shown = (await deposits.count()) > 0;
  return {
    players: amount(await players.textContent()),
    sum: shown ? amount(await deposits.locator('.value').textContent()) : 0,
    count: shown ? amount(/(\d+) credited/.exec((await deposits.textContent()) ?? '')?.[1] ?? '0') : 0,
  };
}

// Other journeys register and deposit on the same server (and move its clock): the test reads the
// figures before and checks what this player adds to them.
test('the admin home page is the dashboard and adds today’s registration and deposit', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { page: admin } = await signedInStaffPage(browser, 'admin');
  await admin.goto('/admin');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const before = await todayFigures(admin);

  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.goto('/en/');
  await depositThroughSandbox(page, '5000');

  await admin.reload();
  await expect(admin.getByRole('article', { name: 'New players' }).locator('.value')).toHaveText(
    String(before.players + 1),
  );
  const deposits = admin.getByRole('region', { name: 'KZT' }).getByRole('article', { name: 'Deposits' });
  await expect(deposits.locator('.value')).toHaveText(
    (before.sum + 5000).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  await expect(deposits).toContainText(`${before.count + 1} credited`);
  await expect(admin.getByRole('article', { name: 'VIP requests (now)' }).getByRole('link')).toHaveAttribute(
    'href',
    '/admin/vip',
  );

  // Another period is another query (its exact figures: dashboard.int.test.ts).
  await admin.getByRole('button', { name: 'Yesterday' }).click();
  await expect(admin.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');

  const { page: support } = await signedInStaffPage(browser, 'support');
  await support.goto('/admin');
  await expect(support).toHaveURL(/\/admin\/players$/);
  await expect(support.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
