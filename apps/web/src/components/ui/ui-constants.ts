// Values from the spec (section 9, "Business constants and limits"); components and tests import them from here.

export const NotificationDefaults = {
  durationMs: 3000,
  widthPx: 260,
  /** Bottom right in left-to-right layouts; the inline-end bottom corner in right-to-left ones. */
  position: 'bottom-right',
  closeTitle: 'Close',
  /** Older notifications beyond this count are dropped so the stack never covers the page. */
  maxVisible: 5,
} as const;

export const DROPDOWN_HOVER_TIMEOUT_MS = 200;

export const ScrollTopRule = {
  /** The button appears only after this many viewport heights have been scrolled. */
  minScreens: 4,
  /** "Near the bottom" means within this many viewport heights of the document end. */
  bottomMarginScreens: 1,
} as const;

/** Widths below this are "mobile": modals become full-screen sheets (matches the CSS media queries). */
export const MOBILE_MAX_WIDTH_PX = 767;
