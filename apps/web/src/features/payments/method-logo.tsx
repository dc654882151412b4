import type { ReactElement } from 'react';

// Payment method logos drawn inline: no external assets, and they follow the theme's text colour
// where they are not brand-coloured.

const CARD = (
  <svg viewBox="0 0 40 28" width="40" height="28" aria-hidden="true" focusable="false">
    <rect width="40" height="28" rx="5" fill="#1e3a8a" />
    <rect y="7" width="40" height="5" fill="#0f172a" />
    <rect x="5" y="17" width="12" height="4" rx="1" fill="#fbbf24" />
    <circle cx="28" cy="19" r="4" fill="#ef4444" opacity=".9" />
    <circle cx="32" cy="19" r="4" fill="#f59e0b" opacity=".9" />
  </svg>
);

const EWALLET = (
  <svg viewBox="0 0 40 28" width="40" height="28" aria-hidden="true" focusable="false">
    <rect width="40" height="28" rx="6" fill="#7c3aed" />
    <path
      d="M9 8h14a3 3 0 0 1 3 3H12a2 2 0 0 0 0 4h17v5a2 2 0 0 1-2 2H11a3 3 0 0 1-3-3V10a2 2 0 0 1 1-2z"
      fill="#fff"
    />
    <circle cx="26" cy="15" r="1.6" fill="#7c3aed" />
  </svg>
);

const GENERIC = (
  <svg viewBox="0 0 40 28" width="40" height="28" aria-hidden="true" focusable="false">
    <rect x=".5" y=".5" width="39" height="27" rx="5" fill="none" stroke="currentColor" opacity=".5" />
    <path d="M12 14h16M22 9l6 5-6 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const LOGOS: Record<string, ReactElement> = { card: CARD, ewallet: EWALLET };

/** The logo of a method by its logo key; a neutral mark for a key the web does not know yet. */
export function MethodLogo({ logo }: { logo: string }) {
  return LOGOS[logo] ?? GENERIC;
}
