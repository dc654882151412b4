import type { SiteConfigInput } from '@fairline/shared/config';

type Item = NonNullable<NonNullable<SiteConfigInput['header']>['menu']>[number];

// The casino dropdowns lead to the lobby's pages (ADR 0037): every category the brand offers, and
// nothing that has no page (tournaments, the VIP club and the other casino page types stay out).
const casinoTile = {
  casino: { langKey: 'menu.casino', link: '/casino' },
  liveCasino: { langKey: 'menu.liveCasino', link: '/live-casino' },
  crash: { langKey: 'menu.slots.crash', link: '/crash-games' },
  slots: { langKey: 'menu.slots', link: '/slots' },
} as const;
const casinoTiles = (keys: readonly (keyof typeof casinoTile)[]) =>
  keys.map((key, i) => ({ id: 100 + i, ...casinoTile[key], actionType: 3 }));

const item = (id: number, section: string, link: string, extra: Partial<Item> = {}): Item => ({
  id,
  section,
  link,
  langKey: `menu.${section === 'live casino' ? 'liveCasino' : section === 'virtual sports' ? 'virtualSports' : section === 'fast bet' ? 'fastBet' : section}`,
  actionType: 3,
  ...extra,
});

// A section whose page has not landed stays listed but switched off, so it comes back with one flag
// once built. Casino sections (slots, casino, live casino) follow thirdPartyCasino.isEnabled as well.
const notBuilt = { visible: false } as const;

/** Demo brand one: Fairline — Russian first, tenge, green accent, every registration type. */
export const fairline = {
  brand: {
    slug: 'fairline',
    name: 'Fairline',
    refId: 1,
    projectId: 1,
    domains: ['localhost', '127.0.0.1', 'fairline.localhost'],
    defaultCountry: 'kz',
  },
  config: {
    application: {
      languages: ['ru', 'en', 'ar'],
      defaultLanguage: 'ru',
      defaultCurrency: 'KZT',
      amountTemplate: '{value} {currency}',
      // The statistics widget may be embedded by the other demo brand on any port (ADR 0068).
      statisticsWidgetOrigins: ['http://meridian.localhost:*'],
    },
    customization: { accentColor: '#0e9f6e', accentColorDark: '#21c08b', defaultTheme: 'light' },
    header: {
      maxVisibleNavItems: 7,
      gamesPreviewCount: 6,
      menu: [
        item(1, 'line', '/line', { isErrorPage: 1 }),
        item(2, 'live', '/live', { isErrorPage: 1 }),
        item(3, 'esports', '/cyber'),
        item(4, 'slots', '/slots', { subMenuItems: casinoTiles(['casino', 'liveCasino', 'crash']) }),
        item(5, 'live casino', '/live-casino'),
        // The promotions (ADR 0044): each sub-item is a campaign's page (`/promo/<campaign slug>`).
        item(6, 'promo', '/promo', {
          subMenuItems: [
            { id: 200, langKey: 'menu.promo.welcome', link: '/promo/welcome-sport', actionType: 3 },
            { id: 201, langKey: 'menu.promo.casino', link: '/promo/welcome-casino', actionType: 3 },
            { id: 202, langKey: 'menu.promo.reload', link: '/promo/reload-sport', actionType: 3 },
            { id: 203, langKey: 'menu.promo.code', link: '/promo/promo-start', actionType: 3 },
          ],
        }),
        item(7, 'virtual sports', '/virtual', notBuilt),
        item(8, 'results', '/results'),
        item(9, 'statistics', '/statistics', notBuilt),
        item(10, 'poker', '/poker', notBuilt),
        item(11, 'fast bet', '/fast-bet', { visibility_by_auth: 'auth', ...notBuilt }),
      ],
      mobileMenu: [
        item(1, 'line', '/line'),
        item(2, 'live', '/live'),
        item(3, 'esports', '/cyber'),
        item(4, 'slots', '/slots'),
        item(6, 'promo', '/promo'),
        item(8, 'results', '/results'),
      ],
    },
    footer: {
      menu: [
        { id: 1, langKey: 'menu.about', link: '/information/about', actionType: 3 },
        { id: 2, langKey: 'menu.contacts', link: '/information/contacts', actionType: 3 },
        { id: 3, langKey: 'menu.rules', link: '/information/rules', actionType: 3 },
        // No affiliate programme site exists yet: listed, switched off.
        { id: 4, langKey: 'menu.partners', link: 'https://partners.example.com', actionType: 2, ...notBuilt },
      ],
      mobileMenu: [
        { id: 1, langKey: 'menu.sports', link: '/line', actionType: 3 },
        { id: 2, langKey: 'menu.live', link: '/live', actionType: 3 },
        { id: 3, langKey: 'menu.coupon', link: '/coupon', actionType: 3 },
        { id: 4, section: 'casino', langKey: 'menu.casino', link: '/casino', actionType: 3 },
        { id: 5, langKey: 'menu.menu', link: '/information/information', actionType: 3 },
      ],
    },
    registration: {
      registrationTypes: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'],
      minAge: 18,
      socialRegistrationTypes: [{ type: 'google' }],
      // Registration opened from the casino's pages (or a casino promotion) starts with the casino welcome bonus.
      preselectedBonusByRoute: {
        '/casino': 'WELCOME_CASINO',
        '/slots': 'WELCOME_CASINO',
        '/live-casino': 'WELCOME_CASINO',
        '/crash-games': 'WELCOME_CASINO',
        '/tournaments': 'WELCOME_CASINO',
        '/promo/welcome-casino': 'WELCOME_CASINO',
      },
    },
    auth: { socialAuthTypes: ['google'] },
    coupon: { couponHistoryDays: 7, isAdvanceBetEnabled: true },
    // Visitors from the United Kingdom and the United States read times on a 12-hour clock. Players from
    // the United Arab Emirates (13) may send a stake above the maximum to the traders as a VIP bet
    // request (ADR 0015, 0052), so the demo shows the VIP desk at work.
    betting: { twelveHourClockCountries: [85, 234], vipBetCountries: [13] },
    responsibleGambling: {},
    licence: {},
    // The casino (ADR 0037): every category of our studio's games, the live crash game too (ADR 0058).
    thirdPartyCasino: {
      isEnabled: true,
      // The casino VIP club's level and weekly premium cashback (ADR 0067).
      isVipCashbackEnabled: true,
      isPremiumCashbackEnabled: true,
      categories: ['slots', 'table', 'crash', 'instant'],
      providers: ['fairline-studio'],
    },
    // Bring a friend (ADR 0061) and the promo code check (ADR 0044).
    promo: { isBringFriendEnabled: true, isPromoCodeCheckEnabled: true },
  } satisfies SiteConfigInput,
  countries: {
    // Kazakhstan asks for 21+ and shows odds as decimals; Great Britain defaults to fractional odds.
    kz: { registration: { minAge: 21 } },
    // British visitors also confirm their age before they use the site.
    gb: {
      betting: { coefficientFormatDefault: 1 },
      application: { defaultCurrency: 'GBP' },
      responsibleGambling: { isAgeRestrictionModalShown: true, ageRestrictionIcon: 18 },
    },
    // No online casino for visitors from the United States: no casino menu, lobby or launch there.
    us: { thirdPartyCasino: { isEnabled: false } },
  } as Record<string, SiteConfigInput>,
};

/** Demo brand two: Meridian — English first, euro, violet accent, fewer sections and registration types. */
export const meridian = {
  brand: {
    slug: 'meridian',
    name: 'Meridian',
    refId: 2,
    projectId: 2,
    domains: ['meridian.localhost'],
    defaultCountry: 'de',
  },
  config: {
    application: {
      languages: ['en', 'ar'],
      defaultLanguage: 'en',
      defaultCurrency: 'EUR',
      // The statistics widget may be embedded by the first demo brand's hosts on any port (ADR 0068).
      statisticsWidgetOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://fairline.localhost:*'],
    },
    customization: { accentColor: '#7c3aed', accentColorDark: '#a78bfa', defaultTheme: 'dark' },
    header: {
      maxVisibleNavItems: 9,
      menu: [
        item(1, 'live', '/live', { isErrorPage: 1 }),
        item(2, 'line', '/line', { isErrorPage: 1 }),
        item(3, 'casino', '/casino', { subMenuItems: casinoTiles(['slots', 'liveCasino']) }),
        item(4, 'promo', '/promo', notBuilt),
        item(5, 'results', '/results'),
      ],
      mobileMenu: [item(1, 'live', '/live'), item(2, 'line', '/line'), item(3, 'casino', '/casino')],
    },
    footer: {
      menu: [
        { id: 1, langKey: 'menu.help', link: '/information/contacts', actionType: 3 },
        { id: 2, langKey: 'menu.rules', link: '/information/mainRules', actionType: 3 },
      ],
      mobileMenu: [
        { id: 1, langKey: 'menu.live', link: '/live', actionType: 3 },
        { id: 2, langKey: 'menu.sports', link: '/line', actionType: 3 },
        { id: 3, section: 'casino', langKey: 'menu.casino', link: '/casino', actionType: 3 },
        { id: 4, langKey: 'menu.menu', link: '/information/information', actionType: 3 },
      ],
    },
    registration: {
      registrationTypes: ['full_reg', 'phone_reg'],
      minAge: 18,
      isWidgetEnabled: true,
      remindPopup: { enabled: true, delaySeconds: 60 },
      manualCountryCode: 'GB',
    },
    // Meridian sells bets back only whole, offers no advance bets, keeps its payment page for players
    // and has no SMS bets or cash terminals.
    coupon: { isPartSaleEnabled: false },
    office: { isPaymentAuthRequired: true, isLeftSidebarShown: false, isUnplacedBetsShown: false },
    information: { hiddenPages: ['smsbets', 'cashTerminals'] },
    support: { startTime: '08:00', endTime: '23:00' },
    licence: { isShown: true, number: 'MGA/B2C/000/2026', link: 'https://www.mga.org.mt/' },
    // Meridian's casino offers slots, tables and instant games, no crash games.
    // Meridian runs the casino with its VIP club but no premium cashback, and no referral programme or promo codes.
    thirdPartyCasino: {
      isEnabled: true,
      isVipCashbackEnabled: true,
      categories: ['slots', 'table', 'instant'],
      providers: ['fairline-studio'],
    },
  } satisfies SiteConfigInput,
  countries: {} as Record<string, SiteConfigInput>,
};

export const DEMO_BRANDS = [fairline, meridian];
