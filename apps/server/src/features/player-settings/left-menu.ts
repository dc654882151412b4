// The office menu (`getLeftMenuData`): the office pages whose feature is on, in menu order, laid out
// as the brand's configuration says, with the player's state beside it (ADR 0030).
import { type LeftMenuAnswer, OFFICE_PAGES, type OfficePage } from '@fairline/shared/wire/player-settings';
import type { VerificationStatus } from '@fairline/shared/wire/verification';
import type { ResolvedSite } from '../config/config.service';

/** The facts the menu follows. */
export interface MenuFacts {
  settings: Pick<ResolvedSite['settings'], 'office' | 'thirdPartyCasino'>;
  verification: VerificationStatus;
  /** Whether the feature behind a page is running on this server. */
  isOn: (page: OfficePage) => boolean;
}

/** The casino's pages (game history, VIP level, premium cashback) are listed only where the brand offers the casino. */
const CASINO_PAGES: ReadonlySet<OfficePage> = new Set(['casino', 'vip', 'cashback']);
const isShown = (page: OfficePage, facts: MenuFacts) =>
  !CASINO_PAGES.has(page) || facts.settings.thirdPartyCasino.isEnabled;

/** The menu a player sees: only pages that exist and are on, so nothing in it leads nowhere. */
export function officeMenu(facts: MenuFacts): LeftMenuAnswer['data'] {
  return {
    layout: facts.settings.office.isLeftSidebarShown ? 'side' : 'top',
    items: OFFICE_PAGES.filter((page) => facts.isOn(page) && isShown(page, facts)).map((key) => ({
      key,
      link: `/office/${key}`,
    })),
    state: {
      verification: facts.verification,
      verified: facts.verification === 'verified',
      casino: facts.settings.thirdPartyCasino.isEnabled,
    },
  };
}
