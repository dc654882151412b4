import { expect, type Page, test } from '@playwright/test';
import { registerByPhone, selectInList, soonestPicks, winPrice } from '../support/money-journey';

// Player protection (issue 20): a loss limit refuses the bet that would pass it, with the reason; a
// raised limit waits 24 hours, shown as pending with its time; a time-out logs the player out and
// refuses the next login. Needs the server in test mode (NODE_ENV=test) for the dev outbox.

const PASSWORD = 'amber-harbour-48';

async function deposit(page: Page, amount: string) {
  await page.goto('/en/office/payments');
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/pay\/dep_\w+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/office\/payments$/);
}

/** Puts the soonest favourite in the slip, fills the stake and sends it; answers the slip's receipt or refusal. */
async function bet(page: Page, stake: string) {
  const [pick] = await soonestPicks(page.request, 1);
  if (!pick) throw new Error('no line game to bet on');
  await page.goto('/en/line');
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  await selectInList(page, winPrice(page, pick));
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await slip.getByRole('textbox', { name: /^Stake/ }).fill(stake);
  await slip.getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const receipt = slip.getByRole('status').filter({ hasText: 'Bet accepted' });
  const refusal = slip.getByRole('alert');
  await expect(receipt.or(refusal)).toBeVisible({ timeout: 20_000 });
  return { slip, receipt, refusal };
}

test('a loss limit refuses the bet past it, a raise waits 24 hours, a time-out logs out and refuses the login', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerByPhone(page);
  await page.reload();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await deposit(page, '5000');

  const loss = page.getByTestId('rg-loss-limits');
  await test.step('set a 24-hour loss limit of 1,000', async () => {
    await page.goto('/en/office/limits');
    await loss.getByRole('textbox', { name: '24 hours' }).fill('1000');
    await loss.getByRole('button', { name: 'Save' }).click();
    await expect(loss.getByText(/Left: .*1,000\.00/)).toBeVisible();
  });

  await test.step('lose up to the limit, then be refused with the reason', async () => {
    const first = await bet(page, '600');
    await expect(first.receipt).toBeVisible();
    await first.receipt.getByRole('button', { name: 'Close' }).click();
    const second = await bet(page, '600');
    await expect(second.refusal).toContainText('This bet would exceed your 24-hour loss limit');
  });

  await test.step('raise the limit: it waits 24 hours, shown as pending and cancellable', async () => {
    await page.goto('/en/office/limits');
    await expect(loss.getByText(/Left: .*400\.00/)).toBeVisible();
    await loss.getByRole('textbox', { name: '24 hours' }).fill('3000');
    await loss.getByRole('button', { name: 'Save' }).click();
    const pending = loss.getByRole('note');
    await expect(pending).toContainText(/Becomes 3,000\.00 KZT on /);
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    await expect(pending).toContainText(
      new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }).format(tomorrow),
    );
    await expect(pending.getByRole('button', { name: 'Cancel the change' })).toBeVisible();
    await expect(loss.getByRole('textbox', { name: '24 hours' })).toHaveValue('1000');
  });

  await test.step('take a 24-hour time-out: logged out, and the login is refused', async () => {
    const timeOut = page.getByTestId('rg-time-out');
    await timeOut.getByRole('button', { name: 'Take a time-out' }).click();
    await expect(timeOut.getByText(/Take a time-out of 24 hours\?/)).toBeVisible();
    await timeOut.getByRole('button', { name: 'Yes, start the time-out' }).click();
    await expect(page.getByTestId('header-guest')).toBeVisible();
    await page.getByTestId('header-guest').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('tab', { name: 'Account ID' }).click();
    await dialog.getByRole('textbox', { name: 'Account ID' }).fill(String(userId));
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      dialog.getByText('Your account is on a time-out. You cannot log in or play until it ends.'),
    ).toBeVisible();
    await expect(page.getByTestId('header-guest')).toBeVisible();
  });
});
