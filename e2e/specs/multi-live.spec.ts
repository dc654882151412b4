import { expect, type Page, test } from '@playwright/test';

// Issue 23 §5 (ADR 0059): multi-live shows up to four live games side by side, chosen from the live
// list; the choice persists on the device (and in ?games=), a panel's price goes to the slip, and a
// phone shows two panels and swipes to the rest.

async function acceptCookies(page: Page) {
  await page
    .getByTestId('cookie-banner')
    .getByRole('button', { name: 'Accept all' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

interface LiveGame {
  I: number;
  O1: string;
  O2: string;
  S: number;
}

/**
 * The live list's first `count` games (the pages' own list), the most recently started first: the furthest
 * from their end, whatever the clock did before.
 */
async function newestLive(page: Page, sports = '', count = 200): Promise<LiveGame[]> {
  const res = await page.request.get(`/service-api/LiveFeed/Get1x2_VZip?${sports}count=${count}&lng=en`);
  const listed = ((await res.json()) as { Value: LiveGame[] }).Value;
  return [...listed].sort((x, y) => y.S - x.S || y.I - x.I);
}

/** Whether the feed still serves the game as one (a listed game may have ended since the list was read). */
async function servedAsGame(page: Page, id: number): Promise<boolean> {
  const res = await page.request.get(`/service-api/LiveFeed/GetGameZip?id=${id}&lng=en`);
  return Boolean(((await res.json()) as { Value?: unknown }).Value);
}

/** The newest live game besides `taken` that the feed still serves as a game. */
async function liveGameBesides(page: Page, taken: readonly number[]): Promise<number | undefined> {
  for (const g of await newestLive(page)) {
    if (!taken.includes(g.I) && (await servedAsGame(page, g.I))) return g.I;
  }
  return undefined;
}

/**
 * Picks three live games of the picker's sport, the most recently started (another spec on the same server
 * may have moved the clock, leaving the oldest live games minutes from their end); returns their names as
 * the panels label them.
 */
async function pickThree(page: Page): Promise<string[]> {
  const picker = page.getByTestId('multi-live-picker');
  const choices = picker.getByRole('button', { name: /^Add .+ to multi-live$/ });
  await expect(choices.nth(2)).toBeVisible();
  const labels = (await choices.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map(
    (label) => label.replace(/^Add (.+) to multi-live$/, '$1'),
  );
  // Two live games may share their teams' names (a later fixture of the same pair): pick only unique ones,
  // by position in the list, so each click and each panel names one game.
  const unique = labels
    .map((name, i) => ({ name, i }))
    .filter(({ name }) => labels.indexOf(name) === labels.lastIndexOf(name));
  const order = new Map((await newestLive(page)).map((g, i) => [`${g.O1} – ${g.O2}`, i]));
  const picked = unique.sort((a, b) => (order.get(a.name) ?? 1e9) - (order.get(b.name) ?? 1e9)).slice(0, 3);
  for (const { i } of picked) {
    const choice = choices.nth(i);
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
  }
  return picked.map(({ name }) => name);
}

const gamesInUrl = (page: Page) => new URL(page.url()).searchParams.get('games')?.split(',') ?? [];

test('three live games chosen from the picker show scoreboards and prices, bet from a panel, persist over a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/live');
  await acceptCookies(page);
  // The live section links to multi-live.
  await page.getByTestId('multi-live-link').click();
  await expect(page).toHaveURL(/\/en\/multi-live$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-live' })).toBeVisible();

  const names = await pickThree(page);
  const panels = page.getByTestId('multi-live-panel');
  await expect(panels).toHaveCount(3);
  for (const name of names) {
    const panel = page.getByRole('article', { name });
    await expect(panel.getByTestId('multi-live-score')).toHaveText(/^\d+:\s*–?\s*\d+$/);
    await expect(panel.getByRole('button', { pressed: false }).first()).toBeVisible();
  }
  // The selection is in the address, to share.
  expect(gamesInUrl(page)).toHaveLength(3);

  // A panel's price goes to the slip.
  const first = page.getByRole('article', { name: names[0] });
  const offered = first.locator('[aria-pressed="false"]:not([aria-disabled])').first();
  const priceName = (await offered.getAttribute('aria-label')) ?? '';
  // Found again by its outcome ("1 2.10, Arsenal to win"), not its price: a live price may move between the two reads.
  const outcome = (priceName.split(', ')[1] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const price = first.getByRole('button', { name: new RegExp(`, ${outcome}(,|$)`) }).first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await expect(slip.getByText(names[0] ?? '', { exact: false })).toBeVisible();

  // Reloaded without the query, the device's stored selection comes back, in the order chosen.
  const ids = gamesInUrl(page);
  await page.goto('/en/multi-live');
  await expect(panels).toHaveCount(3);
  for (const name of names) await expect(page.getByRole('article', { name })).toBeVisible();
  await expect.poll(() => gamesInUrl(page)).toEqual(ids);

  // Removing one leaves the other two.
  await page.getByRole('button', { name: `Remove ${names[1]} from multi-live` }).click();
  await expect(panels).toHaveCount(2);
  await expect.poll(() => gamesInUrl(page)).toEqual([ids[0], ids[2]]);
});

test('a shared ?games= link opens those games, dropping invalid and unknown ids; a phone shows two panels and swipes to the third; a game page adds a fourth', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Four live games (any sport) the feed serves as games, newest first, with unique names (a panel is found
  // by its game's name). Another spec on this server may just have moved the clock by hours: until the
  // live list is published again it can still name games that have ended, so it is read until four answer.
  const nameOf = (g: LiveGame) => `${g.O1} – ${g.O2}`;
  let found: LiveGame[] = [];
  await expect
    .poll(
      async () => {
        const all = await newestLive(page);
        const unique = all.filter((g) => all.filter((o) => nameOf(o) === nameOf(g)).length === 1);
        found = [];
        for (const g of unique) {
          if (found.length === 4) break;
          if (await servedAsGame(page, g.I)) found.push(g);
        }
        return found.length;
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(4);
  const games = found.slice(0, 3);
  const ids = games.map((g) => g.I);
  const [a, b, c] = ids;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/multi-live?games=${a},abc,${b},999999999,${c},${a}`);
  await acceptCookies(page);
  const panels = page.getByTestId('multi-live-panel');
  await expect(panels).toHaveCount(3);
  // The unknown id left the live feed: it drops out with a note; the malformed one never counts.
  await expect(page.getByTestId('multi-live-notes')).toContainText('no longer live');
  await expect.poll(() => gamesInUrl(page)).toEqual([String(a), String(b), String(c)]);

  const grid = page.getByTestId('multi-live-grid');
  const inView = async () => {
    const box = await grid.boundingBox();
    const boxes = await Promise.all((await panels.all()).map((p) => p.boundingBox()));
    return boxes.map((p) => !!p && !!box && p.x >= box.x - 1 && p.x + p.width <= box.x + box.width + 1);
  };
  // Two panels fill the phone's width; the third waits beside them.
  await expect.poll(inView).toEqual([true, true, false]);
  await expect(page.getByRole('article', { name: `${games[0]?.O1} – ${games[0]?.O2}` })).toBeVisible();

  // A swipe (a horizontal scroll that snaps the second panel to the start) brings the third into view.
  await panels.nth(1).evaluate((el) => el.scrollIntoView({ inline: 'start', block: 'nearest', behavior: 'instant' }));
  await expect.poll(inView).toEqual([false, true, true]);
  await expect(panels.nth(2).getByTestId('multi-live-score')).toBeVisible();
  // The strip scrolls inside itself: the page never grows wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A live game's page adds its game as the fourth: one still live now, as the steps above took a while
  // (the first pick may have ended since, on a clock another spec moves), and once the page has hydrated.
  let added: number | undefined;
  await expect
    .poll(async () => {
      added = await liveGameBesides(page, ids);
      return added;
    })
    .toBeDefined();
  await page.goto(`/en/live/game/${added}`);
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  await page.getByTestId('add-to-multi-live').click();
  await expect(panels).toHaveCount(4);
  await expect.poll(() => gamesInUrl(page)).toEqual([a, b, c, added].map(String));
});
