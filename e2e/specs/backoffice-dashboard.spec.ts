import { expect, test } from '@playwright/test';
import { depositThroughSandbox, registerByPhone } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2 "Dashboard" (ADR 0049): the back office opens on the dashboard; a player who registers
// and deposits today is a new player and a credited deposit in their currency's row, read from the
// ledger and payments; yesterday shows neither; a role without dashboard.read has no dashboard.

test('the admin home page is the dashboard and shows today’s registration and deposit', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.goto('/en/');
  await depositThroughSandbox(page, '5000');

  const { page: admin } = await signedInStaffPage(browser, 'admin');
  await admin.goto('/admin');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(admin.getByRole('article', { name: 'New players' }).locator('.value')).toHaveText('1');
  const kzt = admin.getByRole('region', { name: 'KZT' });
  await expect(kzt.getByRole('article', { name: 'Deposits' }).locator('.value')).toHaveText('5,000.00');
  await expect(kzt.getByRole('article', { name: 'Deposits' })).toContainText('1 credited');
  await expect(admin.getByRole('article', { name: 'VIP requests (now)' }).getByRole('link')).toHaveAttribute(
    'href',
    '/admin/vip',
  );

  await admin.getByRole('button', { name: 'Yesterday' }).click();
  await expect(admin.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.getByRole('article', { name: 'New players' }).locator('.value')).toHaveText('0');
  await expect(admin.getByRole('region', { name: 'KZT' })).toHaveCount(0);

  const { page: support } = await signedInStaffPage(browser, 'support');
  await support.goto('/admin');
  await expect(support).toHaveURL(/\/admin\/players$/);
  await expect(support.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
