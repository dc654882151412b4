import { expect, type Page, test } from '@playwright/test';

// The home page and the lists (issue 18, "Home and lists"): the home opens on events with prices,
// ranked by popularity (the pinned Saturday afternoon has the major football leagues on), a tap on a
// price puts it in the slip, and the sports menu follows the page (Live on a live page, cyber sports
// only on the cyber pages).

/** A card's price button is named by its words first: "<short label> <odds>, <selection>" (decimal by default). */
const PRICE = /^\S+ \d+\.\d{2}, /;
/** The major football leagues, named with their country. */
const MAJOR =
  /^(England\. Premier League|Spain\. LaLiga|Germany\. Bundesliga|Italy\. Serie A|France\. Ligue 1|Champions Cup|Continental Cup)$/;

const section = (page: Page, name: string) =>
  page.getByRole('region', { name }).filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

async function acceptNecessaryCookies(page: Page) {
  const necessary = page.getByRole('button', { name: 'Necessary only' });
  if (await necessary.isVisible().catch(() => false)) await necessary.click();
}

test('a guest opens the home on top live and top matches with prices, above the fold, and a tap puts a price in the slip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await acceptNecessaryCookies(page);
  const live = section(page, 'Top live');
  const line = section(page, 'Top matches');
  await expect(live.getByRole('button', { name: PRICE }).first()).toBeVisible();
  await expect(line.getByRole('button', { name: PRICE }).first()).toBeVisible();
  // The events start above the fold, under the hero.
  const box = await live.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(900);

  // Ranked by popularity: the first top live game is football of a major league, named with its country.
  const firstChamp = live.getByRole('article').first().locator('[data-champ]');
  await expect(firstChamp).toHaveText(MAJOR);

  const price = line.getByRole('button', { name: PRICE }).first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await expect(slip.getByRole('listitem')).toHaveCount(1);

  // The hero, the registration widget and the play-safely panel are still there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Play safely' })).toBeAttached();
});

test('on a phone the home shows top live on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/');
  await acceptNecessaryCookies(page);
  const heading = page.getByRole('heading', { level: 2, name: 'Top live', exact: true });
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
});

test('the sports menu shows Live on a live page and Pre-match on a line page; the cyber pages list cyber sports only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/live');
  await acceptNecessaryCookies(page);
  const menu = page.getByRole('navigation', { name: 'Sports menu' });
  await expect(menu.getByRole('button', { name: /^Live/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(menu.getByRole('button', { name: /^Pre-match/ })).toHaveAttribute('aria-pressed', 'false');

  // The same menu follows a move within the app to a line page.
  await menu.getByRole('button', { name: /^Pre-match/ }).click();
  await menu
    .getByRole('link', { name: /^Football/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/line\/football$/);
  await expect(menu.getByRole('button', { name: /^Pre-match/ })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/cyber');
  await expect(menu.getByRole('heading', { name: 'Cyber sports' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Sports', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: /^Football/ })).toHaveCount(0);
  await expect(section(page, 'Top live').getByRole('button', { name: PRICE }).first()).toBeVisible();

  // A cyber sport in that menu opens its page inside the cyber section, with the cyber menu kept.
  const cyberSport = menu.locator('a[href*="/en/cyber/line/"]').first();
  const href = (await cyberSport.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/en\/cyber\/line\/[a-z0-9-]+$/);
  await cyberSport.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(menu.getByRole('heading', { name: 'Cyber sports' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Cyber sports' }),
  ).toBeVisible();
});
