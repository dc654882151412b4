import { type APIRequestContext, devices, expect, type Page, test } from '@playwright/test';

// The first screens of a live game page and of the casino lobby (issue 19, ADR 0026): rendered by the
// server with their data inline, they hydrate the very nodes the server sent and nothing on them moves
// when the scripts run (the match centre and the lobby's grid are there at the first paint).

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 5'];
const TABLE_TENNIS = 10;

interface LiveGame {
  I: number;
  SC?: { BR?: number; CPS?: string };
}

/** A live table tennis game in play (it has a match centre with the table), as the bench measures. */
async function liveGame(request: APIRequestContext): Promise<number> {
  const res = await request.get(`/service-api/LiveFeed/Get1x2_VZip?sports=${TABLE_TENNIS}&count=50&lng=en`);
  const games = ((await res.json()) as { Value: LiveGame[] | null }).Value ?? [];
  const game = games.find((g) => g.SC?.CPS !== 'Finished' && g.SC?.BR === undefined) ?? games[0];
  if (!game) throw new Error('no live table tennis game at the simulated start');
  return game.I;
}

/**
 * Loads a page and reports: whether the server's first node is still the page's after hydration, the
 * layout shifts until half a second after hydration (sum, and the elements moved), and where `selector`
 * was in the server's markup and right as the page hydrated (a live page changes after that, with its
 * live updates: not the subject here).
 */
async function loadAndWatch(page: Page, path: string, selector: string) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript((sel) => {
    type Watch = {
      cls: number;
      shifted: string[];
      node?: Element | null;
      before?: number;
      after?: number;
      done?: boolean;
    };
    const w = window as unknown as { fl: Watch };
    w.fl = { cls: 0, shifted: [] };
    new PerformanceObserver((list) => {
      if (w.fl.done) return;
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.fl.cls += entry.value;
        for (const s of entry.sources) w.fl.shifted.push((s.node as Element | undefined)?.className?.toString() ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // In the document, not the viewport: a scroll (the rail bringing its chosen item into view) is no shift.
    const top = () => {
      const box = document.querySelector(sel)?.getBoundingClientRect();
      return box && box.top + window.scrollY;
    };
    // The server's markup as first painted, before any script of the page ran (the entry loads after
    // the first paint). Not at DOMContentLoaded: it no longer waits for the stylesheet (no deferred
    // script in the page), and the frame before the first paint is the first with the styles applied.
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      w.fl.node = root?.firstElementChild;
      requestAnimationFrame(() => {
        w.fl.before = top();
      });
      if (!root) return;
      new MutationObserver((_, observer) => {
        if (!root.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        w.fl.after = top();
        setTimeout(() => {
          w.fl.done = true;
        }, 500);
      }).observe(root, { attributes: true });
    });
  }, selector);
  // A render past the server's time cap (a busy machine) sends the shell: that load proves nothing here.
  for (let attempt = 1; ; attempt++) {
    await page.goto(path);
    await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    await page.waitForFunction(() => (window as unknown as { fl: { done?: boolean } }).fl.done === true);
    const seen = await page.evaluate(() => {
      const w = window as unknown as {
        fl: { cls: number; shifted: string[]; node?: Element | null; before?: number; after?: number };
      };
      return {
        kept: w.fl.node?.isConnected === true,
        cls: w.fl.cls,
        shifted: w.fl.shifted,
        before: w.fl.before,
        after: w.fl.after,
      };
    });
    if (seen.before !== undefined || attempt === 3) return { ...seen, errors };
  }
}

test.describe('on a phone', () => {
  test.use(phone);

  test('a live game page arrives with its match centre, and its market groups do not move when it hydrates', async ({
    page,
  }) => {
    const id = await liveGame(page.request);
    // The server's first renders after its start may run past their time cap and send the shell.
    await expect
      .poll(async () => (await page.request.get(`/en/live/game/${id}`)).text(), { timeout: 20_000 })
      .toContain('aria-label="Match centre"');
    const seen = await loadAndWatch(page, `/en/live/game/${id}`, 'div[class^="_groups"]');
    expect(seen.kept).toBe(true);
    expect(seen.before).toBeDefined();
    expect(seen.after).toBeDefined();
    expect(
      Math.abs((seen.after ?? 0) - (seen.before ?? 0)),
      `top before ${seen.before}, after ${seen.after}`,
    ).toBeLessThan(1);
    expect(seen.cls, `shifted: ${seen.shifted.join(', ')}`).toBeLessThan(0.05);
    await expect(page.getByRole('tab', { name: 'Tracker' })).toBeVisible();
    expect(seen.errors).toEqual([]);
  });

  test('the casino lobby arrives with its rail and tiles, and the grid keeps its place and size when it hydrates', async ({
    page,
  }) => {
    await expect
      .poll(async () => (await page.request.get('/en/casino')).text(), { timeout: 20_000 })
      .toContain('data-testid="casino-grid"');
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const seen = await loadAndWatch(page, '/en/casino', '[data-testid="casino-grid"]');
    expect(seen.kept).toBe(true);
    expect(
      Math.abs((seen.after ?? 0) - (seen.before ?? 0)),
      `top before ${seen.before}, after ${seen.after}`,
    ).toBeLessThan(1);
    expect(seen.cls, `shifted: ${seen.shifted.join(', ')}`).toBeLessThan(0.05);
    // The catalogue came with the page.
    expect(asked.filter((p) => p.endsWith('/web-api/casino/v1/lobby'))).toEqual([]);
    await expect(page.getByTestId('casino-grid').locator('[data-testid^="casino-tile-"]').first()).toBeVisible();
    expect(seen.errors).toEqual([]);
  });
});

test.describe('with scripts blocked', () => {
  test.use({ javaScriptEnabled: false });

  test('the casino lobby shows its title, categories with counts and game tiles from the HTML alone', async ({
    page,
  }) => {
    await page.goto('/en/casino');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('casino-category-slots')).toContainText(/\d/);
    const tiles = page.getByTestId('casino-grid').locator('[data-testid^="casino-tile-"]');
    expect(await tiles.count()).toBeGreaterThan(0);
    const box = await page.getByTestId('casino-grid').boundingBox();
    expect(box?.height).toBeGreaterThan(100);
  });
});
