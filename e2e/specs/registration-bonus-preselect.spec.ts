// `registration.preselectedBonusByRoute` (issue 22): registration opened from a page starts with that
// page's welcome bonus chosen (Fairline: the casino's pages → the casino welcome bonus), elsewhere with
// the server's first offer (sport), and a promo link's `bonus` query wins over the page.
import { expect, test } from '@playwright/test';

test('registration opened from the casino starts with the casino welcome bonus, from the line with the sport one; a promo link’s bonus wins', async ({
  page,
}) => {
  const bonus = page.locator('button[name="bonus_choice"]');
  const openRegistration = async (from: string) => {
    await page.goto(from);
    await page.getByTestId('header-guest').getByRole('button', { name: 'Registration' }).click();
    await expect(page).toHaveURL(/\/en\/registration$/);
  };

  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await openRegistration('/en/casino');
  await expect(bonus).toHaveText('Casino: +100% on the first deposit');

  await openRegistration('/en/line');
  await expect(bonus).toHaveText('Sport: +100% on the first deposit');

  await page.goto('/en/registration?bonus=NO_BONUS');
  await expect(bonus).toHaveText('No bonus');
});
