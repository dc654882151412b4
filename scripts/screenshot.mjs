// Takes screenshots of pages in Debian's Chromium: node scripts/screenshot.mjs <url> <out.png> [width] [theme]
import { chromium } from '@playwright/test';

const [url, out, width = '1366', theme = 'light'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [light|dark]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 800 ? 800 : 900 } });
await page.addInitScript((t) => localStorage.setItem('fl-ui', JSON.stringify({ theme: t })), theme);
await page.goto(url, { waitUntil: 'networkidle' });
// A brand's default theme applies until the player chooses one: choose as a player would.
if ((await page.locator(`html[data-theme="${theme}"]`).count()) === 0) {
  await page.getByTestId('theme-toggle').first().click({ timeout: 2000 });
}
await page.waitForTimeout(400);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
