import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { CSRF, lastCode, lastMessage, solvedCaptcha } from '../support/dev-api';

// Accounts: registration (one click, phone, full), login by id, social login and two-factor.
// Needs the server in test mode (NODE_ENV=test): the dev outbox and the dev OpenID provider.

/** A number nobody registered yet (Kazakhstan: 10 digits starting with 7). */
const freshKzPhone = () =>
  `70${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** One-click registration through the API (captcha solved here): the page's context is logged in. */
async function registerFastByApi(page: Page): Promise<{ userId: number; password: string }> {
  const captcha = await solvedCaptcha(page.request);
  const res = await page.request.post('/web-api/api/web/registration/v1/register/fast_reg?lang=en', {
    headers: CSRF,
    // The form pre-fills the country and currency; the API requires them (Kazakhstan, tenge).
    data: { fields: { country_id: 4, currency_id: 4, 'agree-policy': true }, captcha },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { userId: number; password: string };
}

async function logOut(page: Page) {
  await page.getByTestId('header-user').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByTestId('header-guest')).toBeVisible();
}

async function openLogin(page: Page) {
  await page.getByTestId('header-guest').getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Log in' });
}

async function logInById(page: Page, userId: number, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Account ID' }).click();
  await dialog.getByRole('textbox', { name: 'Account ID' }).fill(String(userId));
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

/** Picks an option in a select field of the form kit (its options open in a searchable dialog). */
async function pick(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: field, exact: true }).click();
  const list = page.getByRole('listbox', { name: field });
  await list.getByRole('option', { name: option, exact: true }).first().click();
  await expect(list).toHaveCount(0);
}

test('every way to register shows in full, on a desktop and on a phone', async ({ page }) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en/registration');
    const tabs = page.getByRole('tablist', { name: 'Ways to register' });
    await expect(tabs.getByRole('tab', { name: 'Social networks' })).toBeVisible();
    const cut = await tabs.evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role="tab"]')]
        .filter((tab) => {
          const r = tab.getBoundingClientRect();
          return r.left < box.left - 0.5 || r.right > box.right + 0.5;
        })
        .map((tab) => tab.textContent);
    });
    expect(cut, `at ${width} px`).toEqual([]);
  }
});

test('in Arabic the registration form names countries and currencies in Arabic', async ({ page }) => {
  await page.goto('/ar/registration');
  const arabic = /^[\u0600-\u06FF\s]+$/;
  await expect(page.locator('button[name="country_id"]')).toHaveText(arabic);
  await expect(page.locator('button[name="currency_id"]')).toHaveText(arabic);
  await page.locator('button[name="currency_id"]').click();
  await expect(page.getByRole('dialog').getByText('دولار أمريكي', { exact: true })).toBeVisible();
});

test('on a phone the currency picker is a full-screen sheet whose list fills it below a search that stays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/registration');
  await page.locator('button[name="currency_id"]').click();
  const sheet = page.getByRole('dialog', { name: 'Currency' });
  const list = sheet.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  const box = await list.boundingBox();
  // The list ends at the sheet's padding, not at the desktop list's 300 px.
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(844 - 40);
  await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(sheet.getByRole('combobox', { name: 'Search' })).toBeInViewport();
  await expect(list.getByRole('option').last()).toBeInViewport();
});

test('one-click registration shows the login and password once, and they log in', async ({ page }) => {
  await page.goto('/en/registration');
  await expect(page.getByRole('tab', { name: /One click/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('checkbox', { name: /accept the rules/ }).check();
  await page.getByRole('button', { name: 'Register in one click' }).click();

  const step = page.getByTestId('save-login');
  await expect(step).toBeVisible({ timeout: 20_000 });
  const userId = Number(await page.getByTestId('generated-login').textContent());
  const password = (await page.getByTestId('generated-password').textContent()) ?? '';
  expect(userId).toBeGreaterThan(0);
  expect(password.length).toBeGreaterThanOrEqual(8);
  await step.getByRole('button', { name: 'I saved them, continue' }).click();
  await expect(page.getByTestId('header-user')).toContainText(String(userId));
  await expect(page.getByText(password)).toHaveCount(0);

  await logOut(page);
  const dialog = await logInById(page, userId, password);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('header-user')).toContainText(String(userId));
});

test('phone registration confirms the number with the SMS code', async ({ page }) => {
  const national = freshKzPhone();
  await page.goto('/en/registration');
  await page.getByRole('tab', { name: /By phone/ }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled({ timeout: 20_000 });

  const code = await lastCode(page.request, `7${national}`);
  await page.getByRole('textbox', { name: 'Code from the SMS' }).fill(code);
  await page.getByLabel('Password', { exact: true }).fill('river-lamp-72');
  await page.getByRole('checkbox', { name: /accept the rules/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 20_000 });
  await page.goto('/en/office/profile');
  await expect(page.getByText(`+7${national}`)).toBeVisible();
});

test('full registration shows dependent fields, then the e-mail link confirms the address', async ({ page }) => {
  const email = `full${Date.now()}@example.com`;
  const password = 'meadow-copper-19';
  await page.goto('/en/registration');
  await page.getByRole('tab', { name: /By e-mail/ }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'First name' }).fill('Aigerim');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Nurlanova');
  await page.getByRole('combobox', { name: 'Day' }).selectOption('12');
  await page.getByRole('combobox', { name: 'Month' }).selectOption('5');
  await page.getByRole('combobox', { name: 'Year' }).selectOption('1990');

  // The city shows only once a region is chosen: a dependent field.
  await expect(page.getByRole('button', { name: 'City', exact: true })).toHaveCount(0);
  await pick(page, 'Region', 'Almaty');
  await expect(page.getByRole('button', { name: 'City', exact: true })).toBeVisible();
  await pick(page, 'City', 'Almaty');
  await page.getByRole('textbox', { name: 'Address' }).fill('Abay avenue 1');
  await page.getByRole('textbox', { name: 'Document number' }).fill('N12345678');
  await page.getByRole('checkbox', { name: /accept the rules/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('registration-check-email')).toBeVisible({ timeout: 20_000 });

  await lastCode(page.request, email);
  const link = /https?:\/\/\S+modal=activate-email\S+/.exec(await lastMessage(page.request, email))?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  const activation = page.getByRole('dialog', { name: 'E-mail confirmation' });
  await expect(activation.getByText('Your e-mail is confirmed.')).toBeVisible();
  await activation.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
});

test('social login through the local provider registers and logs the player in', async ({ page }) => {
  await page.goto('/en/');
  const dialog = await openLogin(page);
  await dialog.locator('a[data-provider="google"]').click();
  await page.getByLabel('E-mail').fill(`social${Date.now()}@example.com`);
  await page.getByLabel('Name').fill('Dana Social');
  await page.getByRole('button', { name: 'Sign in and allow' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByTestId('header-user')).toBeVisible();
});

test('two-factor set up in the office is then required at login', async ({ page }) => {
  await page.goto('/en/');
  const { userId, password } = await registerFastByApi(page);
  await page.goto('/en/office/security');
  const section = page.getByTestId('two-factor');
  await section.getByRole('button', { name: 'Set up' }).click();
  await expect(section.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent()) ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  await section.getByLabel('Code from the app').fill(totp.generate());
  await section.getByLabel('Your current password (to confirm)').fill(password);
  await section.getByRole('button', { name: 'Switch on' }).click();
  await expect(section.getByTestId('recovery-hash')).not.toBeEmpty();
  await section.getByRole('button', { name: 'I saved the key' }).click();

  await logOut(page);
  await logInById(page, userId, password);
  // The login dialog turns into the code step and takes its title.
  const step = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(step.getByTestId('login-two-factor')).toBeVisible();
  // A code is accepted once: the next time step's code (inside the server's ±1 window) logs in.
  await step.getByLabel('Code from the app').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await step.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(step).toHaveCount(0);
  await expect(page.getByTestId('header-user')).toContainText(String(userId));
});
