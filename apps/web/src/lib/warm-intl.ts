import { yieldToBrowser } from './yield-to-browser';

/**
 * The first `Intl` format a page makes loads the browser's locale data: 15–40 ms at 1× for the first
 * date format, a few more for the first number format (measured in Chromium, ADR 0026 "Stage 6").
 * Made in the hydrating render, that time joined a render task that cannot yield; made here, each is
 * a task of its own before hydration, and the first price tapped (the slip formats amounts) does not
 * pay it either. The formats themselves are not kept: the locale data stays loaded.
 */
export async function warmIntl(lang: string): Promise<void> {
  await yieldToBrowser();
  new Intl.DateTimeFormat(lang, { timeZone: 'UTC' }).format(0);
  await yieldToBrowser();
  new Intl.NumberFormat(lang).format(1.5);
  await yieldToBrowser();
}
