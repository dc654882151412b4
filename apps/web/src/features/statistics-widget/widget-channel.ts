// The widget's side of the window-message protocol (ADR 0068): who the host is, whether we may speak
// to it, and posting with the host's exact origin as the target (never "*").
import { isAllowedOrigin } from '@fairline/shared/statistics-widget/origins';

/** The origin of the page that frames us, or null when we are not framed or cannot tell. */
export function parentOrigin(win: Window = window): string | null {
  if (win.parent === win) return null;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  // Firefox has no ancestorOrigins: the referrer's origin (the site's policy keeps it cross-origin).
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** The host we speak to: the parent's origin when the brand allows it (or it is ourselves), else null. */
export function allowedHost(allowed: readonly string[], win: Window = window): string | null {
  const origin = parentOrigin(win);
  return origin !== null && isAllowedOrigin(origin, allowed, win.location.origin) ? origin : null;
}
