import type { MenuItem } from '@fairline/shared/config';

/** The pictures the phone's tab bar can show; an item is matched to one by its link, then its section. */
export type TabIconName = 'sports' | 'live' | 'coupon' | 'casino' | 'cyber' | 'menu' | 'account' | 'other';

// 24×24 stroke drawings, like the UI kit's icons: they read at 22 px in both themes.
const drawings: Record<TabIconName, string> = {
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5l3.8 2.8-1.5 4.5H9.7l-1.5-4.5zM12 3v4.5M20.6 9.7l-4.8.6M17.4 19.2l-3.1-4.4M6.6 19.2l3.1-4.4M3.4 9.7l4.8.6',
  live: 'M3 5h18v12H3zM8 21h8M12 17v4M10 8.5v5l4.5-2.5z',
  coupon: 'M4 5h16v4a2.5 2.5 0 0 0 0 5v4H4v-4a2.5 2.5 0 0 0 0-5zM9 9h6M9 13h6',
  casino:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  cyber:
    'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 10.5v3M5.5 12h3M15.5 11h.01M17.5 13h.01',
  menu: 'M4 6h16M4 12h16M4 18h16',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  other: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12h.01M12 12h.01M16 12h.01',
};

const byPath: Record<string, TabIconName> = {
  line: 'sports',
  sports: 'sports',
  live: 'live',
  coupon: 'coupon',
  slots: 'casino',
  casino: 'casino',
  'live-casino': 'casino',
  cyber: 'cyber',
  information: 'menu',
  office: 'account',
};

const bySection: Partial<Record<string, TabIconName>> = {
  line: 'sports',
  live: 'live',
  esports: 'cyber',
  slots: 'casino',
  casino: 'casino',
  live_casino: 'casino',
  betting_history: 'coupon',
};

/** Chooses a tab's picture: the first segment of its link (`/live/…` → live), else its configured section. */
export function tabIconName(item: Pick<MenuItem, 'link' | 'section'>): TabIconName {
  const segment = item.link.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return byPath[segment] ?? (item.section ? bySection[item.section] : undefined) ?? 'other';
}

/** A tab bar item's icon, decorative: the label beside it names the tab. */
export function TabIcon({ item, className }: { item: Pick<MenuItem, 'link' | 'section'>; className?: string }) {
  const name = tabIconName(item);
  return (
    <svg
      className={className}
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={drawings[name]} />
    </svg>
  );
}
