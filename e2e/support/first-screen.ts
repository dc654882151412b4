import type { Page } from '@playwright/test';

const INLINE_DATA = /<script type="application\/json" id="fl-first-screen">[^<]*<\/script>/;
/** The server-rendered markup: `#root` is the last element of the body, before its scripts. */
const SERVER_MARKUP = /<div id="root">[\s\S]*<\/div>(?=\s*(?:<script|<\/body>))/;

/**
 * Serves the pages without their inline first-screen data and server-rendered markup (ADR 0026), so
 * the browser fetches the site configuration, the dictionary and the first feed answers itself and
 * renders the page, as it does when they are absent: for tests that rewrite one of those answers
 * with `page.route`.
 */
export async function fetchFirstScreenData(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const page = (await response.text()).replace(INLINE_DATA, '').replace(SERVER_MARKUP, '<div id="root"></div>');
    await route.fulfill({ response, body: page });
  });
}
