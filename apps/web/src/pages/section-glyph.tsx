import type { MenuSection } from '@fairline/shared/config';

/** 24 × 24 stroke drawings of the header sections the home page lists. */
const GLYPHS: Partial<Record<MenuSection, string>> = {
  line: 'M3 5h18v15H3zM3 10h18M8 3v4M16 3v4M7 14h4',
  live: 'M12 12m-3 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
  esports:
    'M6 8h12a4 4 0 0 1 4 4v1a3 3 0 0 1-5.2 2l-1.3-1.5h-7l-1.3 1.5A3 3 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 12h.01M18 14h.01',
  slots: 'M3 4h18v16H3zM9 4v16M15 4v16M5 12l2-2M11 12l2-2M17 12l2-2',
  live_casino: 'M4 6l8-3 8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9zM12 8l-3 4 3 4 3-4z',
  casino: 'M4 6l8-3 8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9zM12 8l-3 4 3 4 3-4z',
  promo: 'M3 8h18v4H3zM5 12h14v9H5zM12 8v13M12 8c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1',
  virtual_sports: 'M3 4h18v12H3zM8 20h8M12 16v4M10 8l4 2-4 2z',
  results: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6',
  statistics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  poker: 'M12 3c3 4 7 6 7 10a4 4 0 0 1-7 2.5A4 4 0 0 1 5 13c0-4 4-6 7-10zM12 15l-2 6h4z',
  fast_bet: 'M13 2 4 14h7l-1 8 9-12h-7z',
};
const FALLBACK = 'M12 12m-9 0a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 8v8M8 12h8';

/** The drawing of a header section on its home page card. */
export function SectionGlyph({ section }: { section: MenuSection | null }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={(section && GLYPHS[section]) ?? FALLBACK} />
    </svg>
  );
}
