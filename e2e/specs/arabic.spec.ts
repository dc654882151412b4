import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';

// Arabic pages (issue 18): numbers inside right-to-left text — a start date, a handicap line, a
// score — keep their characters and their left-to-right order on screen, and a live game between
// halves reads "half time" in Arabic with no frozen minute; sports, championships (with their
// country), breadcrumbs and the tab's title read in Arabic. Needs the server in test mode for
// POST /dev/clock/advance.

const MINUTE = 60_000;
const LRI = '\u2066';
const PDI = '\u2069';

interface FeedGame {
  I: number;
  S: number;
  SC?: { BR?: number; CPS?: string; TS?: number };
  E?: { G: number; T: number; P?: number }[];
}

async function feedGames(request: APIRequestContext, feed: 'LiveFeed' | 'LineFeed'): Promise<FeedGame[]> {
  const res = await request.get(`/service-api/${feed}/Get1x2_VZip?sports=1&count=200&lng=en`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { Value: FeedGame[] | null }).Value ?? [];
}

/** A live football game at half time: the clock moves on five minutes at a time until one is there. */
async function gameAtHalfTime(request: APIRequestContext): Promise<FeedGame> {
  for (let step = 0; step < 36; step++) {
    const found = (await feedGames(request, 'LiveFeed')).find((g) => g.SC?.BR === 2);
    if (found) return found;
    const res = await request.post('/dev/clock/advance', { headers: CSRF, data: { ms: 5 * MINUTE } });
    expect(res.ok()).toBe(true);
  }
  throw new Error('No football game reached half time in three simulated hours');
}

/**
 * Where each character of an element's text is drawn, left to right on screen: the visual order a
 * reader meets, which the DOM order alone does not prove on a right-to-left page.
 */
async function drawnOrder(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const placed: { ch: string; x: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const ch = text[i] ?? '';
        if (!/[0-9:/.+\u2212-]/.test(ch)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) placed.push({ ch, x: box.left });
      }
    }
    return placed
      .sort((a, b) => a.x - b.x)
      .map((p) => p.ch)
      .join('');
  });
}

const plain = (text: string | null) => (text ?? '').replaceAll(LRI, '').replaceAll(PDI, '').trim();

async function openInArabic(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a live game at half time in Arabic: the break named, no minute, the scores in order', async ({ page }) => {
  test.setTimeout(120_000);
  const game = await gameAtHalfTime(page.request);
  await openInArabic(page, `/ar/live/game/${game.I}`);

  await expect(page.getByTestId('live-period')).toHaveText('بين الشوطين');
  await expect(page.getByTestId('live-minute')).toHaveCount(0);

  const score = page.getByTestId('live-score');
  const [s1, s2] = plain(await score.textContent()).split(/\D+/);
  expect(await drawnOrder(score)).toBe(`${s1}:${s2}`);
  // The first half's score beside its Arabic name, drawn "1:0" as written.
  const halfScore = page.getByTestId('period-score').first();
  await expect(halfScore).toHaveText(/^\d+:\d+$/);
  expect(await drawnOrder(halfScore)).toBe(plain(await halfScore.textContent()));
  // Periods are spelled out in Arabic ("الشوط الأول"), never "الشوط 1".
  await expect(page.getByRole('list', { name: 'نتائج الفترات' })).toContainText('الشوط الأول');
});

test('the line in Arabic: a start date and a handicap line keep their order on screen', async ({ page }) => {
  // A simulated game is days away from the browser's own clock, so its start shows a date and a time.
  const [game] = await feedGames(page.request, 'LineFeed');
  if (!game) throw new Error('no football in the line');

  await openInArabic(page, `/ar/line/game/${game.I}`);
  const start = page.getByTestId('game-start');
  const shown = plain(await start.textContent());
  // "27/11 15:00": day/month with Western digits, no direction marks, drawn in the same order.
  expect(shown).toMatch(/^\d{2}\/\d{2} \d{2}:\d{2}/);
  expect(shown).not.toMatch(/[\u200e\u200f\u061c]/);
  expect(await drawnOrder(start)).toBe(shown.replace(/[^0-9:/]/g, ''));

  // The handicap market: short labels "هـ1 (−1.5)" with a true minus, the sign drawn before its digits.
  const handicap = page
    .locator('section')
    .filter({ has: page.getByRole('button', { name: 'الفارق (هانديكاب)', exact: true }) });
  const label = handicap.getByRole('button', { name: /بفارق/ }).first().locator('span').first();
  const text = plain(await label.textContent());
  expect(text).toMatch(/^هـ[12] \((?:[+\u2212]\d+(?:\.\d+)?|0)\)$/);
  expect(await drawnOrder(label)).toBe(drawnDigitsOf(text));
});

/**
 * The number characters of a handicap label as an Arabic page draws them, left to right: the isolated
 * line in its own order at the left, then the "1" or "2" of "هـ1" at the right.
 */
function drawnDigitsOf(text: string): string {
  const line = /\((.+)\)/.exec(text)?.[1] ?? '';
  const team = /^هـ(\d)/.exec(text)?.[1] ?? '';
  return `${line}${team}`;
}

test('a championship page in Arabic: the sport, the championship with its country, the crumbs and the tab title', async ({
  page,
}) => {
  // England's Premier League (champ 1): "Premier League" is also Russia's, Kazakhstan's and Egypt's.
  await openInArabic(page, '/ar/line/football/1');

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('إنجلترا. الدوري الممتاز');
  const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' });
  await expect(crumbs.getByRole('link')).toHaveText(['قبل المباراة', 'كرة القدم']);
  await expect(crumbs).toContainText('إنجلترا. الدوري الممتاز');
  // The page's SEO title once its page data came ("<league>: odds — <brand>"), the page's name before.
  await expect(page).toHaveTitle(/^إنجلترا\. الدوري الممتاز(: الاحتمالات)? — /);

  // Every championship header on the page is in Arabic script, none in Latin only.
  const html = await page.locator('main').innerText();
  expect(html).not.toContain('Premier League');
  expect(html).not.toContain('England');
});

test('a sport page in Arabic: the sidebar, the heading and the tab title name the sport in Arabic', async ({
  page,
}) => {
  await openInArabic(page, '/ar/line/basketball');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('كرة السلة');
  // The page's own name first, then its SEO title ("Betting on basketball — Fairline", ADR 0024): both name the sport.
  await expect(page).toHaveTitle(/كرة السلة — Fairline$/);
  await expect(page.getByRole('link', { name: /كرة القدم/ }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Basketball');
});
