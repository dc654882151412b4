import { expect, test } from '@playwright/test';

// Issue 23, section 2 (ADR 0041): a game's statistics open from its page — a modal 1024 wide on
// desktop — with both teams' form, head-to-head and the standings, and the odds graph; a malformed
// statistics path shows the spec's error and answers 404.

interface LineGame {
  I: number;
  CI: number;
  O1: string;
  O2: string;
}

async function firstFootballGame(request: import('@playwright/test').APIRequestContext): Promise<LineGame> {
  const res = await request.get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=5&lng=en&partner=1');
  const games = ((await res.json()) as { Value: LineGame[] }).Value;
  const game = games[0];
  if (!game) throw new Error('no football in the line');
  return game;
}

test('a line game’s statistics open in a modal: form of both sides, standings, then the odds graph', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const game = await firstFootballGame(page.request);
  await page.goto(`/en/line/game/${game.I}`);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();

  await page.getByTestId('statistics-link').click();
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await expect(dialog).toBeVisible();
  const box = await page.getByTestId('statistics-frame').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(1024);
  expect(box?.width).toBeGreaterThan(900);

  const stats = page.frameLocator('[data-testid="statistics-frame"]');
  await expect(stats.getByTestId('statistics-game')).toContainText(game.O1);
  const form = stats.getByTestId('statistics-form');
  await expect(form).toContainText(game.O1);
  await expect(form).toContainText(game.O2);
  await expect(form.getByTestId('form')).toHaveCount(2);
  await expect(form.getByTestId('form').first().locator('b')).toHaveCount(5);
  const standings = stats.getByTestId('standings');
  await expect(standings.getByRole('row').filter({ hasText: game.O1 })).toHaveCount(1);
  await expect(standings.getByRole('row').filter({ hasText: game.O2 })).toHaveCount(1);

  await stats.getByRole('link', { name: 'Odds graph' }).click();
  await expect(stats.getByTestId('statistics-graph')).toContainText('Odds history: 1X2');
  await expect(stats.getByTestId('odds-chart').locator('path')).toHaveCount(3);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a game row of the line carries the statistics icon: it opens that game’s statistics in the modal', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const game = await firstFootballGame(page.request);
  await page.goto('/en/line/football');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const row = page
    .locator('div')
    .filter({ has: page.getByRole('link', { name: new RegExp(game.O1) }) })
    .last();
  await row.getByTestId('statistics-link').click();
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await expect(dialog).toBeVisible();
  await expect(page.frameLocator('[data-testid="statistics-frame"]').getByTestId('statistics-game')).toContainText(
    game.O1,
  );
});

test('on a phone the statistics icon opens the statistics page itself', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const game = await firstFootballGame(page.request);
  await page.goto(`/en/line/game/${game.I}`);
  await page.getByTestId('statistics-link').click();
  await expect(page).toHaveURL(new RegExp(`/en/statisticpopup/game/1/${game.CI}/main$`));
  await expect(page.getByTestId('statistics-form')).toContainText(game.O2);
});

test('a malformed statistics path shows “Wrong input param” and answers 404', async ({ page }) => {
  for (const [path, message] of [
    ['/en/statisticpopup/cyber/1/12', 'Wrong input param sportId: 1'],
    ['/en/statisticpopup/game/1/12x', 'Wrong input param gameId: 12x'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('statistics-error')).toHaveText(message);
  }
});
