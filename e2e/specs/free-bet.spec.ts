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

// Issue 22, free bets by promo code (ADR 0071 "Grants by every path"): a new player enters the demo code
// FREEBET5 at the Bonuses page's promo-code check, activates it, finds the free bet there and stakes it
// from the slip without any money of their own.
test('a free bet from the promo code FREEBET5 is staked from the slip', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);

  await page.goto('/en/office/bonuses');
  const promo = page.getByTestId('promo-code');
  await promo.getByLabel('Enter a promo code').fill('freebet5');
  await promo.getByRole('button', { name: 'Check the code' }).click();
  const offer = promo.getByTestId('promo-code-offer');
  await expect(offer).toContainText('This code gives you Free bet 5 USD');
  await expect(offer).toContainText('the winnings are paid to your balance as real money');
  await offer.getByRole('button', { name: 'Activate' }).click();
  await expect(promo.getByRole('status')).toContainText('is among your free bets');
  const card = page.getByTestId('free-bet-card');
  await expect(card.getByRole('heading', { name: 'Free bet 5 USD' })).toBeVisible();

  const pick = await underdogPick(page);
  await page.goto('/en/line');
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  await selectInList(page, winPrice(page, pick));
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await slip.getByTestId('free-bet-option').getByRole('radio').check();
  await expect(slip.getByRole('textbox', { name: /^Stake/ })).toHaveAttribute('readonly', '');
  await slip.getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const receipt = slip.getByRole('status').filter({ hasText: 'Bet accepted' });
  await expect(receipt.or(slip.getByRole('alert'))).toBeVisible({ timeout: 20_000 });
  await expect(receipt).toBeVisible();

  // The promo-code history shows the code with its effect; the free bet is on an open bet.
  await page.goto('/en/office/bonuses');
  await expect(page.getByTestId('free-bet-history-row')).toContainText('On an open bet');
  // Its effect in the player's currency (a phone registration opens a tenge account): "Free bet 2400.00 KZT".
  await expect(page.getByTestId('promo-history-row').filter({ hasText: 'FREEBET5' })).toContainText(
    /Free bet \d+\.\d{2} [A-Z]{3}/,
  );

  // Office → Points sells the same free bet for points, with its terms (a new player has none to spend).
  await page.goto('/en/office/points');
  const item = page.getByTestId('points-item').filter({ hasText: 'Free bet' });
  await expect(item).toContainText('A free bet of');
  await expect(item.getByTestId('points-free-bet-terms')).toContainText('Singles from odds of 1.50.');
  await expect(item.getByRole('button', { name: 'Not enough points' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/fg-points-en.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/office/points');
  await expect(page.getByTestId('points-free-bet-terms')).toBeVisible();
  await page.screenshot({ path: '/tmp/fg-points-ar.png', fullPage: true });
});

// Issue 22, the desk's free-bet campaigns (ADR 0071 "Grants by every path"): a marketing user creates a
// free-bet campaign with a promo code (the form first refuses it without bet kinds); a player's check of
// the code offers the free bet.
test('a marketing user creates a free-bet campaign whose code a player checks', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const tag = String(Date.now()).slice(-7);
  const name = `Desk free bet ${tag}`;
  const code = `FB${tag}`;
  const { page: staff } = await signedInStaffPage(browser, 'marketing');
  await staff.goto('/admin/marketing');
  const form = staff.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Kind').selectOption({ label: 'Free bet' });
  // A free bet has no percent, wagering or maximum bet: its amount and odds are its terms.
  await expect(form.getByLabel('Percent of the deposit')).toHaveCount(0);
  await expect(form.getByLabel('Wagering multiplier')).toHaveCount(0);
  await form.getByLabel('Campaign code').fill(`FREEBET_DESK${tag}`);
  await form.getByLabel('Brand').selectOption({ label: 'Fairline' });
  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Free bet (USD)').fill('3');
  await form.getByLabel('Singles').uncheck();
  await form.getByLabel('Expresses').uncheck();
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(form.getByRole('alert', { name: 'Problems' })).toContainText('Bet kinds:');
  await form.getByLabel('Singles').check();
  await form.getByLabel('Pre-match / live').selectOption({ label: 'Live only' });
  await form.getByLabel('Expiry (days)').fill('2');
  await form.getByLabel('Promo code', { exact: true }).fill(code.toLowerCase());
  await expect(form.getByLabel('Shown on the promotions pages')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(form.getByRole('status')).toHaveText(`Campaign FREEBET_DESK${tag} created: running`);
  const row = staff.getByRole('region', { name: 'Campaigns' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('free bet 3 USD · single · odds 1.5/1.4/2 · live only · every sport · 2 d');
  await staff.context().close();

  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.goto('/en/office/bonuses');
  const promo = page.getByTestId('promo-code');
  await promo.getByLabel('Enter a promo code').fill(code.toLowerCase());
  await promo.getByRole('button', { name: 'Check the code' }).click();
  await expect(promo.getByTestId('promo-code-offer')).toContainText(`This code gives you ${name}`);
  await expect(promo.getByTestId('promo-code-offer')).toContainText('valid 2 days');
});
