/**
 * The studio API client: token-authenticated JSON over fetch (never cookies: the frame has an
 * opaque origin). Types come from the shared wire contract as types only, so no zod ships here.
 */

import type { CrashBetAnswer } from '@fairline/shared/wire/casino-crash';
import type {
  StudioActionRequest,
  StudioPlayAnswer,
  StudioRotateAnswer,
  StudioRoundRequest,
  StudioSeeds,
  StudioSessionAnswer,
  StudioSessionRequest,
} from '@fairline/shared/wire/casino-studio-play';
import type { Launch, StudioGameSlug } from './launch';

const PREFIX = '/studio-api/v1';

/** A refused call: the server's code (a studio code or a wallet status) and its message. */
export class StudioApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function call<T>(path: string, body: unknown, session?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${PREFIX}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
      credentials: 'omit',
    });
  } catch {
    throw new StudioApiError('NETWORK', 'network', 0);
  }
  const json = (await response.json().catch(() => null)) as
    | (T & { error?: undefined })
    | { error?: { code?: string; message?: string } }
    | null;
  if (!response.ok || !json || json.error) {
    const error = json?.error;
    throw new StudioApiError(error?.code ?? `HTTP_${response.status}`, error?.message ?? '', response.status);
  }
  return json as T;
}

/** Opens a studio session from the launch (a real-money token and its player, or a demo currency). */
export function openSession(launch: Launch & { game: StudioGameSlug }): Promise<StudioSessionAnswer> {
  const { auth, game, lang } = launch;
  if (auth.kind === 'real' && !auth.user) return Promise.reject(new StudioApiError('RS_ERROR_INVALID_TOKEN', '', 0));
  const body: StudioSessionRequest =
    auth.kind === 'real'
      ? { token: auth.token, user: auth.user ?? '', game, lang }
      : { demo: true, currency: auth.currency, game, lang };
  return call('/sessions', body);
}

/** The live crash game's calls (ADR 0058): a bet in the betting phase, a cash-out in flight. */
export function crashClient(session: string) {
  return {
    bet: (stake: number, autoCashOut: number | null) =>
      call<CrashBetAnswer>('/crash/bets', { stake, auto_cash_out: autoCashOut }, session),
    cashOut: (bet: string) => call<CrashBetAnswer>(`/crash/bets/${encodeURIComponent(bet)}/cashout`, {}, session),
  };
}

export type StudioClient = ReturnType<typeof studioClient>;

/** The calls of an open session. */
export function studioClient(session: string) {
  return {
    play: (request: StudioRoundRequest) => call<StudioPlayAnswer>('/rounds', request, session),
    act: (round: string, request: StudioActionRequest) =>
      call<StudioPlayAnswer>(`/rounds/${encodeURIComponent(round)}/actions`, request, session),
    setClientSeed: (clientSeed: string) =>
      call<{ seeds: StudioSeeds }>('/seeds/client', { client_seed: clientSeed }, session),
    rotateSeeds: () => call<StudioRotateAnswer>('/seeds/rotate', {}, session),
  };
}
