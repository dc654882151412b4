import { expect, test } from '@playwright/test';
import { fetchFirstScreenData } from '../support/first-screen';
import { originOn } from '../support/origin';

test('the root redirects to the default language of the brand', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ставки на спорт и live с честными коэффициентами');
});

test('switching to English and to Arabic changes the text and flips the page direction', async ({ page }) => {
  await page.goto('/ru/');
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bet on sport, live, with fair odds');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page).toHaveURL(/\/ar\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The layout really mirrors: the logo sits at the right edge in RTL.
  const logo = await page
    .getByRole('link', { name: /Fairline/ })
    .first()
    .boundingBox();
  const width = page.viewportSize()!.width;
  expect(logo!.x).toBeGreaterThan(width / 2);
});

test('the dark theme persists across a reload', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(bg);
});

test('the second brand shows its own menu, language and colours', async ({ page }) => {
  await page.goto(`${originOn('meridian.localhost')}/`);
  await expect(page).toHaveURL(/\/en\/$/);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Live' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Line' })).toBeVisible();
  // Meridian's casino (ADR 0037: slots, tables and instant games) is in its menu.
  await expect(nav.getByRole('button', { name: 'Casino' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Esports' })).toHaveCount(0);
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--c-accent').trim(),
  );
  expect(accent.toLowerCase()).toMatch(/#7c3aed|#a78bfa/);
  await expect(page.getByTestId('language-switcher').locator('option')).toHaveText(['English', 'العربية']);
});

test('a modal and a notification appear and go (cookie settings)', async ({ page }) => {
  await page.goto('/en/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Customise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('cookie-save').click();
  await expect(dialog).toHaveCount(0);
  const toast = page.getByRole('status').filter({ hasText: 'Your cookie settings are saved' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 6000 });
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});

test('an unknown page shows the error page with the code as an image', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Error 404' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an information page loads its content in the current language', async ({ page }) => {
  await page.goto('/ru/information/responsiblegaming');
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page).toHaveURL(/\/en\/information\/responsiblegaming$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(/Responsible/i);
});

test('the shell does not shift while the configuration and dictionary arrive (CLS < 0.1)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/ru/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.1);
});

test('the main menu keeps clear of the header tools: what does not fit goes under More, in both directions', async ({
  page,
}) => {
  // The demo brands list sections that have not landed switched off (ADR 0017); this layout check
  // needs a bar too full for the header, so the page gets the configured menu with every item on.
  await fetchFirstScreenData(page);
  await page.route('**/web-api/api/web/site/v1/config**', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    for (const item of json.data.attributes.settings.header.menu) item.visible = true;
    await route.fulfill({ response, json });
  });
  const clear = async () => {
    const nav = page.getByRole('navigation', { name: /^(Главное меню|القائمة الرئيسية)$/ });
    await expect(nav.getByRole('link').first()).toBeVisible();
    return page.evaluate(() => {
      const nav = document.querySelector('header nav') as HTMLElement;
      const tools = nav.nextElementSibling as HTMLElement;
      const rtl = document.documentElement.dir === 'rtl';
      const edge = tools.getBoundingClientRect();
      const shown = [...nav.querySelectorAll(':scope > ul > li')].filter(
        (li) => getComputedStyle(li).visibility !== 'hidden',
      );
      const clashes = shown.filter((li) => {
        const box = li.getBoundingClientRect();
        return rtl ? box.left < edge.right : box.right > edge.left;
      });
      return { shown: shown.length, clashes: clashes.length };
    });
  };
  // The menu follows the width after a resize (a ResizeObserver), so each check waits for it.
  const settled = async () => {
    await expect.poll(async () => (await clear()).clashes).toBe(0);
    return (await clear()).shown;
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ru/');
  const wide = await settled();
  await page.setViewportSize({ width: 1100, height: 900 });
  expect(await settled()).toBeLessThan(wide);
  // What left the bar is under More.
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('button', { name: 'Ещё' }).hover();
  await expect(page.getByRole('link', { name: 'Виртуальный спорт' })).toBeVisible();
  await page.goto('/ar/');
  await settled();
});
