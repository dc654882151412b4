import { expect, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import {
  depositThroughSandbox,
  expectBalance,
  placeCoupon,
  registerByPhone,
  selectInList,
  settledBet,
  simulatedNow,
  soonestPicks,
  winPrice,
} from '../support/money-journey';

// Issue 20, messages and support (ADR 0031): a bet of note (stake at or over the inbox's threshold,
// 50 USD; the player plays in dollars, whose stake limits leave room for it) settles as the simulation is played forward, the
// header's unread badge shows it without a reload, the message is in the inbox and reads as read
// once opened; a request sent from the Support page appears in the list with its thread.
// Needs the server in test mode (dev outbox, POST /dev/clock/advance).

const HOUR = 3_600_000;
const USD = 10;

test('a settled bet of note reaches the inbox live, reads as read once opened, and a support request appears in the list', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page, { currencyId: USD });
  await depositThroughSandbox(page, '100');
  await expectBalance(page, 100_00);

  const badge = page.getByTestId('inbox-badge');
  await expect(badge).toHaveAttribute('data-unread', '0');

  // A stake of 60 USD is over the threshold, whether the bet wins or loses.
  const [pick] = await soonestPicks(page.request, 1);
  if (!pick) throw new Error('no line pick');
  await page.goto('/en/line');
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  await selectInList(page, winPrice(page, pick));
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  const placed = await placeCoupon(slip, '60');

  const ms = pick.kickOff - (await simulatedNow(page.request)) + 3 * HOUR;
  expect((await page.request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).ok()).toBe(true);
  const bet = await settledBet(page.request, placed.betId);

  // The settlement pushed the unread count over /ws: no reload.
  await expect(badge).toHaveAttribute('data-unread', '1');
  await expect(badge).toHaveAccessibleName('Messages: 1 unread');
  await badge.click();
  await expect(page).toHaveURL(/\/en\/office\/messages$/);
  const item = page.getByTestId('inbox-message').filter({ hasText: `Bet № ${placed.betId}` });
  await expect(item).toHaveAttribute('data-unread', 'true');
  const title = { won: 'won', lost: 'lost', void: 'voided' }[bet.status] ?? bet.status;
  await expect(item.getByRole('button')).toContainText(`Bet № ${placed.betId} ${title}`);

  await item.getByRole('button', { name: new RegExp(`Bet № ${placed.betId}`) }).click();
  await expect(item).toContainText('Your bet of');
  await expect(item).not.toHaveAttribute('data-unread');
  await expect(badge).toHaveAttribute('data-unread', '0');
  await expect(page.getByTestId('inbox-summary')).toHaveText('All messages are read.');
  await page.reload();
  await expect(page.getByTestId('inbox-message').filter({ hasText: `Bet № ${placed.betId}` })).not.toHaveAttribute(
    'data-unread',
  );

  // Support: a request by topic, then it is in the list and its thread holds the question.
  await page.goto('/en/office/support');
  const form = page.getByRole('form', { name: 'New request' });
  await form.getByLabel('Topic').selectOption({ label: 'Withdrawals' });
  await form.getByLabel('Subject').fill('When does my withdrawal arrive?');
  await form.getByLabel('Your question').fill('I asked for a withdrawal yesterday.');
  await form.getByRole('button', { name: 'Send' }).click();
  const ticket = page.getByTestId('support-ticket').filter({ hasText: 'When does my withdrawal arrive?' });
  await expect(ticket).toContainText('Waiting for support');
  await expect(ticket).toContainText('Withdrawals');
  await ticket.getByRole('button').click();
  await expect(page).toHaveURL(/\/en\/office\/support\?ticket=\d+$/);
  const thread = page.getByTestId('support-thread');
  await expect(thread).toContainText('I asked for a withdrawal yesterday.');
  await thread.getByRole('button', { name: 'Close the request' }).click();
  await expect(thread.getByTestId('ticket-status')).toHaveText('Closed');
});
