// The casino's game providers (ADR 0033). The platform never special-cases our own studio: it is one
// entry here with the same callback secret and launch adapter a third party has.

/** A game as its provider describes it; the lobby's game id is `<provider id>:<slug>`. */
export interface ProviderGame {
  /** Unique within the provider: a slug (`orchard-stars`). */
  slug: string;
  /** The display name (a brand name: the same in every language). */
  name: string;
  /** The lobby category: `slots`, `table` (roulette, blackjack), `crash`, `instant` (dice, mines, plinko). */
  category: 'slots' | 'table' | 'crash' | 'instant';
  /** Published theoretical RTP (0–1), the headline number; house edge is 1 − rtp. */
  rtp: number;
  /** Whether a fun-money launch exists. */
  hasDemo: boolean;
  /** The tile's art: a same-origin path or an https URL of the provider. */
  artUrl: string;
}

export interface LaunchRequest {
  gameSlug: string;
  mode: 'real' | 'demo';
  /** The real-money game session's token (`createGameSession`); null for demo. */
  token: string | null;
  /** Real money: the player's id as the wallet calls' `user` field must name it (with the token). */
  userId?: string | null;
  lang: string;
  /** The ISO code of the currency the game is played in (demo: the currency shown for fun money). */
  currency: string;
}

/** What the platform needs of a provider to list and launch its games (its launch adapter). */
export interface ProviderAdapter {
  games(): readonly ProviderGame[];
  /** The URL the game page shows in its sandboxed iframe. */
  launchUrl(request: LaunchRequest): string;
  /** The origin the iframe loads from (`'self'` for a provider on our own origin): CSP `frame-src`. */
  frameOrigin: string;
  /** Where the player reads one round's details (the game history's link); absent when the provider has none. */
  roundDetailsUrl?(round: string): string;
}

export interface CasinoProvider {
  /** The id in wallet callback paths (`/casino-api/wallet/v1/:provider/…`) and in game ids. */
  id: string;
  name: string;
  /** Signs the provider's wallet callbacks (HMAC-SHA256 over timestamp and raw body). */
  secret: string;
  /** Listing and launching (absent for a provider whose wallet is wired but whose games are not offered). */
  adapter?: ProviderAdapter;
}

export interface ProviderRegistry {
  get(id: string): CasinoProvider | undefined;
  list(): readonly CasinoProvider[];
}

const PROVIDER_ID = /^[a-z][a-z0-9-]{1,31}$/;

/** The registry of the configured providers; ids are checked once here. */
export function createProviderRegistry(providers: readonly CasinoProvider[]): ProviderRegistry {
  const byId = new Map<string, CasinoProvider>();
  for (const provider of providers) {
    if (!PROVIDER_ID.test(provider.id)) throw new Error(`casino provider id ${provider.id} is not a slug`);
    if (byId.has(provider.id)) throw new Error(`casino provider ${provider.id} is registered twice`);
    byId.set(provider.id, provider);
  }
  return { get: (id) => byId.get(id), list: () => [...byId.values()] };
}

/** Our own studio's provider id. */
export const STUDIO_PROVIDER_ID = 'fairline-studio';
