import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { mayAskForConsent } from './consent-cookie';

const banner = lazyPart(() => import('./cookie-banner').then((m) => m.CookieBanner));

/** Loads the banner's code before the first render of a page that shows it (the bootstrap awaits it). */
export const preloadCookieBanner = banner.preload;

/**
 * The consent banner, whose code loads only where consent may still be asked for: a visitor who has
 * chosen carries none of it in the first load.
 */
export function CookieBanner() {
  if (!mayAskForConsent()) return null;
  return (
    <Suspense fallback={null}>
      <banner.Part />
    </Suspense>
  );
}
