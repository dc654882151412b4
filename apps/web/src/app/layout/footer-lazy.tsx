import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';

// The footer sits below the first screen: its code loads beside the page's (the server's
// `modulepreload`, first-screen/route-assets.ts), not in the entry, and the first render does not wait
// for it. A server-rendered footer stays as drawn until its code is there, then hydrates in place.
const part = lazyPart(() => import('./footer').then((m) => m.Footer));

/** Starts loading the footer's code (the browser's start; the server render awaits it). */
export const preloadFooter = part.preload;

export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <part.Part />
    </Suspense>
  );
}
