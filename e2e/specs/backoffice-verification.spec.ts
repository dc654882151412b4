import { expect, test } from '@playwright/test';
import { expectBalance, registerByPhone } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';
import { documentPhoto } from '../support/verification-journey';

// Issue 24 §2 / §4 (ADR 0050): "a compliance user approves a document and the player can withdraw". The
// player submits a passport and leaves the provider's step undecided; compliance opens the queue, sees
// the document through the audited staff route and approves; the player is verified and withdraws.

test('a compliance user approves a submitted document and the player can then withdraw', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerByPhone(page);
  await page.reload();

  await test.step('deposit through the sandbox card page', async () => {
    await page.goto('/en/office/payments');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('3000');
    await form.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/en\/office\/payments$/);
    await expectBalance(page, 300_000);
  });

  await test.step('the player submits a passport and leaves the provider’s step undecided', async () => {
    await page.goto('/en/office/verification');
    const form = page.getByRole('form', { name: 'Your details and documents' });
    await form.getByLabel('First name').fill('Alex');
    await form.getByLabel('Last name').fill('Tester');
    await form.getByLabel('Date of birth').fill('1990-04-12');
    await form.getByLabel('Document number').fill('N 1234567');
    await form.getByLabel('Document type').selectOption({ label: 'Passport' });
    await form.getByLabel('Document files').setInputFiles({
      name: 'passport.jpg',
      mimeType: 'image/jpeg',
      buffer: documentPhoto(),
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Send for verification' }).click();
    await expect(page).toHaveURL(/\/verification\/sandbox\/session\/kyc_[0-9a-f]{32}$/);
    await page.goto('/en/office/verification');
    await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'pending');
  });

  const { page: staff, email } = await signedInStaffPage(browser, 'compliance');

  await test.step('compliance finds the submission in the queue and sees the document', async () => {
    await staff.getByRole('link', { name: 'Verification' }).click();
    const queue = staff.getByRole('region', { name: 'Verifications' });
    const row = queue.getByRole('row').filter({ hasText: `#${userId} Alex Tester` });
    await expect(row).toContainText('passport');
    await expect(row).toContainText('pending (provider check open)');
    const image = staff.waitForResponse((r) => r.url().includes(`/admin-api/verification/${userId}/documents/doc_`));
    await row.getByRole('link', { name: `#${userId} Alex Tester` }).click();
    const file = await image;
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    expect(file.headers()['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
    await expect(staff.getByRole('img', { name: `passport of player ${userId}` })).toBeVisible();
    await expect(staff.getByTestId('verification-status')).toContainText('pending');
  });

  await test.step('compliance approves', async () => {
    const approve = staff.getByRole('form', { name: 'Approve' });
    await approve.getByLabel('Note (what was checked)').fill('Passport photo and data match');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByTestId('verification-status')).toHaveText('verified');
  });

  await test.step('the player is verified and the withdrawal is requested', async () => {
    await page.goto('/en/office/verification');
    await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'verified');
    await page.goto('/en/office/payments');
    const form = page.getByRole('form', { name: 'Withdrawal' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByText('Withdrawal requested. You will see its status in the history.')).toBeVisible();
    await expectBalance(page, 200_000);
  });

  await test.step('the audit log shows the document view and the approval', async () => {
    await staff.getByRole('link', { name: 'Audit log' }).click();
    await staff.getByLabel('Action').fill('verification.');
    await staff.getByLabel('Subject').fill(`user:${userId}`);
    await staff.getByRole('button', { name: 'Filter' }).click();
    const rows = staff.getByRole('region', { name: 'Audit entries' }).getByRole('row');
    await expect(rows.filter({ hasText: 'verification.document_viewed' }).first()).toBeVisible();
    const approved = rows.filter({ hasText: 'verification.approved' });
    await expect(approved).toHaveCount(1);
    await expect(approved).toContainText(email);
    await expect(approved).toContainText('Passport photo and data match');
  });
});
