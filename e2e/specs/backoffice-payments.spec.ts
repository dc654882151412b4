import { expect, test } from '@playwright/test';
import { depositThroughSandbox, expectBalance, registerByPhone } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';
import { verifyIdentity } from '../support/verification-journey';

// Issue 24 §2 payments, the withdrawal desk (ADR 0051): a verified player requests a withdrawal; a
// payments staff member approves it and marks it paid on the desk page; the player's payment history
// shows it paid, and the audit log viewer (an admin's) shows both decisions by that staff member.

test('a payments user approves and pays a withdrawal on the desk; the player sees it paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerByPhone(page);
  await page.reload();

  await test.step('the player deposits, verifies and requests a withdrawal', async () => {
    await depositThroughSandbox(page, '3000');
    await expectBalance(page, 300_000);
    await verifyIdentity(page);
    await page.goto('/en/office/payments');
    const form = page.getByRole('form', { name: 'Withdrawal' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('1200');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByText('Withdrawal requested. You will see its status in the history.')).toBeVisible();
    await expectBalance(page, 180_000);
  });

  const { page: staff, email } = await signedInStaffPage(browser, 'payments');
  const desk = staff.getByRole('region', { name: 'Withdrawals' });
  const row = desk.getByRole('row').filter({ hasText: String(userId) });

  await test.step('the desk lists it waiting for review; approving moves it to the approved list', async () => {
    await staff.getByRole('link', { name: 'Withdrawals' }).click();
    await expect(row).toContainText('1,200.00 KZT');
    await expect(row.getByTestId('withdrawal-status')).toHaveText('requested');
    await expect(row.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
    await staff.getByLabel('Status').selectOption('approved');
    await expect(row.getByTestId('withdrawal-status')).toHaveText('approved');
    await expect(row).toContainText(email);
  });

  await test.step('sorting by amount sets aria-sort on the header', async () => {
    const amount = desk.getByRole('columnheader', { name: /Amount/ });
    await expect(amount).toHaveAttribute('aria-sort', 'none');
    await amount.getByRole('button').click();
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await amount.getByRole('button').click();
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(row).toHaveCount(1);
  });

  await test.step('marking it paid moves it to the paid list, with a link to the player', async () => {
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await expect(row).toHaveCount(0);
    await staff.getByLabel('Status').selectOption('paid');
    await expect(row.getByTestId('withdrawal-status')).toHaveText('paid');
    await row.getByRole('link', { name: String(userId) }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/players/${userId}$`));
  });

  await test.step('the player’s history shows the withdrawal paid; the balance stays down', async () => {
    await page.goto('/en/office/payments');
    await page.getByRole('tab', { name: 'Deposits and withdrawals' }).click();
    const paid = page.getByRole('row').filter({ hasText: 'Withdrawal' });
    await expect(paid).toContainText('Paid');
    await expectBalance(page, 180_000);
  });

  await test.step('the audit log shows the approval and the payout by the staff member', async () => {
    // Payments staff do not read the audit log (audit.read): an admin does.
    const { page: admin } = await signedInStaffPage(browser, 'admin');
    await admin.getByRole('link', { name: 'Audit log' }).click();
    await admin.getByLabel('Action').fill('payments.withdrawal.');
    await admin.getByRole('button', { name: 'Filter' }).click();
    const rows = admin.getByRole('region', { name: 'Audit entries' }).getByRole('row');
    for (const action of ['payments.withdrawal.approved', 'payments.withdrawal.paid']) {
      const entry = rows.filter({ hasText: action }).filter({ hasText: `"user_id":${userId}` });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(email);
    }
  });
});
