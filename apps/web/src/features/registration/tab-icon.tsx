// Small tab glyphs by the icon name the spec's rule gives (fast-reg, phone-reg, full-reg, google, …).
const PATHS: Record<string, string> = {
  'fast-reg': 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  'phone-reg': 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  'full-reg': 'M3 5h18v14H3zM3 6l9 7 9-7',
  google: 'M20 12a8 8 0 1 1-2.3-5.6M20 12h-8',
};

/** The icon of a registration tab; unknown names fall back to the full-registration envelope. */
export function TabIcon({ name }: { name: string }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={PATHS[name] ?? PATHS['full-reg']} />
    </svg>
  );
}
