import type { ServiceTokenAnswer } from '@fairline/shared/wire/auth';
import type { ApiClient, ApiResult } from './client';
import { ServiceTokenError, UserNotAuthenticated } from './errors';
import { DATE_HEADER_UNDEFINED_MESSAGE, TOKEN_LOST_MESSAGE, USER_NOT_AUTHENTICATED_MESSAGE } from './messages';

export const SERVICE_TOKEN_URL = '/web-api/api/mobile/v1/token/';
export const SERVICE_TOKEN_REFRESH_URL = '/web-api/api/mobile/v1/token/refresh';
/** Taken off the token's life with the clock difference, so the client renews it before the server refuses it. */
export const TOKEN_EXPIRY_MARGIN_MS = 5_000;

/** The logged-in user's service token: fetched once, shared, renewed when expired or refused. */
export interface ServiceTokenManager {
  /** A token valid on the client clock: the held one, else a refreshed (expired) or fetched (none) one. */
  get(): Promise<string>;
  /** A new token after `rejected` was refused; a newer one already held is given as is. */
  refresh(rejected?: string | null): Promise<string>;
  /** Drops the token (logout, another user); an answer still on its way is not kept either. */
  forget(): void;
}

export interface ServiceTokenOptions {
  /** A client without a token source of its own: the token calls carry the session cookie or the old token. */
  client: Pick<ApiClient, 'request'>;
  now?: () => number;
}

interface HeldToken {
  token: string;
  /** Client-clock milliseconds from which the token counts as expired. */
  expiresAt: number;
}

/** The contract's answer as it may arrive: a token that is lost or unreadable is the spec's token-lost error. */
interface TokenAnswer {
  data?: { data?: { attributes?: { [K in keyof ServiceTokenAttributes]?: unknown } } };
}
type ServiceTokenAttributes = ServiceTokenAnswer['data']['data']['attributes'];

/** The server's expiry moved onto the client clock (by the clock difference), less the margin. */
export function localExpiry(expireDate: number, serverNow: number, clientNow: number): number {
  return expireDate - (serverNow - clientNow) - TOKEN_EXPIRY_MARGIN_MS;
}

export function createServiceTokenManager({ client, now = Date.now }: ServiceTokenOptions): ServiceTokenManager {
  let held: HeldToken | null = null;
  let pending: Promise<string> | null = null;
  // Bumped by forget(): answers to requests made before it belong to the previous user.
  let generation = 0;

  const validToken = (): string | undefined => (held !== null && now() < held.expiresAt ? held.token : undefined);

  function load(): Promise<string> {
    if (pending) return pending;
    const started = generation;
    const work = obtain(held?.token).then(
      (fresh) => {
        if (started === generation) held = fresh;
        return fresh.token;
      },
      (error: unknown) => {
        if (started === generation && error instanceof UserNotAuthenticated) held = null;
        throw error;
      },
    );
    const shared = work.finally(() => {
      if (pending === shared) pending = null;
    });
    pending = shared;
    return shared;
  }

  async function obtain(stale: string | undefined): Promise<HeldToken> {
    if (stale !== undefined) {
      const refreshed = await client.request<TokenAnswer>({
        url: SERVICE_TOKEN_REFRESH_URL,
        method: 'POST',
        jsonApi: true,
        token: stale,
        params: { data: { type: 'token' } },
      });
      // A refused old token may only be unreadable (e.g. signed before a restart): the session cookie decides.
      if (refreshed.error?.statusCode !== 403) return readAnswer(refreshed, now());
    }
    return readAnswer(await client.request<TokenAnswer>({ url: SERVICE_TOKEN_URL, noCache: true }), now());
  }

  return {
    get: () => {
      const token = validToken();
      return token === undefined ? load() : Promise.resolve(token);
    },
    refresh: (rejected) => {
      const token = validToken();
      return token === undefined || token === rejected ? load() : Promise.resolve(token);
    },
    forget: () => {
      generation += 1;
      held = null;
      pending = null;
    },
  };
}

function readAnswer(result: ApiResult<TokenAnswer>, clientNow: number): HeldToken {
  if (result.error) {
    if (result.error.statusCode !== 403) throw result.error;
    throw new UserNotAuthenticated({ message: USER_NOT_AUTHENTICATED_MESSAGE, data: result.error.data });
  }
  const date = result.headers.get('date');
  const serverNow = date === null ? Number.NaN : Date.parse(date);
  if (Number.isNaN(serverNow)) {
    throw new ServiceTokenError('date-header-undefined', {
      statusCode: 200,
      message: DATE_HEADER_UNDEFINED_MESSAGE,
      data: result.data,
    });
  }
  const attributes = result.data?.data?.data?.attributes;
  const token = attributes?.userToken;
  const expireDate = typeof attributes?.expireDate === 'string' ? Date.parse(attributes.expireDate) : Number.NaN;
  if (typeof token !== 'string' || token === '' || Number.isNaN(expireDate)) {
    throw new ServiceTokenError('token-lost', { statusCode: 200, message: TOKEN_LOST_MESSAGE, data: result.data });
  }
  return { token, expiresAt: localExpiry(expireDate, serverNow, clientNow) };
}

/**
 * The token for a same-origin call, or null when it cannot be had for any reason but a logged-out
 * user: the session cookie still authenticates the call, so the failure is only logged.
 */
export async function tokenOrCookie(
  tokens: Pick<ServiceTokenManager, 'get'>,
  warn: (message: string, error: unknown) => void = console.warn,
): Promise<string | null> {
  try {
    return await tokens.get();
  } catch (error) {
    if (error instanceof UserNotAuthenticated) throw error;
    warn('service token unavailable', error);
    return null;
  }
}
