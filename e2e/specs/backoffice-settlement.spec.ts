import { expect, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import {
  betDetails,
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
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2 risk and compliance (ADR 0054): a player's bet settles; a risk staff member voids its
// market from the settlement desk (the confirmation says how many bets and how much money); the
// player's balance and bet history show the bet void with the stake back. The player then
// self-excludes; a compliance staff member finds them in the RG report; the audit log viewer holds
// the void with who and why.

const HOUR = 3_600_000;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('risk voids a settled market, the player sees the bet void; compliance sees the self-exclusion', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerByPhone(page);
  await depositThroughSandbox(page, '5000');

  const [pick] = await soonestPicks(page.request, 1);
  if (!pick) throw new Error('no line pick');
  await page.goto('/en/line');
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  await selectInList(page, winPrice(page, pick));
  const placed = await placeCoupon(page.getByRole('region', { name: /^Bet slip/ }), '750');

  // The game ends and the settler pays (or not) the bet.
  const ms = pick.kickOff - (await simulatedNow(page.request)) + 3 * HOUR;
  expect((await page.request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).status()).toBe(200);
  const settled = await settledBet(page.request, placed.betId);
  expect(['won', 'lost']).toContain(settled.status);

  const { page: risk, email: riskEmail } = await signedInStaffPage(browser, 'risk');
  await risk.getByRole('link', { name: 'Settlement' }).click();
  const game = risk
    .getByRole('region', { name: 'Finished games' })
    .getByRole('row')
    .filter({ hasText: new RegExp(escapeRegExp(pick.team)) });
  await expect(game).toHaveCount(1, { timeout: 15_000 });
  await game.getByRole('link').click();
  await risk.getByRole('button', { name: 'Void 1X2' }).click();
  const confirm = risk.getByRole('form', { name: 'Confirm correction' });
  const net = settled.status === 'won' ? '-' : '+';
  await expect(confirm.getByTestId('correction-preview')).toContainText('1 bets affected: 1 settled bets corrected');
  await expect(confirm.getByTestId('correction-preview')).toContainText(`Net to players: ${net}`);
  await confirm.getByLabel('Reason').fill('Wrong prices offered on this market');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(risk.getByRole('status')).toContainText('Void 1X2: 1 bets corrected');
  await expect(risk.getByRole('cell', { name: '1X2 (void)' })).toBeVisible();

  // The player: the bet is void, the stake back, the balance as before the bet.
  expect((await betDetails(page.request, placed.betId)).status).toBe('void');
  await page.goto('/en/office/bets');
  const row = page
    .getByRole('region', { name: 'Bet history' })
    .getByRole('row')
    .filter({ hasText: `№ ${placed.betId}` });
  await expect(row.getByRole('cell').nth(4)).toHaveText('Void (refund)');
  await expectBalance(page, 5000_00);

  // The player excludes themselves; compliance finds them in the RG report.
  await page.goto('/en/office/limits');
  const exclusion = page.getByTestId('rg-self-exclusion');
  await exclusion.getByRole('button', { name: 'Self-exclude' }).click();
  await exclusion.getByRole('button', { name: 'Yes, exclude me' }).click();
  const { page: compliance } = await signedInStaffPage(browser, 'compliance');
  await compliance.getByRole('link', { name: 'RG reports' }).click();
  const blocks = compliance.getByRole('region', { name: 'Blocks report' });
  const excluded = blocks.getByRole('row').filter({ has: compliance.locator(`a[href="/admin/players/${userId}"]`) });
  await expect(excluded).toContainText('self-exclusion');
  await expect(excluded).toContainText('player');

  // The audit log viewer holds the void with who and why.
  const { page: admin } = await signedInStaffPage(browser, 'admin');
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await admin.getByLabel('Action').fill('risk.market_voided');
  await admin.getByRole('button', { name: 'Filter' }).click();
  const entry = admin
    .getByRole('region', { name: 'Audit entries' })
    .getByRole('row')
    .filter({ hasText: 'Wrong prices offered on this market' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(riskEmail);
});
