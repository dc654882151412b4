import { expect, test } from '@playwright/test';
import { registerByPhone } from '../support/money-journey';

// Issues 21 and 22, free spins (ADR 0064): a player activates the demo free-spins code SPINS10 in the
// office, follows the card's link to Orchard Stars, plays the ten spins there (the slot plays them first,
// as free bets of amount 0), and finds their wins back in the office as a bonus wagered five times.

type FreeSpinAnswer = { round: { win: number }; balance: number; free_spins_left: number };

const tenge = (minor: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(minor / 100);

test.use({ viewport: { width: 390, height: 844 } });

test('a player activates free spins, plays them in the slot and sees the winnings as a bonus', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerByPhone(page);
  await page.goto('/en/office/bonuses');
  const form = page.getByTestId('promo-code');
  await form.getByLabel('Enter a promo code').fill('spins10');
  await form.getByRole('button', { name: 'Check the code' }).click();
  await expect(page.getByTestId('promo-code-offer')).toContainText('10 free spins on Orchard Stars');
  await page.getByTestId('promo-code-offer').getByRole('button', { name: 'Activate' }).click();

  const card = page.getByTestId('bonus-card');
  await expect(card.getByTestId('free-spins-left')).toContainText('Free spins left: 10');
  await card.getByTestId('free-spins-play').click();
  await expect(page).toHaveURL(/\/en\/slots\/orchard-stars$/);

  const game = page.frameLocator('[data-testid="casino-frame"]');
  await expect(game.getByTestId('bonus-spins')).toContainText('Free spins: 10');
  await expect(game.getByTestId('play')).toHaveText('Free spin (10)');
  let won = 0;
  for (let left = 9; left >= 0; left--) {
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/studio-api/v1/free-spins') && r.request().method() === 'POST',
    );
    await game.getByTestId('play').click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const played = (await response.json()) as FreeSpinAnswer;
    expect(played.free_spins_left).toBe(left);
    won += played.round.win;
    await expect(game.getByTestId('play')).toBeEnabled();
  }
  // All played: the button spins for money again.
  await expect(game.getByTestId('play')).toHaveText('Spin');
  await expect(game.getByTestId('bonus-spins')).toBeHidden();

  await page.goto('/en/office/bonuses');
  // Ten spins without a single win (a few percent) leave nothing to wager: the sweep may close that bonus.
  test.skip(won === 0, 'no spin won: there is no bonus money to show');
  const bonus = page.getByTestId('bonus-card');
  await expect(bonus.getByRole('heading', { name: '10 free spins on Orchard Stars' })).toBeVisible();
  await expect(bonus).toContainText(tenge(won));
  await expect(bonus).toContainText(`of ${tenge(won * 5)}`);
  await expect(bonus.getByTestId('free-spins-left')).toHaveCount(0);
});
