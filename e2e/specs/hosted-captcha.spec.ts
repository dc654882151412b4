import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { CSRF, solvedCaptcha } from '../support/dev-api';
import {
  routeWidgetScripts,
  SECRETS,
  SITE_KEYS,
  startHostedCaptchaDeployment,
  startSiteverifyStub,
  widgetToken,
} from '../support/hosted-captcha-world';

// Captchas in the browser. Hosted ones (hCaptcha, reCAPTCHA): the provider's script is stubbed at the
// network layer (page.route serves a stand-in api.js) and its siteverify by a local HTTP stub, so the
// production path runs for real: widget loaded with the brand's site key and the page language, the
// token sent with the form, the server asking the provider. Then the login's captcha after failures.

/** The page's texts in a language, read from the dictionaries the server serves. */
function dictionary(lang: string): (key: string) => string {
  const dir = resolve(import.meta.dirname, `../../apps/server/src/features/i18n/dictionaries/${lang}`);
  const entries: Record<string, string> = Object.assign(
    {},
    ...['accounts', 'forms', 'main'].map((unit) => JSON.parse(readFileSync(`${dir}/${unit}.json`, 'utf8'))),
  );
  return (key) => {
    const text = entries[key];
    if (text === undefined) throw new Error(`no ${lang} text for ${key}`);
    return text;
  };
}

async function registerInOneClick(page: Page, text: (key: string) => string) {
  await page.getByRole('checkbox', { name: text('registration.checkbox.agree_policy') }).check();
  await page.getByRole('button', { name: text('registration.submit.fast_reg') }).click();
}

test.describe('hosted captchas on a real deployment', () => {
  test.describe.configure({ timeout: 240_000 });
  let stub: Awaited<ReturnType<typeof startSiteverifyStub>>;
  let deployment: Awaited<ReturnType<typeof startHostedCaptchaDeployment>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stub = await startSiteverifyStub();
    deployment = await startHostedCaptchaDeployment(stub.url);
  });
  test.afterAll(async () => {
    await deployment?.close();
    await stub?.close();
  });

  test('registration with hCaptcha: widget with the site key and language, token verified by the provider', async ({
    page,
  }) => {
    const text = dictionary('en');
    const scripts = await routeWidgetScripts(page);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${deployment.port}/en/registration`);
    await registerInOneClick(page, text);

    const challenge = page.getByRole('dialog', { name: 'hcaptcha challenge' });
    await expect(challenge).toBeVisible();
    expect(scripts).toEqual(['https://js.hcaptcha.com/1/api.js?render=explicit&hl=en']);
    await expect(challenge).toHaveAttribute('data-sitekey', SITE_KEYS.fairline);
    await expect(challenge).toHaveAttribute('data-lang', 'en');

    // Closing the challenge is a dismissal: the form says so and nothing is sent.
    await challenge.getByRole('button', { name: 'Close challenge' }).click();
    await expect(page.getByText(text('captcha.dismissed'))).toBeVisible();
    expect(stub.calls).toHaveLength(0);

    await page.getByRole('button', { name: text('registration.submit.fast_reg') }).click();
    await page.getByRole('dialog', { name: 'hcaptcha challenge' }).getByRole('button', { name: 'I am human' }).click();
    await expect(page.getByTestId('save-login')).toBeVisible({ timeout: 20_000 });
    expect(Number(await page.getByTestId('generated-login').textContent())).toBeGreaterThan(0);
    // The site's Content-Security-Policy lets the provider's script run.
    expect(blocked).toEqual([]);
    expect(stub.calls).toEqual([
      {
        provider: 'hcaptcha',
        form: {
          secret: SECRETS.hcaptcha,
          response: widgetToken(SITE_KEYS.fairline),
          remoteip: '127.0.0.1',
          sitekey: SITE_KEYS.fairline,
        },
      },
    ]);
  });

  test('registration with reCAPTCHA in Arabic (RTL) on the second brand', async ({ page }) => {
    const text = dictionary('ar');
    stub.calls.length = 0;
    const scripts = await routeWidgetScripts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`http://meridian.localhost:${deployment.port}/ar/registration`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await registerInOneClick(page, text);
    await page
      .getByRole('dialog', { name: 'grecaptcha challenge' })
      .getByRole('button', { name: 'I am human' })
      .click();
    await expect(page.getByTestId('save-login')).toBeVisible({ timeout: 20_000 });
    expect(scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=explicit&hl=ar']);
    expect(stub.calls.map((c) => [c.provider, c.form.secret, c.form.response])).toEqual([
      ['grecaptcha', SECRETS.grecaptcha, widgetToken(SITE_KEYS.meridian)],
    ]);
  });

  test('a token the provider did not issue is refused by the server', async ({ request }) => {
    const res = await request.post(
      `http://127.0.0.1:${deployment.port}/web-api/api/web/registration/v1/register/fast_reg?lang=en`,
      {
        headers: CSRF,
        data: { fields: { country_id: 4, currency_id: 4, 'agree-policy': true }, captcha: 'forged-token' },
      },
    );
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ validation_errors: { captcha: 'captcha_required' } });
  });
});

test('after three failed logins the login form passes the captcha by itself and signs in', async ({ page }) => {
  const text = dictionary('en');
  const created = await page.request.post('/web-api/api/web/registration/v1/register/fast_reg?lang=en', {
    headers: CSRF,
    data: {
      fields: { country_id: 4, currency_id: 4, 'agree-policy': true },
      captcha: await solvedCaptcha(page.request),
    },
  });
  const { userId, password } = (await created.json()) as { userId: number; password: string };
  await page.context().clearCookies();
  await page.goto('/en/');
  await page.getByTestId('header-guest').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Account ID' }).click();
  await dialog.getByRole('textbox', { name: 'Account ID' }).fill(String(userId));
  for (let i = 0; i < 3; i++) {
    await dialog.getByLabel('Password', { exact: true }).fill(`wrong password ${i}`);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text('auth.error.credentials'));
  }

  const logins: { captcha?: string }[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/web-api/user/auth')) logins.push(req.postDataJSON());
  });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('header-user')).toContainText(String(userId));
  // Asked for the captcha, the form solved the proof of work and sent the login again with it.
  expect(logins.map((l) => l.captcha !== undefined)).toEqual([false, true]);
});
