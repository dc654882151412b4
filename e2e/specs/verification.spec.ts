import { expect, test } from '@playwright/test';
import { expectBalance, registerByPhone } from '../support/money-journey';
import { verifyIdentity } from '../support/verification-journey';

// Issue 20, identification and verification: a player's withdrawal waits for a verified identity; the
// player uploads a document on the Verification page, passes the sandbox provider's check, and can
// then request the withdrawal. Needs the server in test mode (NODE_ENV=test: the dev outbox).

test('a player uploads a document, passes verification through the sandbox provider and can then withdraw', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
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

  const withdraw = async () => {
    await page.goto('/en/office/payments');
    const form = page.getByRole('form', { name: 'Withdrawal' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
  };

  await test.step('an unverified player is refused and told to verify', async () => {
    await withdraw();
    await expect(page.getByRole('alert')).toContainText('Verify your identity before withdrawing');
    await expectBalance(page, 300_000);
  });

  await test.step('the account menu leads to the Verification page', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Verification' }).click();
    await expect(page).toHaveURL(/\/en\/office\/verification$/);
  });

  await test.step('upload a document and pass the sandbox provider’s check', () => verifyIdentity(page));

  await test.step('the verified player’s withdrawal is requested', async () => {
    await withdraw();
    await expect(page.getByText('Withdrawal requested. You will see its status in the history.')).toBeVisible();
    await expectBalance(page, 200_000);
  });
});
