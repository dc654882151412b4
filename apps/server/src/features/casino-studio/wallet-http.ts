// The HTTP leg of the studio's wallet callbacks (ADR 0036, 0046): a POST over node:http(s) with a keep-alive
// agent, in place of `fetch`. A dice round makes two calls to the platform; fetch (undici's WHATWG layer:
// Request, Headers, streams, AbortSignal) cost about as much CPU per call as the route that answered it, and
// kept-alive sockets spare a connect per call under load. Same bytes on the wire, same answers.
import http from 'node:http';
import https from 'node:https';

/** Sockets kept open to the platform: enough for the server's callbacks in flight under load. */
const MAX_SOCKETS = 64;
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, maxFreeSockets: MAX_SOCKETS }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, maxFreeSockets: MAX_SOCKETS }),
};

/** A kept-alive socket that the platform closed meanwhile. */
const isStaleSocket = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === 'ECONNRESET' || code === 'EPIPE';
};

function postOnce(url: URL, rawBody: string, headers: Record<string, string>, timeoutMs: number) {
  const secure = url.protocol === 'https:';
  const body = Buffer.from(rawBody);
  return new Promise<{ status: number; body: unknown; reused: boolean }>((resolveCall, rejectCall) => {
    let timer: NodeJS.Timeout | undefined;
    const resolve = (answer: { status: number; body: unknown; reused: boolean }) => {
      clearTimeout(timer);
      resolveCall(answer);
    };
    const reject = (err: unknown) => {
      clearTimeout(timer);
      rejectCall(err);
    };
    const req = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        agent: agents[secure ? 'https:' : 'http:'],
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('close', () => {
          if (!res.complete) reject(Object.assign(new Error('wallet answer cut off'), { code: 'ECONNRESET' }));
        });
        res.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve({ status: res.statusCode ?? 0, body: parsed, reused: req.reusedSocket });
        });
      },
    );
    // The whole call (connect, send, answer) within timeoutMs, as AbortSignal.timeout bounded fetch.
    timer = setTimeout(
      () => req.destroy(Object.assign(new Error('wallet call timed out'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
    req.on('error', (err) => reject(Object.assign(err, { reused: req.reusedSocket })));
    req.end(body);
  });
}

/**
 * POSTs the signed bytes and answers the HTTP status and the JSON body (null when not JSON). Rejects when
 * nothing came back in `timeoutMs` or the connection failed.
 */
export async function postWalletCall(
  url: string,
  rawBody: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  const target = new URL(url);
  try {
    const { status, body } = await postOnce(target, rawBody, headers, timeoutMs);
    return { status, body };
  } catch (err) {
    // A kept-alive socket the platform had closed: sent once more on a fresh one. Safe even if the first did
    // arrive: the same signed transaction again is answered as a replay (its transaction_uuid).
    if (!(err as { reused?: boolean }).reused || !isStaleSocket(err)) throw err;
    const { status, body } = await postOnce(target, rawBody, headers, timeoutMs);
    return { status, body };
  }
}
