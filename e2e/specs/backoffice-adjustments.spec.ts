import { expect, test } from '@playwright/test';
import { expectBalance, registerByPhone } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2 payments, manual adjustments with two-person approval (ADR 0048): staff A requests a
// credit above the threshold (100 USD = ₸48,000), it waits; A cannot approve it; staff B approves it
// from the adjustments desk and the player's header balance shows the money.

test('an above-threshold credit waits for a second staff member, then the player sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerByPhone(page);
  await page.goto('/en/');
  await expectBalance(page, 0);

  const { page: a } = await signedInStaffPage(browser, 'payments');
  await a.goto(`/admin/players/${userId}`);
  const form = a.getByRole('form', { name: 'Request a manual adjustment' });
  await form.getByLabel('Amount').fill('50000');
  await form.getByLabel('Category').selectOption('goodwill');
  await form.getByLabel('Reason').fill('Compensation for the outage on Saturday');
  await form.getByRole('button', { name: 'Request adjustment' }).click();
  const section = a.getByRole('region', { name: 'Manual adjustments' });
  await expect(section.getByTestId('adjustment-status')).toHaveText('pending');

  // The requester sees it on the desk but cannot decide it.
  await a.getByRole('link', { name: 'Adjustments' }).click();
  const mine = a
    .getByRole('region', { name: 'Manual adjustments' })
    .getByRole('row')
    .filter({ hasText: String(userId) });
  await expect(mine).toContainText('Yours: another person decides');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const { page: b } = await signedInStaffPage(browser, 'payments');
  await b.getByRole('link', { name: 'Adjustments' }).click();
  const row = b
    .getByRole('region', { name: 'Manual adjustments' })
    .getByRole('row')
    .filter({ hasText: String(userId) });
  await expect(row).toContainText('+50,000.00 KZT');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);

  await b.goto(`/admin/players/${userId}`);
  await expect(b.getByRole('region', { name: 'Manual adjustments' }).getByTestId('adjustment-status')).toHaveText(
    'posted',
  );

  // The player's open page shows the credit without a reload: the posting pushed the balance over /ws.
  await expectBalance(page, 50_000_00);
  await page.reload();
  await expectBalance(page, 50_000_00);
});
