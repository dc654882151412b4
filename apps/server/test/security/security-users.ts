import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, hashPassword, SESSION_COOKIE } from '../../src/features/auth/auth.service';
import type { Database } from '../../src/infra/db';
import type { ErrorFamily } from './route-catalog';

const PASSWORD = 'security suite password';
let passwordHash: Promise<string> | undefined;
let seq = 0;

export interface LoggedInUser {
  id: number;
  email: string;
  token: string;
  /** Cookie-authenticated headers of the web client (with the CSRF header). */
  headers: Record<string, string>;
}

/** Inserts an active, e-mail-verified account (one argon2 hash shared by all) and logs it in through the API. */
export async function createLoggedInUser(app: FastifyInstance, database: Database, ip: string): Promise<LoggedInUser> {
  passwordHash ??= hashPassword(PASSWORD);
  seq += 1;
  const tag = `${process.pid}${seq}${Math.floor(Math.random() * 1e6)}`;
  const email = `sec${tag}@example.com`;
  const [row] = await database.query<{ id: string }>(
    `insert into users (brand_id, email, phone, password_hash, country, currency_id, registration_type, email_verified_at)
     values ((select id from brands where slug = 'fairline'), $1, $2, $3, 'ru', 1, 'full_reg', now()) returning id`,
    [email, `7${tag.padStart(10, '0').slice(-10)}`, await passwordHash],
  );
  const id = Number(row?.id);
  return { id, email, ...(await logIn(app, email, ip)) };
}

/**
 * A new session of an existing security-suite user. A walk over every route also starts the user's
 * own time-out or self-exclusion (ADR 0028), which refuses the next login: such a block, set by the
 * walk itself, is lifted here so the walk goes on as the same player.
 */
export async function logIn(app: FastifyInstance, email: string, ip: string) {
  const post = () =>
    app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: email, password: PASSWORD },
      remoteAddress: ip,
    });
  let res = await post();
  if (res.statusCode === 403 && /^rg_/.test(String(res.json<{ error_code?: unknown }>().error_code))) {
    await app.database.query(
      `delete from rg_blocks where user_id = (select id from users where lower(email) = lower($1))`,
      [email],
    );
    res = await post();
  }
  const token = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '')?.value;
  if (res.statusCode !== 200 || !token) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { token, headers: { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: CSRF_HEADER_VALUE } };
}

/**
 * Why a 4xx body is not in its route family's full error shape, or undefined when it is: service-api's
 * envelope with a numeric `ErrorCode` (wire format); web-api's message, code, validation errors and
 * the request id the `x-request-id` header carries.
 */
export function errorShapeProblem(res: LightMyRequestResponse, family: ErrorFamily): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON (${res.headers['content-type']})`;
  }
  const b = (body ?? {}) as Record<string, unknown>;
  if (family === 'casino-wallet') {
    // The wallet's own refusals speak the protocol; what fails before a wallet route is reached (an
    // unknown path, a malformed URL) answers in the server's general shape, checked below.
    const protocol =
      typeof b.status === 'string' && b.status.startsWith('RS_ERROR_') && typeof b.request_uuid === 'string';
    if (protocol) return undefined;
  }
  if (family === 'casino-studio') {
    const error = (b.error ?? {}) as Record<string, unknown>;
    return typeof error.code === 'string' && typeof error.message === 'string'
      ? undefined
      : 'not {error:{code,message}}';
  }
  if (family === 'service-api') {
    const envelope = b.Success === false && typeof b.Error === 'string' && 'Value' in b;
    if (!envelope) return 'not {Success:false, Error, ErrorCode, Guid, Id, Value}';
    return typeof b.ErrorCode === 'number' ? undefined : `ErrorCode ${JSON.stringify(b.ErrorCode)} is not a number`;
  }
  const code = b.error_code;
  const codeOk = typeof code === 'string' || typeof code === 'number';
  if (typeof b.message !== 'string' || !codeOk) return 'not {message, error_code}';
  if (typeof b.validation_errors !== 'object' || b.validation_errors === null) return 'no validation_errors';
  const requestId = res.headers['x-request-id'];
  if (typeof b.request_id !== 'string' || (requestId !== undefined && b.request_id !== requestId)) {
    return `request_id ${JSON.stringify(b.request_id)} is not the x-request-id ${JSON.stringify(requestId)}`;
  }
  return undefined;
}

/** A request-shaped summary for failure messages: method, url and the head of the body. */
export function describeRequest(req: { method: string; url: string; payload?: string; headers?: object }): string {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
  const headers =
    req.headers && Object.keys(req.headers).length > 0 ? ` headers=${cut(JSON.stringify(req.headers), 200)}` : '';
  const body = req.payload === undefined ? '' : ` body=${cut(req.payload, 300)}`;
  return `${req.method} ${cut(req.url, 300)}${headers}${body}`;
}
