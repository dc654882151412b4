import { expect, test } from '@playwright/test';
import { registerByPhone } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2 "Marketing" (ADR 0056): a marketing user narrows the dashboard to a brand; creates a
// promo-code campaign (the form refuses a broken one first, naming the fields); the promotions page lists
// it and a player activates its code in the office and sees the bonus; the marketing user stops it and
// it leaves /promo (the player's bonus stays); they grant another player a bonus of a running campaign
// with a reason, which that player sees in the office; an admin finds every one of these actions in the
// audit log viewer.

test('a marketing user runs a promo-code campaign, stops it and grants a bonus; the audit log shows it all', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = String(Date.now()).slice(-7);
  const name = `Winter code ${tag}`;
  const promoCode = `WIN${tag}`;

  const { page: staff, email } = await signedInStaffPage(browser, 'marketing');
  // Their home is the dashboard; narrowed to one brand, the breakdown holds that brand alone.
  await staff.goto('/admin/dashboard');
  const byBrand = staff.getByRole('region', { name: 'By brand' });
  await expect(byBrand.getByTestId('brand-row-fairline').first()).toBeVisible();
  await staff.getByLabel('Brand', { exact: true }).selectOption({ label: 'Meridian' });
  await expect(byBrand.getByTestId('brand-row-fairline')).toHaveCount(0);
  await expect(byBrand.getByTestId('brand-row-meridian').first()).toBeVisible();

  await staff.getByRole('link', { name: 'Marketing' }).click();
  await expect(staff.getByRole('heading', { name: 'Marketing', level: 1 })).toBeVisible();
  const form = staff.getByRole('form', { name: 'New campaign' });
  // A broken request is refused in the form, each problem named by its field.
  await form.getByLabel('Campaign code').fill('ONEWORD');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  const problems = form.getByRole('alert', { name: 'Problems' });
  await expect(problems).toContainText('Campaign code: Two or more words');
  await expect(problems).toContainText('Name: An English text is required');
  await expect(problems).toContainText('Promo code: A promo campaign needs a promo code');

  await form.getByLabel('Campaign code').fill(`PROMO_WIN${tag}`);
  await form.getByLabel('Brand').selectOption({ label: 'Fairline' });
  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Bonus (USD)').fill('10');
  await form.getByLabel('Wagering multiplier').fill('3');
  await form.getByLabel('Expiry (days)').fill('7');
  await form.getByLabel('Promo code', { exact: true }).fill(promoCode.toLowerCase());
  await form.getByLabel('Activation limit').fill('100');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(form.getByRole('status')).toHaveText(`Campaign PROMO_WIN${tag} created: running`);
  const row = staff.getByRole('region', { name: 'Campaigns' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByTestId('campaign-status')).toHaveText('running');
  await expect(row).toContainText(`${promoCode} (0/100)`);

  // The player finds it on the promotions page and activates its code in the office.
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.goto('/en/promo');
  await expect(page.getByTestId('promotion-card').filter({ hasText: name })).toBeVisible();
  await page.goto('/en/office/bonuses');
  const code = page.getByTestId('promo-code');
  await code.getByLabel('Enter a promo code').fill(promoCode);
  await code.getByRole('button', { name: 'Check the code' }).click();
  await page.getByTestId('promo-code-offer').getByRole('button', { name: 'Activate' }).click();
  await expect(code.getByRole('status')).toContainText('is on your bonus account');
  await expect(page.getByTestId('bonus-card').getByRole('heading', { name })).toBeVisible();

  // Stopped: no longer on /promo; the bonus already granted stays.
  await staff.reload();
  await expect(row).toContainText(`${promoCode} (1/100)`);
  staff.once('dialog', (dialog) => dialog.accept('Budget for the winter code is spent'));
  await row.getByRole('button', { name: 'Stop' }).click();
  await expect(row.getByTestId('campaign-status')).toHaveText('stopped');
  await page.goto('/en/promo');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('promotion-card').filter({ hasText: 'Promo code START20' })).toBeVisible();
  await expect(page.getByTestId('promotion-card').filter({ hasText: name })).toHaveCount(0);
  await page.goto('/en/office/bonuses');
  await expect(page.getByTestId('bonus-card').getByRole('heading', { name })).toBeVisible();

  // A bonus granted to another player, with a reason, from a running campaign.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/en/');
  const otherId = await registerByPhone(otherPage);
  const grant = staff.getByRole('form', { name: 'Grant a bonus' });
  await grant.getByLabel('Player id').fill(String(otherId));
  await grant.getByRole('combobox').selectOption({ label: 'Promo code START20 (PROMO_START, up to 20 USD, ×5)' });
  await grant.getByLabel('Reason').fill('Apology for the missed payout');
  await grant.getByRole('button', { name: 'Grant bonus' }).click();
  await expect(grant.getByRole('status')).toContainText(`of 9,600.00 KZT to player ${otherId}`);
  await otherPage.goto('/en/office/bonuses');
  await expect(otherPage.getByTestId('bonus-card').getByRole('heading', { name: 'Promo code START20' })).toBeVisible();

  // Every action is in the audit log, with its reason.
  const { page: admin } = await signedInStaffPage(browser, 'admin');
  await admin.getByRole('link', { name: 'Audit log' }).click();
  const filter = admin.getByRole('form', { name: 'Filter the audit log' });
  await filter.getByLabel('Staff e-mail').fill(email);
  await filter.getByLabel('Action').fill('marketing.');
  await filter.getByRole('button', { name: 'Filter' }).click();
  // The same marketing staff works in other specs on this server: each row is found by what this test did.
  const entries = admin.getByRole('region', { name: 'Audit entries' });
  const entry = (action: string, text: string) =>
    entries.getByRole('row').filter({ hasText: action }).filter({ hasText: text });
  await expect(entry('marketing.campaign_created', `PROMO_WIN${tag}`)).toHaveCount(1);
  await expect(entry('marketing.campaign_stopped', 'Budget for the winter code is spent')).toHaveCount(1);
  await expect(entry('marketing.bonus_granted', `user:${otherId}`)).toHaveCount(1);
  await other.close();
});
