import { expect, test } from '@playwright/test';
import { registerByPhone } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 21 (ADR 0064 "The desk's free-spins campaigns"): a marketing user creates a free-spins campaign on
// the marketing desk — slot, spins, value of a spin, wagering on the winnings, a promo code — after the form
// refused a broken one naming the spin fields; a player enters its code in the office and finds the spins
// on the bonus card, ready to play in that slot.

test('a marketing user creates a free-spins campaign and a player activates its code', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-7);
  const name = `Sunstone spins ${tag}`;
  const code = `SUN${tag}`;

  const { page: staff } = await signedInStaffPage(browser, 'marketing');
  await staff.goto('/admin/marketing');
  const form = staff.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Kind').selectOption({ label: 'Free spins' });
  // A free-spins campaign has no percent and no dollar cap: its value is its spins.
  await expect(form.getByLabel('Percent of the deposit')).toHaveCount(0);
  await expect(form.getByLabel('Cap (USD)')).toHaveCount(0);
  await form.getByLabel('Campaign code').fill(`FREESPINS_SUN${tag}`);
  await form.getByLabel('Brand').selectOption({ label: 'Fairline' });
  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Product').selectOption({ label: 'Casino' });
  await form.getByLabel('Slot').selectOption({ label: 'Sunstone Ways' });
  await form.getByLabel('Number of spins').fill('0');
  await form.getByLabel('Value of a spin (US cents)').fill('');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  const problems = form.getByRole('alert', { name: 'Problems' });
  await expect(problems).toContainText('Number of spins: At least 1 spin');
  await expect(problems).toContainText('Value of a spin (US cents): A free-spins campaign needs the value of a spin');

  await form.getByLabel('Number of spins').fill('6');
  await form.getByLabel('Value of a spin (US cents)').fill('50');
  await form.getByLabel('Wagering multiplier of the winnings').fill('3');
  await form.getByLabel('Expiry (days)').fill('5');
  await form.getByLabel('Promo code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Activation limit').fill('20');
  await form.getByLabel('Shown on the promotions pages').uncheck();
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(form.getByRole('status')).toHaveText(`Campaign FREESPINS_SUN${tag} created: running`);
  const row = staff.getByRole('region', { name: 'Campaigns' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByTestId('campaign-status')).toHaveText('running');
  await expect(row).toContainText('6 spins of sunstone-ways at 0.50 USD · wins ×3 · 5 d');
  await expect(row).toContainText(`${code} (0/20)`);

  await registerByPhone(page);
  await page.goto('/en/office/bonuses');
  const codeForm = page.getByTestId('promo-code');
  await codeForm.getByLabel('Enter a promo code').fill(code.toLowerCase());
  await codeForm.getByRole('button', { name: 'Check the code' }).click();
  await expect(page.getByTestId('promo-code-offer')).toContainText(name);
  await page.getByTestId('promo-code-offer').getByRole('button', { name: 'Activate' }).click();
  const card = page.getByTestId('bonus-card');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByTestId('free-spins-left')).toContainText('Free spins left: 6');
  await card.getByTestId('free-spins-play').click();
  await expect(page).toHaveURL(/\/en\/slots\/sunstone-ways$/);

  await staff.reload();
  await expect(row).toContainText(`${code} (1/20)`);
});
