import { expect, test } from '@playwright/test';
import { depositThroughSandbox, registerByPhone } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2 players, the player page's records (ADR 0045): a player deposits twice through the
// sandbox; on the player page the ledger lists both deposits newest first with the running balance
// after each (the newest equals the account's balance), the payments tab shows them, and exporting the
// ledger as CSV appears in the audit log.

test('the player page shows the ledger with running balances, payments, and the audited CSV export', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerByPhone(page);
  await depositThroughSandbox(page, '5000');
  await depositThroughSandbox(page, '2500');

  const { page: staff, email } = await signedInStaffPage(browser, 'compliance');
  await staff.goto(`/admin/players/${userId}`);
  const records = staff.getByRole('region', { name: 'Records' });
  await expect(records.getByRole('tab', { name: 'Ledger' })).toHaveAttribute('aria-selected', 'true');
  const ledger = records.getByRole('region', { name: 'Ledger' });
  const rows = ledger.getByRole('row').filter({ hasText: 'deposit' });
  await expect(rows).toHaveCount(2);
  // Newest first: 2,500 after 5,000; the running balance after each, the newest equal to the balance.
  await expect(rows.nth(0)).toContainText('2,500.00 KZT');
  await expect(rows.nth(0).getByTestId('ledger-balance')).toHaveText('7,500.00 KZT');
  await expect(rows.nth(1).getByTestId('ledger-balance')).toHaveText('5,000.00 KZT');
  await expect(records.getByTestId('ledger-account-balance')).toHaveText('7,500.00 KZT');

  await records.getByRole('tab', { name: 'Payments' }).click();
  const payments = records.getByRole('region', { name: 'Payments' }).getByRole('row').filter({ hasText: 'credited' });
  await expect(payments).toHaveCount(2);

  // The CSV export is audited.
  await records.getByRole('tab', { name: 'Ledger' }).click();
  const download = staff.waitForEvent('download');
  await records.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^player-${userId}-ledger-\\d+\\.csv$`));

  await staff.getByRole('link', { name: 'Audit log' }).click();
  await staff.getByLabel('Action').fill('players.ledger_exported');
  await staff.getByLabel('Subject').fill(`user:${userId}`);
  await staff.getByRole('button', { name: 'Filter' }).click();
  const row = staff
    .getByRole('region', { name: 'Audit entries' })
    .getByRole('row')
    .filter({ hasText: 'players.ledger_exported' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
});
