import { test } from '@playwright/test';
test('look', async ({ page }) => {
  for (const [lang, w, h, theme] of [['ru', 1366, 900, 'dark'], ['ar', 390, 844, 'light']] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`/${lang}/line/football`);
    const prices = page.getByRole('button', { name: /\d[.,]\d{2}$/ });
    await prices.first().waitFor();
    await prices.nth(0).click();
    if (w < 800) { await page.locator('nav a[href$="/coupon"]').click(); await page.waitForTimeout(500); }
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.getByRole('switch', { name: /Автоставка|تلقائي/ }).click();
    await page.locator('input[inputmode=decimal]').first().fill('25');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/auto-${lang}.png`, fullPage: w < 800 });
    await page.evaluate(() => localStorage.clear());
  }
});
