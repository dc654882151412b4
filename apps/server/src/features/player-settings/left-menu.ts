// The office menu (`getLeftMenuData`): the office pages whose feature is on, in menu order, laid out
// as the brand's configuration says, with the player's state beside it (ADR 0030).
import { type LeftMenuAnswer, OFFICE_PAGES, type OfficePage } from '@fairline/shared/wire/player-settings';
import type { VerificationStatus } from '@fairline/shared/wire/verification';
import type { ResolvedSite } from '../config/config.service';

/** The facts the menu follows. */
export interface MenuFacts {
  settings: Pick<ResolvedSite['settings'], 'office' | 'thirdPartyCasino' | 'promo'>;
  verification: VerificationStatus;
  /** Whether the feature behind a page is running on this server. */
  isOn: (page: OfficePage) => boolean;
}

/**
 * The brand's switches over pages (ADR 0016): the casino's pages only where it offers the casino, the VIP
 * level and the premium cashback only where they are switched on too, bring a friend where it is on.
 */
function isShown(page: OfficePage, { settings }: MenuFacts): boolean {
  const casino = settings.thirdPartyCasino;
  if (page === 'casino') return casino.isEnabled;
  if (page === 'vip') return casino.isEnabled && casino.isVipCashbackEnabled;
  if (page === 'cashback') return casino.isEnabled && casino.isPremiumCashbackEnabled;
  if (page === 'friend') return settings.promo.isBringFriendEnabled;
  return true;
}

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
