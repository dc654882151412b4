import { expect, test } from '@playwright/test';
import { signedInStaffPage } from '../support/staff';

// Issue 21, back-office casino desks (ADR 0072): a marketing user creates a tournament on the tournaments desk
// (the form first refuses an end before the start, naming the field); the players' /en/tournaments and
// /ru/tournaments list it in their language among the upcoming ones; the jackpot desk shows the pools with
// their seeds, the contribution rate and the terms that are read-only, with why.

/** A UTC time as the desk's `datetime-local` value. */
const local = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test('an operator creates a tournament that players then see; the jackpot desk shows the pools', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = String(Date.now()).slice(-6);
  const name = `Desk sprint ${tag}`;
  const { page: staff } = await signedInStaffPage(browser, 'marketing');
  await staff.getByRole('link', { name: 'Tournaments' }).click();
  await expect(staff.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
  // The tournaments run on the server's clock (a simulated calendar in the browser tests): start after it.
  const clock = await staff.request.get('/admin-api/casino/tournaments?limit=1');
  const now = Date.parse(((await clock.json()) as { now: string }).now);

  const form = staff.getByRole('form', { name: 'New tournament' });
  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Name (Russian)').fill(`Спринт ${tag}`);
  await form.getByLabel('Rule').selectOption('wager');
  await form.getByLabel('Currency', { exact: true }).fill('EUR');
  await form.getByRole('checkbox', { name: /^Dice/ }).check();
  await form.getByLabel('Starts (UTC)').fill(local(now + 3 * 3_600_000));
  await form.getByLabel('Ends (UTC)').fill(local(now + 2 * 3_600_000));
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expect(form.getByRole('alert', { name: 'Problems' })).toContainText('Ends: The end must be after the start');

  await form.getByLabel('Ends (UTC)').fill(local(now + 27 * 3_600_000));
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expect(form.getByRole('status')).toHaveText(`Tournament ${name} created: scheduled`);
  const row = staff.getByRole('region', { name: 'Tournaments' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByTestId('tournament-status')).toHaveText('Scheduled');
  await expect(row).toContainText('100.00 EUR');

  // The players' pages list it among the upcoming tournaments, in their language.
  await page.goto('/en/tournaments');
  const card = page.getByTestId('tournament-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await page.goto('/ru/tournaments');
  await expect(page.getByTestId('tournament-card').filter({ hasText: `Спринт ${tag}` })).toBeVisible();

  // The jackpot desk: the pools with their seeds, the rate, the read-only terms with why.
  await staff.getByRole('link', { name: 'Jackpot' }).click();
  await expect(staff.getByRole('heading', { name: 'Jackpot', level: 1 })).toBeVisible();
  await expect(staff.getByText('Contribution:')).toContainText('0.50 %');
  const eur = staff.getByRole('row').filter({ has: staff.getByRole('cell', { name: 'EUR', exact: true }) });
  await expect(eur.getByTestId('jackpot-pool')).toHaveText(/^[\d,]+\.\d{2} EUR$/);
  // Its seed: 1,000 USD at the euro's demo rate.
  await expect(eur).toContainText('920.00 EUR');
  await expect(staff.getByRole('form', { name: 'Contribution rate' })).toBeVisible();
  await expect(staff.getByText('Odds (a win per this much staked):')).toBeVisible();
});
