import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import { errorBody } from './error-handler';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security-headers';

interface ClientError extends Error {
  code?: string;
  /** The bytes Node had read of the request (a Buffer in practice; typed loosely by Fastify). */
  rawPacket?: unknown;
}

/** The answer to a request Node's HTTP parser refused, by the parser's error code. */
function refusalOf(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new AppError('BAD_REQUEST', 'Request headers are too large', { status: 431 });
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new AppError('BAD_REQUEST', 'The request took too long to arrive', { status: 408 });
  }
  return new AppError('BAD_REQUEST', 'Malformed HTTP request');
}

const REQUEST_TARGET = /^[^\s]+ +([^\s]+)/;
const FORWARDED_PROTO = /^x-forwarded-proto:[ \t]*([^\r\n]*)/im;

/** What can still be read from the bytes of a refused request: its target and forwarded scheme. */
function readRawRequest(raw: unknown): { url: string; forwardedProto: string | undefined } {
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const url = REQUEST_TARGET.exec(text)?.[1] ?? '/';
  const proto = FORWARDED_PROTO.exec(text)?.[1];
  return { url, forwardedProto: proto?.slice(proto.lastIndexOf(',') + 1).trim() };
}

/**
 * The raw HTTP answer to a request that never became a Fastify request: the error in its URL's
 * family shape, the security headers, a request id, HSTS over HTTPS, never cached, and the
 * connection closed (the parser cannot find where the next request would start).
 */
export function clientErrorResponse(err: ClientError, https: boolean, requestId: string, trustProxy: boolean): string {
  const refusal = refusalOf(err.code);
  const raw = readRawRequest(err.rawPacket);
  const body = JSON.stringify(errorBody(raw.url, refusal, requestId));
  const secure = https || (trustProxy && raw.forwardedProto === 'https');
  const headers: [string, string][] = [
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(body))],
    ['cache-control', 'no-store'],
    ['connection', 'close'],
    ...Object.entries(SECURITY_HEADERS),
    ...(secure ? [['strict-transport-security', STRICT_TRANSPORT_SECURITY] as [string, string]] : []),
    ['x-request-id', requestId],
  ];
  const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${head}\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses (a bad request line, a bad header,
 * headers over the size limit, a request that never finished arriving) get the same error shape
 * and headers as every other error, not Fastify's bare default. Fastify calls it with the app as `this`.
 */
export function createClientErrorHandler(trustProxy: boolean) {
  return function onClientError(this: { log: FastifyBaseLogger }, err: ClientError, socket: Socket) {
    // A reset connection has no one left to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const requestId = randomUUID();
    // Only the code: the raw bytes would put cookies and tokens in the log.
    this.log.debug({ code: err.code, requestId }, 'client error');
    const raw = socket as Socket & { encrypted?: boolean; _httpMessage?: { headersSent?: boolean } | null };
    // As Node itself does: never write into the middle of an answer already on its way on this
    // (keep-alive) connection, which would corrupt it for the client.
    const answering = raw._httpMessage?.headersSent === true;
    if (socket.writable && !answering) {
      socket.write(clientErrorResponse(err, raw.encrypted === true, requestId, trustProxy));
    }
    socket.destroy();
  };
}
