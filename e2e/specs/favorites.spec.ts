import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import { registerByPhone } from '../support/money-journey';

// Issue 23, section 1 (ADR 0035): a guest stars a game, which the browser keeps; after signing up the
// star is still lit, because the guest's list was migrated into the account (migrate/Games); the
// favourites page lists the game with its prices, and unstarring removes it. A championship's star
// shows the championship in the sports menu's favourites block.

interface FavoriteGamesAnswer {
  Success: boolean;
  Value: { Id: number; ConstId: number }[];
}

/** The player's games as the server keeps them (the page's cookies). */
async function serverGames(page: Page): Promise<FavoriteGamesAnswer['Value']> {
  const res = await page.request.get('/service-api/favorites/v1/Favorite/Games?lng=en');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as FavoriteGamesAnswer).Value;
}

const gameStars = (page: Page) => page.locator('[data-testid^="fav-star-games-"]');

test('a guest’s starred game is kept through sign-up and listed with prices on the favourites page', async ({
  page,
}) => {
  await page.goto('/en/line/football');
  const star = gameStars(page).first();
  await expect(star).toBeEnabled();
  const testId = (await star.getAttribute('data-testid')) ?? '';
  const gameId = Number(testId.replace('fav-star-games-', ''));
  await star.click();
  await expect(page.getByTestId(testId)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favorites-block').getByRole('link', { name: /Favourite games\s*1/ })).toBeVisible();

  // The guest signs up; the next page load carries the guest's list into the account.
  await registerByPhone(page);
  await page.reload();
  await expect(page.getByTestId(testId)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await serverGames(page)).map((g) => g.Id)).toContain(gameId);

  await page
    .getByTestId('favorites-block')
    .getByRole('link', { name: /Favourite games/ })
    .click();
  await expect(page).toHaveURL(/\/en\/favorites$/);
  const list = page.getByTestId('favorites-page');
  const row = list.getByTestId(testId).locator('xpath=..');
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /, \d+\.\d{2}/ }).first()).toBeVisible();

  await list.getByTestId(testId).click();
  await expect(list.getByTestId(testId)).toHaveCount(0);
  await expect(list.getByText('No favourite games yet', { exact: false })).toBeVisible();
  await expect.poll(async () => (await serverGames(page)).length).toBe(0);
});

test('a championship’s star puts it in the sports menu’s favourites block', async ({ page }) => {
  await page.goto('/en/line/football');
  const champStar = page.locator('[data-testid^="fav-star-champs-"]').first();
  await expect(champStar).toBeEnabled();
  const name = ((await champStar.getAttribute('aria-label')) ?? '').replace('Add to favourites: ', '');
  await champStar.click();
  const block = page.getByTestId('favorites-block');
  await expect(block.getByRole('link', { name })).toBeVisible();
  // Unstarred from the block, it leaves it.
  await block.getByRole('button', { name: `Remove from favourites: ${name}` }).click();
  await expect(block.getByRole('link', { name })).toHaveCount(0);
});

const MINUTE = 60_000;
const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).ok()).toBe(true);

/** The simulation follows the clock: move it on to an hour with live football. */
async function ensureLiveFootball(request: APIRequestContext) {
  for (let hour = 0; hour < 24; hour++) {
    const res = await request.get('/service-api/LiveFeed/Get1x2_VZip?sports=1&count=10&lng=en');
    if ((((await res.json()) as { Value: unknown[] | null }).Value ?? []).length >= 4) return;
    await advance(request, 60 * MINUTE);
  }
  throw new Error('No live football anywhere in a simulated day');
}

test('live favourites update over /ws on the favourites page', async ({ page }) => {
  test.setTimeout(120_000);
  await ensureLiveFootball(page.request);
  const sent: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (frame) => sent.push(String(frame.payload))));
  await page.goto('/en/live/football');
  const stars = gameStars(page);
  await expect(stars.first()).toBeEnabled();
  for (let i = 0; i < 4; i++) await stars.nth(i).click();
  await page
    .getByTestId('favorites-block')
    .getByRole('link', { name: /Favourite games/ })
    .click();
  const list = page.getByTestId('favorites-page');
  await expect(list.getByRole('heading', { name: 'Live' })).toBeVisible();
  // The page subscribes to its live games' topics…
  await expect.poll(() => sent.some((f) => f.includes('"sub"') && f.includes('feed:game:'))).toBe(true);
  // …and their price moves arrive without a reload (a moved price shows its direction for a moment).
  const moved = list.getByRole('button', { name: /, odds (up|down)$/ }).first();
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await advance(page.request, 5 * MINUTE);
    await expect(moved).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 90_000 });
});
