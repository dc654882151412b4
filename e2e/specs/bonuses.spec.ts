import { expect, test } from '@playwright/test';
import { registerWithSportBonus } from '../support/bonus-journey';
import { depositThroughSandbox } from '../support/money-journey';

// Issue 22, bonuses: a player registers choosing the sport welcome bonus, deposits through the sandbox
// card, finds the bonus in the office with its wagering progress and time left, and refuses it after
// a warning that says what is lost (ADR 0039). Needs the server in test mode (the dev outbox).

test('the sport welcome bonus arrives with the first deposit, shows its progress and can be refused', async ({
  page,
}) => {
  await registerWithSportBonus(page, page.request);
  await depositThroughSandbox(page, '5000');

  await page.goto('/en/office/bonuses');
  await expect(page.getByRole('heading', { name: 'Bonuses', level: 1 })).toBeVisible();
  const card = page.getByTestId('bonus-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Sport welcome bonus' })).toBeVisible();
  // 100 % of the 5,000 tenge deposit, to be wagered five times; nothing wagered yet.
  await expect(card).toContainText('5,000.00');
  await expect(card).toContainText(/Wagered 0\.00.* of 25,000\.00/);
  await expect(card.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(card).toContainText('Days left: 29');
  await expect(page.getByRole('link', { name: 'Bonuses' }).first()).toBeVisible();

  await card.getByRole('button', { name: 'Refuse the bonus' }).click();
  const warning = card.getByRole('alertdialog');
  await expect(warning).toContainText(/bonus money left \(5,000\.00.*\) is removed/);
  await expect(warning).toContainText('cannot be undone');
  await warning.getByRole('button', { name: 'Refuse and lose the bonus' }).click();

  await expect(page.getByTestId('bonus-card')).toHaveCount(0);
  await expect(page.getByText('You have no active bonus.')).toBeVisible();
  const row = page.getByTestId('bonus-history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Refused');
  await expect(row).toContainText(/5,000\.00.* removed/);

  // The inbox told of the grant.
  await page.goto('/en/office/messages');
  await expect(page.getByText(/Your bonus of 5,000\.00.* is here/)).toBeVisible();
});
