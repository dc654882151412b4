import { getSport } from '@fairline/shared/lookups/sports';

// A small symbol set for the sports menu and headers; sports without their own symbol share a generic one.
const SYMBOLS = {
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5 3.4 2.5-1.3 4h-4.2l-1.3-4zM12 3v4.5M15.4 10l4.4-1.4M14.1 14l2.7 3.7M9.9 14l-2.7 3.7M8.6 10 4.2 8.6',
  puck: 'M4 16c0 1.7 3.6 3 8 3s8-1.3 8-3M4 16v-3c0-1.7 3.6-3 8-3s8 1.3 8 3v3M4 13c0 1.7 3.6 3 8 3s8-1.3 8-3M6 4l6 6M18 4l-6 6',
  hoop: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18M5.6 5.6c3 2.4 3 10.4 0 12.8M18.4 5.6c-3 2.4-3 10.4 0 12.8',
  racket: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5 6c3 2 3 10 0 12M19 6c-3 2-3 10 0 12',
  pad: 'M7 8h10a4 4 0 0 1 4 4v2a3 3 0 0 1-5.3 1.9L14.5 15h-5l-1.2.9A3 3 0 0 1 3 14v-2a4 4 0 0 1 4-4zM8 10.5v3M6.5 12h3M15.5 11.5h.01M17.5 13h.01',
  chip: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  generic: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12h8M12 8v8',
} as const;

const BY_SPORT: Readonly<Record<number, keyof typeof SYMBOLS>> = {
  1: 'ball',
  14: 'ball',
  2: 'puck',
  15: 'puck',
  3: 'hoop',
  4: 'racket',
  10: 'racket',
  16: 'racket',
  85: 'pad',
  40: 'pad',
};

function symbolFor(sportId: number): keyof typeof SYMBOLS {
  const own = BY_SPORT[sportId];
  if (own) return own;
  const kind = getSport(sportId)?.kind;
  if (kind === 'cyber') return 'pad';
  if (kind === 'virtual') return 'chip';
  return 'generic';
}

/** The sport's symbol; decorative, the sport's name is always written beside it. */
export function SportIcon({ sportId, size = 16 }: { sportId: number; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <path d={SYMBOLS[symbolFor(sportId)]} />
    </svg>
  );
}
