import { expect, type Locator, type Page, test } from '@playwright/test';

// Registration as a new player meets it: required fields marked, the disabled Register button
// saying what it waits for, documents only where the country asks them, and the header logged in
// while the one-click credentials are still on screen.

/** The CSS-drawn required mark after a label ('none' when the label has none). */
const markOf = (label: Locator) => label.evaluate((el) => getComputedStyle(el, '::after').content);

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: field, exact: true }).click();
  const list = page.getByRole('listbox', { name: field });
  await list.getByRole('option', { name: option, exact: true }).first().click();
  await expect(list).toHaveCount(0);
}

test('required fields carry a mark and aria-required; optional ones do not', async ({ page }) => {
  await page.goto('/en/registration');
  await page.getByRole('tab', { name: /By e-mail/ }).click();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveAttribute('aria-required', 'true');
  expect(await markOf(page.locator('label', { hasText: /^E-mail$/ }))).toContain('*');
  const promo = page.locator('label', { hasText: /^Promo code/ });
  await expect(promo).toHaveCount(1);
  expect(await markOf(promo)).not.toContain('*');
  await expect(page.getByRole('textbox', { name: /^Promo code/ })).not.toHaveAttribute('aria-required', 'true');
});

test('the disabled Register button names what is still missing, and the sentence follows the player', async ({
  page,
}) => {
  await page.goto('/en/registration');
  await page.getByRole('tab', { name: /By e-mail/ }).click();
  const missing = page.getByTestId('form-missing');
  const register = page.getByRole('button', { name: 'Register', exact: true });
  await expect(missing).toHaveAttribute('aria-live', 'polite');
  await expect(register).toBeDisabled();
  await expect(missing).toContainText('Still needed: E-mail');
  await expect(missing).toContainText('Consent to the rules');

  await page.getByRole('textbox', { name: 'E-mail' }).fill('ux-check@example.com');
  await expect(missing).not.toContainText('E-mail');
  await expect(missing).toContainText('Password');

  await page.getByRole('tab', { name: /One click/ }).click();
  const oneClick = page.getByRole('button', { name: 'Register in one click' });
  await expect(missing).toHaveText('Still needed: Consent to the rules.');
  await page.getByRole('checkbox', { name: /accept the rules/ }).check();
  await expect(missing).toHaveText('');
  await expect(oneClick).toBeEnabled();
});

test('document fields show for a country that asks them and go for one that does not', async ({ page }) => {
  await page.goto('/en/registration');
  await page.getByRole('tab', { name: /By e-mail/ }).click();
  // The visitor's country (Kazakhstan) asks a document and the tax number.
  await expect(page.getByRole('textbox', { name: 'Document number' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Tax number/ })).toBeVisible();
  await pick(page, 'Country', 'Germany DE');
  await expect(page.getByRole('textbox', { name: 'Document number' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Tax number/ })).toHaveCount(0);
  await expect(page.getByTestId('form-missing')).not.toContainText('Document');
});

test('after one-click registration the header shows the account while the credentials are still open', async ({
  page,
}) => {
  await page.goto('/en/registration');
  await page.getByRole('checkbox', { name: /accept the rules/ }).check();
  await page.getByRole('button', { name: 'Register in one click' }).click();

  const step = page.getByTestId('save-login');
  await expect(step).toBeVisible({ timeout: 20_000 });
  const userId = (await page.getByTestId('generated-login').textContent()) ?? '';
  await expect(page.getByTestId('header-user')).toContainText(userId);
  await expect(step).toBeVisible();
  await step.getByRole('button', { name: 'I saved them, continue' }).click();
  await expect(step).toHaveCount(0);
  await expect(page.getByTestId('header-user')).toContainText(userId);
});
