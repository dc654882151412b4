import { expect, type Page, test } from '@playwright/test';
import { registerByPhone, selectInList, simulatedNow, winPrice } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 22, free bets (ADR 0071): a marketing user grants a new player the demo free bet FREEBET_5 from
// the back office's grant form; the player finds it on the Bonuses page with its terms, chooses it in the
// bet slip as the stake (the amount filled and locked), places a single without any money of their own,
// and finds the bet marked "Free bet" in the history. Needs the server in test mode (dev routes).

/** An underdog's win of a line game a while ahead: odds well above the free bet's 1.50. */
async function underdogPick(page: Page) {
  const now = await simulatedNow(page.request);
  const res = await page.request.get('/service-api/LineFeed/Get1x2_VZip?lng=en&partner=1');
  type Game = { S: number; O1: string; O2: string; E?: { T: number; C: number; B?: boolean }[] };
  const games = ((await res.json()) as { Value: Game[] }).Value;
  const named = (team: string) => games.filter((g) => g.O1 === team || g.O2 === team).length === 1;
  for (const game of [...games].sort((a, b) => a.S - b.S)) {
    if (game.S * 1000 <= now + 10 * 60_000) continue;
    const wins = (game.E ?? []).filter((e) => (e.T === 1 || e.T === 3) && !e.B).sort((a, b) => b.C - a.C);
    const underdog = wins[0];
    const team = underdog?.T === 1 ? game.O1 : game.O2;
    if (underdog && underdog.C >= 1.8 && underdog.C <= 8 && named(team)) return { kickOff: game.S * 1000, team };
  }
  throw new Error('no underdog in the line');
}

test('a granted free bet is staked from the slip and shows in the bet history', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const playerId = await registerByPhone(page);

  const { page: staff } = await signedInStaffPage(browser, 'marketing');
  await staff.goto('/admin/marketing');
  const grant = staff.getByRole('form', { name: 'Grant a bonus' });
  await grant.getByLabel('Player id').fill(String(playerId));
  await grant.getByRole('combobox').selectOption({ label: 'Free bet 5 USD (FREEBET_5, up to 5 USD, ×0)' });
  await grant.getByLabel('Reason').fill('Free bet for the match of the week');
  await grant.getByRole('button', { name: 'Grant bonus' }).click();
  await expect(grant.getByRole('status')).toContainText(`Granted free bet #`);
  await expect(grant.getByRole('status')).toContainText(`to player ${playerId}`);
  await staff.context().close();

  await page.goto('/en/office/bonuses');
  const card = page.getByTestId('free-bet-card');
  await expect(card.getByRole('heading', { name: 'Free bet 5 USD' })).toBeVisible();
  await expect(card).toContainText('Singles from odds of 1.50');
  await expect(card).toContainText('winnings without the stake are paid to your balance as real money');
  await page.screenshot({ path: '/tmp/free-bet-office.png', fullPage: true });

  const pick = await underdogPick(page);
  await page.goto('/en/line');
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  await selectInList(page, winPrice(page, pick));
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  const stake = slip.getByRole('textbox', { name: /^Stake/ });
  await expect(stake).toHaveValue('');
  const option = slip.getByTestId('free-bet-option');
  await expect(option).toHaveCount(1);
  await option.getByRole('radio').check();
  // The stake is the free bet's amount, locked; the slip says what a win would pay.
  await expect(stake).not.toHaveValue('');
  await expect(stake).toHaveAttribute('readonly', '');
  await expect(slip.getByTestId('free-bet-picker').getByRole('status')).toContainText('if it wins you get');
  await slip.screenshot({ path: '/tmp/free-bet-slip.png' });
  await page.getByTestId('theme-toggle').first().click();
  await slip.screenshot({ path: '/tmp/free-bet-slip-dark.png' });
  await slip.getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const receipt = slip.getByRole('status').filter({ hasText: 'Bet accepted' });
  await expect(receipt.or(slip.getByRole('alert'))).toBeVisible({ timeout: 20_000 });
  await expect(receipt).toBeVisible();
  const betId = Number((await receipt.getByText(/^№ \d+$/).textContent())?.replace(/\D/g, ''));
  expect(betId).toBeGreaterThan(0);

  await page.goto('/en/office/bets');
  const row = page
    .getByRole('region', { name: 'Bet history' })
    .getByRole('row')
    .filter({ hasText: `№ ${betId}` });
  await expect(row.getByTestId('free-bet-mark')).toHaveText('Free bet');
  // Used: the Bonuses page lists it as on an open bet, and nothing is left to stake.
  await page.goto('/en/office/bonuses');
  await expect(page.getByTestId('free-bet-history-row')).toContainText('On an open bet');
  await expect(page.getByTestId('free-bet-card')).toHaveCount(0);

  // On a 390 px phone, in Arabic (right to left): the Bonuses page fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/office/bonuses');
  await expect(page.getByTestId('free-bet-history-row')).toContainText('في رهان مفتوح');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/free-bet-ar-390.png', fullPage: true });
});
