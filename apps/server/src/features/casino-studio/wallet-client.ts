// The studio's side of the seamless wallet (docs/domain/casino.md, ADR 0033/0036): it calls the platform's
// signed callbacks exactly as a third-party provider would, over a transport (HTTP in production; tests
// send the same signed bytes through `app.inject`, so the same route handlers run).
import { randomUUID } from 'node:crypto';
import {
  CASINO_SIGNATURE_HEADER,
  CASINO_TIMESTAMP_HEADER,
  type CasinoWalletAnswer,
  type CasinoWalletStatus,
  casinoWalletAnswer,
} from '@fairline/shared/wire/casino-wallet';
import type { FastifyInstance } from 'fastify';
import { signPayload } from '../../infra/signed-callback';
import { STUDIO_PROVIDER_ID, WALLET_PREFIX } from '../casino/casino.service';
import { postWalletCall } from './wallet-http';

/** Carries one signed callback to the platform and brings back its HTTP status and JSON body. */
export interface WalletTransport {
  post(path: string, rawBody: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }>;
}

const CALL_TIMEOUT_MS = 5000;

/** The production transport: HTTP POST to the platform's base URL (`CASINO_STUDIO_PLATFORM_URL`). */
export function httpWalletTransport(baseUrl: string): WalletTransport {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    // node:http with a keep-alive agent rather than fetch: a fraction of the CPU per call (ADR 0046).
    post: (path, rawBody, headers) => postWalletCall(`${base}${path}`, rawBody, headers, CALL_TIMEOUT_MS),
  };
}

/**
 * The wallet of this very server (no CASINO_STUDIO_PLATFORM_URL): over HTTP to the address it listens on,
 * like any provider; while it does not listen (an app driven by `inject` in tests), through `inject`.
 */
export function selfWalletTransport(app: FastifyInstance): WalletTransport {
  return {
    async post(path, rawBody, headers) {
      const address = app.server.listening ? app.server.address() : null;
      if (address && typeof address === 'object') {
        const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
        const origin = host.includes(':') ? `http://[${host}]:${address.port}` : `http://${host}:${address.port}`;
        return httpWalletTransport(origin).post(path, rawBody, headers);
      }
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', ...headers },
        payload: rawBody,
      });
      return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
    },
  };
}

/** Who a real session plays for: the launch's player, token and game (`<provider>:<slug>`), and the currency. */
export interface WalletParty {
  user: string;
  token: string;
  gameCode: string;
  currency: string;
}

/** The wallet's answer; `status` is RS_ERROR_UNKNOWN when the call failed in transport or was not understood. */
export type WalletResult = {
  status: CasinoWalletStatus;
  balance: number | undefined;
  currency: string | undefined;
  /** user/info: the player's running free spins of the game (ADR 0064). */
  freeSpins?: { rewardUuid: string; bet: number; left: number }[];
};

export interface WalletClient {
  userInfo(party: Pick<WalletParty, 'user' | 'token' | 'gameCode'>): Promise<WalletResult>;
  balance(party: WalletParty): Promise<WalletResult>;
  /** A stake; with `rewardUuid`, a free spin of that reward (amount 0). */
  bet(
    party: WalletParty,
    tx: { id: string; round: string; amount: number; rewardUuid?: string },
  ): Promise<WalletResult>;
  /** The round's closing win (amount 0 allowed), retried on failure: the wallet's idempotency makes it safe. */
  win(party: WalletParty, tx: { id: string; round: string; amount: number; betId: string }): Promise<WalletResult>;
  /** Gives a bet back when the studio could not finish what the bet paid for. */
  rollback(party: WalletParty, tx: { id: string; round: string; betId: string }): Promise<WalletResult>;
}

/** Pauses between the attempts of a win or rollback call. */
const RETRY_DELAYS_MS = [0, 200, 1000];

/** The wallet client of our studio, signing with its provider secret. */
export function createWalletClient(transport: WalletTransport, secret: string): WalletClient {
  const call = async (path: string, body: object): Promise<WalletResult> => {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const res = await transport.post(`${WALLET_PREFIX}/${STUDIO_PROVIDER_ID}${path}`, raw, {
        [CASINO_TIMESTAMP_HEADER]: timestamp,
        [CASINO_SIGNATURE_HEADER]: signPayload(secret, timestamp, raw),
      });
      const parsed = casinoWalletAnswer.safeParse(res.body);
      if (!parsed.success) return unknown();
      return toResult(parsed.data);
    } catch {
      return unknown();
    }
  };
  const retried = async (path: string, body: object): Promise<WalletResult> => {
    let last = unknown();
    for (const delay of RETRY_DELAYS_MS) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      // A new request id each time: the wallet treats a retry with the same decision as a replay.
      last = await call(path, { ...body, request_uuid: randomUUID() });
      if (last.status !== 'RS_ERROR_UNKNOWN') return last;
    }
    return last;
  };
  const base = (p: Pick<WalletParty, 'user' | 'token' | 'gameCode'>) => ({
    request_uuid: randomUUID(),
    user: p.user,
    token: p.token,
    game_code: p.gameCode,
  });
  return {
    userInfo: (party) => call('/user/info', base(party)),
    balance: (party) => call('/user/balance', { ...base(party), currency: party.currency }),
    bet: (party, tx) =>
      call('/transaction/bet', {
        ...base(party),
        transaction_uuid: tx.id,
        round: tx.round,
        round_closed: false,
        currency: party.currency,
        amount: tx.amount,
        ...(tx.rewardUuid !== undefined && { is_free: true, reward_uuid: tx.rewardUuid }),
      }),
    win: (party, tx) =>
      retried('/transaction/win', {
        ...base(party),
        transaction_uuid: tx.id,
        round: tx.round,
        round_closed: true,
        currency: party.currency,
        amount: tx.amount,
        reference_transaction_uuid: tx.betId,
      }),
    rollback: (party, tx) =>
      retried('/transaction/rollback', {
        ...base(party),
        transaction_uuid: tx.id,
        round: tx.round,
        round_closed: true,
        currency: party.currency,
        reference_transaction_uuid: tx.betId,
      }),
  };
}

const unknown = (): WalletResult => ({ status: 'RS_ERROR_UNKNOWN', balance: undefined, currency: undefined });
const toResult = (answer: CasinoWalletAnswer): WalletResult => ({
  status: answer.status,
  balance: answer.balance,
  currency: answer.currency,
  ...(answer.free_spins && {
    freeSpins: answer.free_spins.map((f) => ({ rewardUuid: f.reward_uuid, bet: f.bet, left: f.left })),
  }),
});
