import { type Browser, expect, type Page, test } from '@playwright/test';
import { lastMessage } from '../support/dev-api';
import { originOn } from '../support/origin';

// No dead links (issue 16): every link a visitor can click in the header (its dropdowns included),
// the footer, the phone's menu and bottom bar and the home page of both brands, in every language,
// opens a real page: HTTP 200 from the server and no not-found page in the browser.

const BRANDS = [
  { name: 'Fairline', host: '127.0.0.1', languages: ['ru', 'en', 'ar'] },
  { name: 'Meridian', host: 'meridian.localhost', languages: ['en', 'ar'] },
] as const;

/** Internal links (same origin, not an in-page anchor) under a locator, as paths with their query. */
async function internalLinks(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.flatMap((root) =>
        [...root.querySelectorAll<HTMLAnchorElement>('a[href]')]
          .filter((a) => a.origin === location.origin && !a.getAttribute('href')?.startsWith('#'))
          .map((a) => `${a.pathname}${a.search}`),
      ),
    );
}

/** The desktop header, with every dropdown of the main menu opened in turn, the footer and the home page. */
async function desktopLinks(page: Page, home: string): Promise<string[]> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(home);
  await expect(page.locator('main#content h1')).toBeVisible();
  const links = await internalLinks(page, 'header, footer, main#content');
  const triggers = page.locator('header nav button[aria-expanded]');
  for (const trigger of await triggers.all()) {
    if (!(await trigger.isVisible())) continue;
    await trigger.click();
    links.push(...(await internalLinks(page, 'header nav')));
    await page.keyboard.press('Escape');
  }
  return links;
}

/** The phone's bottom bar and its menu sheet. */
async function phoneLinks(page: Page, home: string): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(home);
  await expect(page.getByTestId('mobile-bar')).toBeVisible();
  const links = await internalLinks(page, '[data-testid="mobile-bar"]');
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  links.push(...(await internalLinks(page, '[data-testid="mobile-menu"]')));
  return links;
}

/** Opens each path in its own page (a few at a time) and lists those that are not a real page. */
async function deadLinks(browser: Browser, origin: string, paths: readonly string[]): Promise<string[]> {
  const context = await browser.newContext();
  const queue = [...paths];
  const dead: string[] = [];
  const worker = async () => {
    const page = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await page.goto(`${origin}${path}`);
      await page.locator('main#content').waitFor({ state: 'attached' });
      const isNotFound = (await page.getByTestId('error-page').count()) > 0;
      if (response?.status() !== 200 || isNotFound) dead.push(`${path} (HTTP ${response?.status()})`);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  await context.close();
  return dead;
}

for (const brand of BRANDS) {
  test(`${brand.name}: every header, footer, phone and home link opens a real page in every language`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const origin = originOn(brand.host);
    for (const lang of brand.languages) {
      const home = `${origin}/${lang}/`;
      const found = [...(await desktopLinks(page, home)), ...(await phoneLinks(page, home))];
      const paths = [...new Set(found)].sort();
      // A collector that finds nothing would pass vacuously: the menus of both brands hold more.
      expect(paths.length, `${brand.name} ${lang}: ${paths.join(' ')}`).toBeGreaterThan(8);
      expect(paths.every((path) => path.startsWith(`/${lang}/`) || path === `/${lang}`)).toBe(true);
      expect(await deadLinks(browser, origin, paths), `${brand.name} ${lang}`).toEqual([]);
    }
  });
}

test('an unknown path answers 404 from the server with the not-found page', async ({ page }) => {
  for (const path of ['/ru/poker', '/en/promo/welcome', '/ar/statistics', '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('error-page')).toBeVisible();
  }
});

test('a blocked visitor finds the appeal form, sends an appeal and gets its number by e-mail', async ({ page }) => {
  await page.goto('/ru/block');
  await page.getByRole('link', { name: 'Отправить обращение' }).click();
  await expect(page).toHaveURL(/\/ru\/block-appeal$/);
  const email = `appeal${Date.now()}@example.com`;
  await page.getByLabel('E-mail для ответа').fill(email);
  await page.getByLabel('Что произошло').fill('Мой счёт заблокировали после смены номера телефона.');
  await page.getByRole('button', { name: 'Отправить обращение' }).click();
  const sent = page.getByTestId('appeal-sent');
  await expect(sent).toContainText(/Обращение № \d+ отправлено/);
  const id = /№ (\d+)/.exec((await sent.textContent()) ?? '')?.[1];
  await expect.poll(() => lastMessage(page.request, email)).toContain(`№ ${id}`);
});

test('a social login refused for a blocked account comes back to the block page, not the login form', async ({
  page,
}) => {
  // Where the server's social callback sends a blocked account (social-auth.routes.ts).
  await page.goto('/en/line#socauth_error=account_blocked');
  await expect(page).toHaveURL(/\/en\/block$/);
  await expect(page.getByTestId('block-page')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
});

test('a login refused because the account is blocked takes the visitor to the block page', async ({ page }) => {
  // The server's refusal of a blocked account (login.int.test.ts proves it is sent), answered here
  // because no browser-reachable route blocks an account.
  await page.route('**/web-api/user/auth', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The account is blocked', error_code: 'account_blocked', validation_errors: {} }),
    }),
  );
  await page.goto('/en/line');
  await page.getByTestId('header-guest').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Account ID' }).click();
  await dialog.getByRole('textbox', { name: 'Account ID' }).fill('1000001');
  await dialog.getByLabel('Password', { exact: true }).fill('whatever-password');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/block$/);
  await expect(page.getByTestId('block-page')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
