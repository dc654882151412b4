import { expect, test } from '@playwright/test';

// Findable pages (issue 19, ADR 0024): the server sends each page's SEO title and tags, a client-side
// navigation keeps the tab's title, description and canonical on the page shown (from the spec's
// page-data call), and the footer answers the section's questions in an FAQ that opens.

async function acceptNecessaryCookies(page: import('@playwright/test').Page) {
  const necessary = page.getByRole('button', { name: 'Necessary only' });
  if (await necessary.isVisible().catch(() => false)) await necessary.click();
}

test('a client navigation updates the title, description and canonical, and the footer FAQ opens', async ({ page }) => {
  await page.goto('/en/');
  await acceptNecessaryCookies(page);
  await expect(page).toHaveTitle('Fairline — sports betting online, line and live odds');

  // The footer's FAQ: a question opens to its answer.
  const seo = page.getByRole('region', { name: 'About betting here' });
  const question = seo.getByText('How do I place a bet?', { exact: true });
  await question.scrollIntoViewIfNeeded();
  const answer = seo.getByText(/Pick a price on any game/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();

  // A link in the footer navigates without a page load: the head follows the page shown.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole('navigation', { name: 'Footer menu' }).getByRole('link', { name: 'Rules', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/information\/rules$/);
  await expect(page).toHaveTitle('Betting rules — Fairline');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Betting rules: information for players of Fairline.',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/information\/rules$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/ru\/information\/rules$/,
  );
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Back on the home page the title is the home's again.
  await page.goBack();
  await expect(page).toHaveTitle('Fairline — sports betting online, line and live odds');
});

test('the results and promotions pages carry their own SEO, and a campaign page takes the campaign’s name', async ({
  page,
}) => {
  await page.goto('/en/results');
  await acceptNecessaryCookies(page);
  await expect(page).toHaveTitle('Sports results and final scores — Fairline');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/results$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

  await page.goto('/en/promo');
  await expect(page).toHaveTitle('Promotions and bonuses — Fairline');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/promo$/);

  // A client-side navigation to a campaign's page: the head names the campaign, not the line.
  const card = page.getByTestId('promotion-card').filter({ hasText: 'Sport welcome bonus' });
  await card.getByRole('link', { name: 'Terms and details' }).click();
  await expect(page).toHaveURL(/\/en\/promo\/welcome-sport$/);
  await expect(page).toHaveTitle('Sport welcome bonus — Fairline');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/promo\/welcome-sport$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /first deposit is doubled/);
});
