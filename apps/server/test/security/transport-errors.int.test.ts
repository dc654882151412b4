import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY } from '../../src/plugins/security-headers';
import { createTestApp, type TestApp } from '../test-app';
import { createLoggedInUser, errorShapeProblem } from './security-users';

// Issue 16: errors raised before a route runs (Node's HTTP parser, the router, the WebSocket
// route, the CSRF guard) answer like every other error: the family's shape, the security headers.

let t: TestApp;
let proxied: TestApp;
let port: number;
let proxiedPort: number;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: true });
  port = portOf(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  proxiedPort = portOf(await proxied.app.listen({ host: '127.0.0.1', port: 0 }));
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const portOf = (address: string) => Number(new URL(address).port);

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends raw bytes and reads the answer until the server closes the connection. The server may close
 * it before reading everything sent (headers over the limit): the reset that follows is expected.
 */
function sendRaw(to: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(to, '127.0.0.1', () => socket.end(bytes, 'latin1'));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

/** An answer shaped like light-my-request's, for the shared shape check. */
const asResponse = (raw: RawAnswer) =>
  ({ body: raw.body, headers: raw.headers, json: () => JSON.parse(raw.body) }) as unknown as LightMyRequestResponse;

function securityHeaderProblems(headers: Record<string, string | string[] | number | undefined>): string[] {
  const problems: string[] = [];
  const csp = String(headers['content-security-policy'] ?? '');
  for (const directive of ["object-src 'none'", "base-uri 'none'", 'frame-ancestors']) {
    if (!csp.includes(directive)) problems.push(`CSP lacks ${directive}`);
  }
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!headers['x-request-id']) problems.push('no x-request-id');
  return problems;
}

const HUGE_HEADER = `x-filler: ${'a'.repeat(20_000)}\r\n`;

describe('requests Node’s HTTP parser refuses', () => {
  it.each([
    ['a bad request line', 'GET /web-api/user/balance HTTP/1.1 extra\r\nhost: x\r\n\r\n', 400, 'web-api'],
    ['a bad method', 'G@T /web-api/x HTTP/1.1\r\nhost: x\r\n\r\n', 400, 'web-api'],
    ['a bad header', 'GET /web-api/user/balance HTTP/1.1\r\nhost: x\r\nbad header: y\r\n\r\n', 400, 'web-api'],
    [
      'a NUL in a header',
      'GET /web-api/user/balance HTTP/1.1\r\nhost: x\r\nuser-agent: a\u0000b\r\n\r\n',
      400,
      'web-api',
    ],
    [
      'headers over the size limit',
      `GET /web-api/user/balance HTTP/1.1\r\nhost: x\r\n${HUGE_HEADER}\r\n`,
      431,
      'web-api',
    ],
    [
      'a bad header on a service-api call',
      'GET /service-api/LineFeed/GetSportsShortZip HTTP/1.1\r\nhost: x\r\nbad header: y\r\n\r\n',
      400,
      'service-api',
    ],
    [
      'headers over the limit on a service-api call',
      `GET /service-api/LiveBet/Open/GetCoupon HTTP/1.1\r\nhost: x\r\n${HUGE_HEADER}\r\n`,
      431,
      'service-api',
    ],
  ] as const)(
    '%s: the family’s error shape with the security headers, never cached',
    async (_name, bytes, status, family) => {
      const raw = await sendRaw(port, bytes);
      expect(raw.status).toBe(status);
      expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(raw.headers['cache-control']).toBe('no-store');
      expect(Number(raw.headers['content-length'])).toBe(Buffer.byteLength(raw.body));
      expect(securityHeaderProblems(raw.headers)).toEqual([]);
      expect(errorShapeProblem(asResponse(raw), family)).toBeUndefined();
      expect(raw.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('a refused request forwarded over HTTPS by a trusted proxy carries HSTS', async () => {
    const raw = await sendRaw(
      proxiedPort,
      'GET /web-api/x HTTP/1.1\r\nhost: x\r\nx-forwarded-proto: https\r\nbad header: y\r\n\r\n',
    );
    expect(raw.status).toBe(400);
    expect(raw.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('an untrusted x-forwarded-proto does not turn HSTS on', async () => {
    const raw = await sendRaw(
      port,
      'GET /web-api/x HTTP/1.1\r\nhost: x\r\nx-forwarded-proto: https\r\nbad header: y\r\n\r\n',
    );
    expect(raw.headers['strict-transport-security']).toBeUndefined();
  });

  it('the server goes on answering well-formed requests', async () => {
    const raw = await sendRaw(port, 'GET /health/live HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    expect(raw.status).toBe(200);
  });
});

describe('errors the router and the guards raise', () => {
  it('a malformed URL forwarded over HTTPS carries HSTS and the error shape', async () => {
    const res = await proxied.app.inject({
      url: '/web-api/information/%E0%A4%A',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(securityHeaderProblems(res.headers)).toEqual([]);
    expect(errorShapeProblem(res, 'web-api')).toBeUndefined();
  });

  it('a malformed service-api URL answers in the service-api envelope', async () => {
    const res = await t.app.inject({ url: '/service-api/LineFeed/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(errorShapeProblem(res, 'service-api')).toBeUndefined();
  });

  it('GET /ws without an upgrade answers 426 in the full error shape', async () => {
    const res = await t.app.inject({ url: '/ws' });
    expect(res.statusCode).toBe(426);
    expect(res.headers.upgrade).toBe('websocket');
    expect(res.json()).toEqual({
      message: 'Upgrade to a WebSocket to use /ws',
      error_code: 'UPGRADE_REQUIRED',
      validation_errors: {},
      request_id: res.headers['x-request-id'],
    });
    expect(securityHeaderProblems(res.headers)).toEqual([]);
  });

  it('a CSRF refusal on a service-api call carries a numeric ErrorCode (wire format)', async () => {
    const { token } = await createLoggedInUser(t.app, t.database, '10.69.0.1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-api/LiveBet/Secure/MakeBetWeb',
      payload: {},
      headers: { cookie: `fl_session=${token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      Success: false,
      Error: 'The request is missing the x-requested-with header',
      ErrorCode: 4,
      Guid: '',
      Id: 0,
      Value: null,
    });
  });

  it('a CSRF refusal on a web-api call keeps its named error_code', async () => {
    const { token } = await createLoggedInUser(t.app, t.database, '10.69.0.2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/disconnect',
      headers: { cookie: `fl_session=${token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'csrf' });
  });
});
