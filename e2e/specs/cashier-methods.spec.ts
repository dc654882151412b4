import { expect, test } from '@playwright/test';
import { expectBalance, registerByPhone } from '../support/money-journey';

// The cashier's payment methods (ADR 0022): a new player (tenge account) picks the Fairpay e-wallet,
// takes a quick amount, approves it on the wallet's own hosted page and sees the balance; then starts
// a card deposit, goes "Back to Fairline" from the card page, and finds the cancelled attempt in the
// history beside the credited one.

test('a player deposits with the e-wallet through a quick amount, and a cancelled card attempt shows in the history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);

  await test.step('e-wallet, quick amount, approved on the wallet page', async () => {
    await page.goto('/en/office/payments');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: /Fairpay e-wallet/ }).check();
    await expect(form.getByText(/From .*2,000\.00.* to .*1,000,000\.00/)).toBeVisible();
    await form
      .getByRole('group', { name: 'Quick amounts' })
      .getByRole('button', { name: /10,000/ })
      .click();
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('10000');
    await form.getByRole('button', { name: 'Go to payment' }).click();
    await expect(page).toHaveURL(/\/payments\/wallet\/pay\/dep_\w+$/);
    await expect(page.getByText('Fairpay wallet')).toBeVisible();
    await page.getByLabel('Wallet e-mail').fill('player@mail.test');
    await page.getByLabel('PIN').fill('1234');
    await page.getByRole('button', { name: /^Approve / }).click();
    await expect(page).toHaveURL(/\/en\/office\/payments$/);
    await expect(page.getByText('The deposit is credited to your account.')).toBeVisible();
    await expectBalance(page, 10_000_00);
  });

  await test.step('a card deposit left with "Back to Fairline" is recorded as cancelled', async () => {
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: /Bank card/ }).check();
    await form.getByRole('textbox', { name: 'Amount' }).fill('3000');
    await form.getByRole('button', { name: 'Go to payment' }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/pay\/dep_\w+$/);
    await page.getByRole('button', { name: 'Back to Fairline' }).click();
    await expect(page).toHaveURL(/\/en\/office\/payments$/);
    await expect(page.getByText('The payment was cancelled. No money was taken.')).toBeVisible();
    await expectBalance(page, 10_000_00);

    const history = page.getByRole('region', { name: 'Payment history' });
    await history.getByRole('tab', { name: 'Deposits and withdrawals' }).click();
    const rows = history.getByRole('row');
    await expect(rows.nth(1)).toContainText('Cancelled');
    await expect(rows.nth(1)).toContainText('Bank card');
    await expect(rows.nth(2)).toContainText('Credited');
    await expect(rows.nth(2)).toContainText('Fairpay');
  });
});
