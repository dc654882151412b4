import { type Browser, expect, type Page, test } from '@playwright/test';
import { CSRF, solvedCaptcha } from '../support/dev-api';

// Issue 16 "Trust first": logout must end the session on the server (it used to be refused with a
// 400 for its empty JSON body, so a reload logged the player back in), and the office calls that
// take no input (the secure-question list) must answer.

/** One-click registration through the API (captcha solved here): the page's context is logged in. */
async function registerFastByApi(page: Page): Promise<{ userId: number; password: string }> {
  const res = await page.request.post('/web-api/api/web/registration/v1/register/fast_reg?lang=en', {
    headers: CSRF,
    data: {
      fields: { country_id: 4, currency_id: 4, 'agree-policy': true },
      captcha: await solvedCaptcha(page.request),
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { userId: number; password: string };
}

/** A second device: a fresh browser context logged in as the same player through the API. */
async function secondDevice(browser: Browser, userId: number, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.request.post('/web-api/user/auth', {
    headers: CSRF,
    data: { login: String(userId), password },
  });
  expect(res.status()).toBe(200);
  return page;
}

async function logOut(page: Page) {
  await page.getByTestId('header-user').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByTestId('header-guest')).toBeVisible();
}

test('logging out ends the session: a reload stays logged out and the session leaves the list', async ({
  page,
  browser,
}) => {
  await page.goto('/en/');
  const { userId, password } = await registerFastByApi(page);
  await page.reload();
  await expect(page.getByTestId('header-user')).toContainText(String(userId));
  await expect(page.getByTestId('header-balance')).toBeVisible();

  const other = await secondDevice(browser, userId, password);
  await other.goto('/en/office/sessions');
  // The first list of sessions is the active one; ended sessions are listed below it.
  const activeRows = other
    .getByRole('list')
    .filter({ has: other.getByTestId('session-row') })
    .first()
    .getByTestId('session-row');
  await expect(activeRows).toHaveCount(2);

  const logout = page.waitForResponse((r) => r.url().endsWith('/web-api/user/disconnect'));
  await logOut(page);
  expect((await logout).status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('header-guest')).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  // The old cookie, if the browser kept one, no longer opens the session on the server.
  const me = await page.request.get('/web-api/session-api/sessions/user');
  expect(me.status() === 401 || (await me.json()).data === null).toBe(true);

  await other.reload();
  await expect(activeRows).toHaveCount(1);
  await expect(activeRows.first()).toHaveAttribute('data-current', 'true');
  await expect(other.getByTestId('session-row')).toHaveCount(2);
  await other.context().close();
});

test('the office offers the site’s secure questions and saves the chosen one', async ({ page }) => {
  await page.goto('/en/');
  const { password } = await registerFastByApi(page);
  await page.goto('/en/office/security');

  const form = page.getByRole('form', { name: 'Secure question' });
  await expect(form.getByText('No secure question is set.')).toBeVisible();
  const select = form.getByRole('combobox', { name: 'Question' });
  // Besides "Choose a question" and "My own question", the questions the site offers.
  await expect.poll(async () => select.locator('option').count()).toBeGreaterThan(3);
  const offered = (await select.locator('option').nth(1).textContent()) ?? '';
  expect(offered).not.toBe('My own question');

  await select.selectOption({ index: 1 });
  await form.getByLabel('Answer', { exact: true }).fill('Almaty');
  await form.getByLabel('Repeat the answer', { exact: true }).fill('Almaty');
  await form.getByLabel('Your current password (to confirm)').fill(password);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The secure question is saved')).toBeVisible();
  await expect(form.getByText(`Your question: ${offered}`)).toBeVisible();
});
