import { type Browser, expect, type Page, test } from '@playwright/test';

// Taps before hydration (issue 19, ADR 0026 "Taps before hydration"). A tap on a game link as the page
// loads was sometimes lost: at a desktop width whose games list is narrower than 720 px, the server
// painted the list wide and the browser, measuring it after hydration, added the phone's price-group
// switch above it and shortened its rows, so the list moved down 37 px and the tap landed between rows.
// The list now takes its narrow layout from its own width in CSS, before any script runs.

/** Playwright's desktop size: the games list there is 656 px wide, under the 720 px bound. */
test.use({ viewport: { width: 1280, height: 720 } });

const LIVE_GAME = 'a[href*="/en/live/game/"]';
const LINE_GAME = 'a[href*="/en/line/game/"]';

/** The tops and lefts of the first game links, by address. */
function linkBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((links) =>
    links.slice(0, 6).map((a) => {
      const box = a.getBoundingClientRect();
      return { href: a.getAttribute('href'), top: Math.round(box.top), left: Math.round(box.left) };
    }),
  );
}

async function serverPainted(browser: Browser, path: string, selector: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(path);
  const boxes = await linkBoxes(page, selector);
  const switchShown = await page.getByTestId('column-groups').isVisible();
  await context.close();
  return { boxes, switchShown };
}

test("the line's game links stand where the server painted them once the page has hydrated", async ({
  page,
  browser,
}) => {
  // A server just started may render its first page before its feed has games: asked again until it has.
  let server = { boxes: [] as Awaited<ReturnType<typeof linkBoxes>>, switchShown: false };
  await expect(async () => {
    server = await serverPainted(browser, '/en/line/football', LINE_GAME);
    expect(server.boxes.length).toBeGreaterThan(2);
  }).toPass();
  const { boxes: painted, switchShown } = server;
  await page.goto('/en/line/football');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  // Polled: a list that moved after hydration never comes back, one that stayed passes at once.
  await expect.poll(() => linkBoxes(page, LINE_GAME)).toEqual(painted);
  // The phone's price-group switch (this list is narrow) is in the painted page, not added above it later.
  expect(switchShown).toBe(true);
  await expect(page.getByTestId('column-groups')).toBeVisible();
});

for (const [path, selector] of [
  ['/en/live', LIVE_GAME],
  ['/en/line/football', LINE_GAME],
] as const) {
  test(`a tap on a game link as ${path} loads opens that game`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && /navigate\(\)/.test(m.text()) && warnings.push(m.text()));
    await page.goto(path);
    const link = page.locator(selector).first();
    const href = await link.getAttribute('href');
    // At once, without waiting for `#root[data-hydrated]`.
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    expect(warnings).toEqual([]);
  });
}
