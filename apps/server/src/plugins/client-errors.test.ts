import { describe, expect, it } from 'vitest';
import { clientErrorResponse } from './client-errors';

const ID = 'req-12345678';

/** A parser error as Node raises it: a code and the bytes read so far. */
const parserError = (code: string, raw?: string) =>
  Object.assign(new Error(code), { code, rawPacket: raw === undefined ? undefined : Buffer.from(raw, 'latin1') });

function parse(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]));
  return { statusLine, headers, body: JSON.parse(body) as Record<string, unknown> };
}

describe('the answer to a request Node’s parser refused', () => {
  it('answers a service-api request line in the numeric-coded envelope', () => {
    const raw = 'GET /service-api/LiveBet/Open/GetCoupon HTTP/1.1\r\nbad header: x\r\n';
    const { statusLine, body } = parse(
      clientErrorResponse(parserError('HPE_INVALID_HEADER_TOKEN', raw), false, ID, false),
    );
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(body).toEqual({
      Success: false,
      Error: 'Malformed HTTP request',
      ErrorCode: 2,
      Guid: '',
      Id: 0,
      Value: null,
    });
  });

  it('answers anything else, even with no bytes to read, in the web-api shape with the request id', () => {
    const { headers, body } = parse(clientErrorResponse(parserError('HPE_INVALID_METHOD'), false, ID, false));
    expect(body).toEqual({ message: 'Malformed HTTP request', error_code: 2, validation_errors: {}, request_id: ID });
    expect(headers.get('x-request-id')).toBe(ID);
    expect(headers.get('connection')).toBe('close');
  });

  it('says 431 for headers over the limit and 408 for a request that never finished arriving', () => {
    expect(clientErrorResponse(parserError('HPE_HEADER_OVERFLOW', 'GET / HTTP/1.1'), false, ID, false)).toMatch(
      /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/,
    );
    expect(clientErrorResponse(parserError('ERR_HTTP_REQUEST_TIMEOUT'), false, ID, false)).toMatch(
      /^HTTP\/1\.1 408 Request Timeout\r\n/,
    );
  });

  it('sends HSTS over TLS, or when a trusted proxy forwarded HTTPS last', () => {
    const hsts = (raw: string, encrypted: boolean, trustProxy: boolean) =>
      parse(clientErrorResponse(parserError('HPE_INVALID_HEADER_TOKEN', raw), encrypted, ID, trustProxy)).headers.has(
        'strict-transport-security',
      );
    const forwarded = (proto: string) => `GET / HTTP/1.1\r\nX-Forwarded-Proto: ${proto}\r\nbad header: x\r\n`;
    expect(hsts('GET / HTTP/1.1\r\n', true, false)).toBe(true);
    expect(hsts(forwarded('http, https'), false, true)).toBe(true);
    expect(hsts(forwarded('https, http'), false, true)).toBe(false);
    expect(hsts(forwarded('https'), false, false)).toBe(false);
  });
});
