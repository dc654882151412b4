// The casino's game providers (ADR 0033). The platform never special-cases our own studio: it is one
// entry here with the same callback secret and launch adapter a third party has.

export interface CasinoProvider {
  /** The id in wallet callback paths (`/casino-api/wallet/v1/:provider/…`) and in game ids. */
  id: string;
  name: string;
  /** Signs the provider's wallet callbacks (HMAC-SHA256 over timestamp and raw body). */
  secret: string;
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
