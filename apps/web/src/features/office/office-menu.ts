import type { LeftMenuAnswer, OfficePage } from '@fairline/shared/wire/player-settings';
import type { VerificationStatus } from '@fairline/shared/wire/verification';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../lib/http';
import { feedKeys } from '../feed';

/**
 * The office pages every server has, in menu order: the menu until the server's own
 * (`getLeftMenuData`) arrives, and if it cannot be read.
 */
export const OFFICE_MENU = [
  'profile',
  'payments',
  'bets',
  'limits',
  'security',
  'sessions',
  'verification',
  'settings',
  'bonuses',
] as const satisfies readonly OfficePage[];

export const officeMenuKey = ['office', 'menu'] as const;

/** The cookie the server sets while the player hides sports (ADR 0030); the feeds filter by it. */
const SPORT_FILTER_MARKER = /(?:^|;\s*)fl_sf=/;
const hasSportFilterMarker = () => typeof document !== 'undefined' && SPORT_FILTER_MARKER.test(document.cookie);

type OfficeMenuData = LeftMenuAnswer['data'] & { markerChanged: boolean };

async function fetchOfficeMenu(): Promise<OfficeMenuData> {
  const before = hasSportFilterMarker();
  // The schema comes with the answer, not with the first page: the header is on every first screen.
  const [answer, { leftMenuAnswer }] = await Promise.all([
    http.requestOrThrow<unknown>({ url: '/web-api/officeapi/getLeftMenuData', method: 'GET' }),
    import('@fairline/shared/wire/player-settings'),
  ]);
  return { ...leftMenuAnswer.parse(answer).data, markerChanged: before !== hasSportFilterMarker() };
}

export interface OfficeMenu {
  pages: readonly OfficePage[];
  /** From the menu answer; undefined until it arrives. */
  layout: 'side' | 'top' | undefined;
  verification: VerificationStatus | undefined;
}

/**
 * The office menu the configuration and the player's state allow, for the office frame and the
 * header's account menu. When the answer brought or dropped the sport-filter cookie, the feed lists
 * already on screen were made for the other case: they are fetched again.
 */
export function useOfficeMenu(enabled = true): OfficeMenu {
  const client = useQueryClient();
  const menu = useQuery({ queryKey: officeMenuKey, queryFn: fetchOfficeMenu, enabled, staleTime: 60_000 });
  const changed = menu.data?.markerChanged === true;
  useEffect(() => {
    if (changed) void client.invalidateQueries({ queryKey: feedKeys.all });
  }, [changed, client]);
  return {
    pages: menu.data ? menu.data.items.map((item) => item.key) : OFFICE_MENU,
    layout: menu.data?.layout,
    verification: menu.data?.state.verification,
  };
}

/** On logout: forgets the sport-filter cookie and the lists made for the player, so a guest gets the general feeds. */
export function forgetSportFilter(client: QueryClient): void {
  if (!hasSportFilterMarker()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = 'fl_sf=; Max-Age=0; path=/; SameSite=Lax';
  void client.invalidateQueries({ queryKey: feedKeys.all });
}
