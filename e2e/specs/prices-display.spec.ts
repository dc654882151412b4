import { OddsFormat, readPrice } from '@fairline/shared/odds/formats';
import { fractionalLadder } from '@fairline/shared/odds/fractional';
import { expect, type Page, test } from '@playwright/test';
import { fetchFirstScreenData } from '../support/first-screen';

// Issue 18, prices and markets as shown: a suspended or withdrawn price is a lock named "Suspended" and
// the 1 X 2 set keeps its columns; correct score 0:0 is labelled; fractional prices are steps of the
// book's fractional ladder that read back as the price; no price is clipped by its button.

const LINE = '/service-api/LineFeed/';
const LADDER_TEXTS = new Set([...fractionalLadder().values()].map((f) => `${f.numerator}/${f.denominator}`));

interface FeedGame {
  I: number;
  SI: number;
  E?: { T: number; G: number; C: number; P?: number; B?: true }[];
}

async function lineGames(page: Page): Promise<FeedGame[]> {
  const res = await page.request.get(`${LINE}Get1x2_VZip?count=50&lng=en&sports=1`);
  expect(res.ok()).toBe(true);
  return (await res.json()).Value as FeedGame[];
}

/** Whether any price in the visible lists is clipped by its button (its text wider than the box). */
async function clippedPrices(page: Page): Promise<string[]> {
  return page.locator('button[aria-pressed] span[dir="ltr"]').evaluateAll((spans) =>
    spans
      .filter((span) => {
        const own = span.getBoundingClientRect();
        const box = (span.closest('button') as HTMLElement).getBoundingClientRect();
        return span.scrollWidth > Math.ceil(own.width) + 1 || own.left < box.left - 0.5 || own.right > box.right + 0.5;
      })
      .map((span) => span.textContent ?? ''),
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
});

test('a suspended X shows a lock named "Suspended" and a withdrawn X keeps its column: the set reads 1 X 2', async ({
  page,
}) => {
  const games = await lineGames(page);
  const [first, second] = games.filter((g) => g.E?.some((o) => o.G === 1 && o.T === 2));
  if (!first || !second) throw new Error('no football line games with a draw price');
  // The feed as the engine would send it when X is suspended in one game and withdrawn in another.
  await fetchFirstScreenData(page);
  await page.route(`**${LINE}Get1x2_VZip**`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const game of body.Value as FeedGame[]) {
      if (game.I === first.I) game.E = game.E?.map((o) => (o.G === 1 && o.T === 2 ? { ...o, B: true } : o));
      if (game.I === second.I) game.E = game.E?.filter((o) => !(o.G === 1 && o.T === 2));
    }
    await route.fulfill({ response, json: body });
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/line/football');
  await expect(page.getByRole('button', { name: /^Draw, suspended$/ }).first()).toBeVisible();
  const locks = page.getByRole('img', { name: 'Suspended' });
  await expect(locks.first()).toBeVisible();
  expect(await locks.count()).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('+0', { exact: true })).toHaveCount(0);
});

test('correct score 0:0 is labelled on the game page', async ({ page }) => {
  const games = await lineGames(page);
  let gameId: number | undefined;
  for (const game of games.slice(0, 10)) {
    const res = await page.request.get(`${LINE}GetGameZip?id=${game.I}&lng=en`);
    const value = (await res.json()).Value as { GE?: { G: number; E: { P?: number }[][] }[] };
    if (value.GE?.some((g) => g.G === 136 && g.E.flat().some((o) => o.P === undefined))) {
      gameId = game.I;
      break;
    }
  }
  if (gameId === undefined) throw new Error('no football game with a correct score 0:0 price');
  await page.goto(`/en/line/game/${gameId}`);
  // Named by its words first (WCAG 2.5.3): "0:0 7.50, Correct score 0:0".
  await expect(
    page.getByRole('button', { name: /^\u2066?0:0\u2069? \S+, Correct score \u2066?0:0\u2069?$/ }),
  ).toBeVisible();
});

test('fractional prices are steps of the book fractional ladder, read back as the price, and no price in any format is clipped at 1440 or 390', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prices = page.locator('button[aria-pressed] span[dir="ltr"]');
  const odds = page.getByRole('combobox', { name: 'Odds', exact: true });
  for (const label of ['Fractional', 'American', 'Hong Kong', 'Indonesian', 'Malaysian', 'Decimal']) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/line/football');
    await odds.selectOption({ label });
    await expect(prices.first()).toBeVisible();
    if (label === 'Fractional') {
      await expect(prices.first()).toHaveText(/^\d+\/\d+$/);
      const shown = (await prices.allTextContents()).map((s) => s.trim());
      expect(shown.length).toBeGreaterThan(10);
      for (const text of shown) {
        expect(LADDER_TEXTS.has(text), `${text} is a ladder fraction`).toBe(true);
        expect(fractionalLadder().get(readPrice(text, OddsFormat.Fractional))).toBeDefined();
      }
    }
    expect(await clippedPrices(page), `${label} at 1440`).toEqual([]);
    // The format is the player's setting: the phone layout shows the same prices in narrower columns.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const url of ['/en/line/football', '/en/sports']) {
      await page.goto(url);
      await expect(prices.first()).toBeVisible();
      expect(await clippedPrices(page), `${label} at 390 on ${url}`).toEqual([]);
    }
  }
});
