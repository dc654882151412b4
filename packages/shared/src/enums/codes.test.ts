import { describe, expect, it } from 'vitest';
import { allowsFunctionalCookies, allowsMarketingCookies, CookieConsentLevel } from './cookie-consent';
import { FeedKind, feedKindName } from './feed-kind';
import { GameStatus, isGameStatus } from './game-status';
import { LotteryKind, lotteryKindName } from './lottery-kind';
import { DEFAULT_MENU_ACTION_TYPE, MenuActionType } from './menu-action-type';
import { canModalMoveTo, ModalStatus } from './modal-status';
import { REQUEST_STATES, RequestResultStatus } from './request-status';
import { SOCIAL_LOGIN_PROVIDERS, SOCIAL_REGISTRATION_NETWORKS } from './social-provider';

describe('status and kind codes', () => {
  it('numbers game statuses 1 accepted, 2 settled, 3 no longer accepted, 4 cancelled', () => {
    expect(GameStatus).toEqual({ Accepted: 1, Settled: 2, NotAccepted: 3, Cancelled: 4 });
    expect(isGameStatus(4)).toBe(true);
    expect(isGameStatus(0)).toBe(false);
  });

  it('numbers the feeds live 1 and line 3', () => {
    expect(FeedKind).toEqual({ Live: 1, Line: 3 });
    expect(feedKindName(FeedKind.Live)).toBe('live');
    expect(feedKindName(FeedKind.Line)).toBe('line');
  });

  it('numbers cookie consent 0 disabled, 1 functionality, 2 marketing, 3 all', () => {
    expect(CookieConsentLevel).toEqual({ Disabled: 0, Functionality: 1, Marketing: 2, All: 3 });
  });

  it.each([
    [CookieConsentLevel.Disabled, false, false],
    [CookieConsentLevel.Functionality, true, false],
    [CookieConsentLevel.Marketing, false, true],
    [CookieConsentLevel.All, true, true],
  ] as const)('at consent level %i allows functional %s and marketing %s', (level, functional, marketing) => {
    expect(allowsFunctionalCookies(level)).toBe(functional);
    expect(allowsMarketingCookies(level)).toBe(marketing);
  });

  it('numbers modal statuses 0 queued, 1 open, 2 closed, 3 error', () => {
    expect(ModalStatus).toEqual({ Queued: 0, Open: 1, Closed: 2, Error: 3 });
  });

  it('moves a modal queued → open → closed, or through error to closed', () => {
    expect(canModalMoveTo(ModalStatus.Queued, ModalStatus.Open)).toBe(true);
    expect(canModalMoveTo(ModalStatus.Open, ModalStatus.Closed)).toBe(true);
    expect(canModalMoveTo(ModalStatus.Queued, ModalStatus.Error)).toBe(true);
    expect(canModalMoveTo(ModalStatus.Error, ModalStatus.Closed)).toBe(true);
    expect(canModalMoveTo(ModalStatus.Closed, ModalStatus.Open)).toBe(false);
    expect(canModalMoveTo(ModalStatus.Queued, ModalStatus.Closed)).toBe(false);
  });

  it('numbers request results success 1, error 2, network error 3, close 4', () => {
    expect(RequestResultStatus).toEqual({ Success: 1, Error: 2, NetworkError: 3, Close: 4 });
    expect(REQUEST_STATES).toEqual(['ok', 'error', 'timeout', 'cancelled']);
  });

  it("numbers lottery kinds by the registration spec's full list", () => {
    expect(LotteryKind).toEqual({
      fifteen: 1,
      score: 2,
      football: 3,
      hockey: 4,
      basket: 12,
      cyberfootball: 6,
      cybersport: 9,
      free: 7,
      jackpot: 8,
      cricket: 11,
    });
    expect(lotteryKindName(12)).toBe('basket');
    expect(lotteryKindName(5)).toBeUndefined();
  });

  it('numbers menu actions href 1, blank 2, router 3, not_link 4, betting_sport 5, defaulting to blank', () => {
    expect(MenuActionType).toEqual({ Href: 1, Blank: 2, Router: 3, NotLink: 4, BettingSport: 5 });
    expect(DEFAULT_MENU_ACTION_TYPE).toBe(2);
  });

  it('keeps the two social provider lists verbatim', () => {
    expect(SOCIAL_LOGIN_PROVIDERS).toHaveLength(15);
    expect(SOCIAL_LOGIN_PROVIDERS).toContain('facebook');
    expect(SOCIAL_REGISTRATION_NETWORKS).toHaveLength(13);
    expect(SOCIAL_REGISTRATION_NETWORKS).toContain('mailru');
  });
});
