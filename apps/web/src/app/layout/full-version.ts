// The full (desktop) version on a phone. The product is one responsive site, so "full version" means
// the desktop layout: the layout viewport is widened to a desktop width and the phone zooms out to
// fit, as a browser's "desktop site" does. The choice persists; public/theme-boot.js applies it
// before the first paint so the page never lays out twice.
import { useState } from 'react';

/** Storage key of the choice (read by theme-boot.js too). */
export const FULL_VERSION_KEY = 'fl-full-version';
/** The viewport of the full version: the width the desktop layout is designed for. */
export const FULL_VERSION_VIEWPORT = 'width=1280';
/** The viewport of index.html, restored for the mobile version. */
export const MOBILE_VIEWPORT = 'width=device-width, initial-scale=1, viewport-fit=cover';

/** Whether the visitor chose the full version. */
export function isFullVersion(): boolean {
  try {
    return localStorage.getItem(FULL_VERSION_KEY) === '1';
  } catch {
    return false;
  }
}

/** Switches to the full version or back, at once and for later visits. */
export function setFullVersion(on: boolean): void {
  try {
    if (on) localStorage.setItem(FULL_VERSION_KEY, '1');
    else localStorage.removeItem(FULL_VERSION_KEY);
  } catch {
    // Without storage the choice still applies to this page.
  }
  document
    .querySelector('meta[name="viewport"]')
    ?.setAttribute('content', on ? FULL_VERSION_VIEWPORT : MOBILE_VIEWPORT);
}

/** The choice as state, and the switch. */
export function useFullVersion(): [boolean, () => void] {
  const [full, setFull] = useState(isFullVersion);
  const toggle = () => {
    setFullVersion(!full);
    setFull(!full);
  };
  return [full, toggle];
}
