/**
 * SHA-256 and HMAC-SHA256 in plain TypeScript (FIPS 180-4, RFC 2104), synchronous, with no
 * `node:crypto` and no Web Crypto: the same code runs on the server, in the browser's verifier
 * page and in the bench's worker threads, and a game can draw its floats without awaiting.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const W = new Uint32Array(64);
const encoder = new TextEncoder();

/** The state after some whole 64-byte blocks: eight words plus the bytes hashed so far. */
type State = { readonly h: Uint32Array; readonly length: number };

function compress(h: Uint32Array, block: Uint8Array, at: number): void {
  for (let i = 0; i < 16; i++) {
    const j = at + i * 4;
    W[i] =
      ((block[j] as number) << 24) |
      ((block[j + 1] as number) << 16) |
      ((block[j + 2] as number) << 8) |
      (block[j + 3] as number);
  }
  for (let i = 16; i < 64; i++) {
    const a = W[i - 15] as number;
    const b = W[i - 2] as number;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    W[i] = ((W[i - 16] as number) + s0 + (W[i - 7] as number) + s1) | 0;
  }
  let a = h[0] as number,
    b = h[1] as number,
    c = h[2] as number,
    d = h[3] as number;
  let e = h[4] as number,
    f = h[5] as number,
    g = h[6] as number,
    k = h[7] as number;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (k + S1 + ((e & f) ^ (~e & g)) + (K[i] as number) + (W[i] as number)) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    k = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = ((h[0] as number) + a) | 0;
  h[1] = ((h[1] as number) + b) | 0;
  h[2] = ((h[2] as number) + c) | 0;
  h[3] = ((h[3] as number) + d) | 0;
  h[4] = ((h[4] as number) + e) | 0;
  h[5] = ((h[5] as number) + f) | 0;
  h[6] = ((h[6] as number) + g) | 0;
  h[7] = ((h[7] as number) + k) | 0;
}

/** Hashes `data` onward from `state` (which covered `state.length` bytes, a multiple of 64) and pads. */
function finish(state: State, data: Uint8Array): Uint8Array {
  const h = new Uint32Array(state.h);
  const whole = data.length - (data.length % 64);
  for (let at = 0; at < whole; at += 64) compress(h, data, at);
  const tail = new Uint8Array(data.length % 64 < 56 ? 64 : 128);
  tail.set(data.subarray(whole));
  tail[data.length - whole] = 0x80;
  const bits = (state.length + data.length) * 8;
  const view = new DataView(tail.buffer);
  view.setUint32(tail.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(tail.length - 4, bits >>> 0);
  for (let at = 0; at < tail.length; at += 64) compress(h, tail, at);
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] as number);
  return out;
}

/** Bytes of a string in UTF-8 (strings are hashed as UTF-8 everywhere in the scheme). */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** SHA-256 of bytes or of a UTF-8 string. */
export function sha256(data: Uint8Array | string): Uint8Array {
  return finish({ h: new Uint32Array(INITIAL), length: 0 }, typeof data === 'string' ? utf8(data) : data);
}

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** SHA-256 as lower-case hex. */
export function sha256Hex(data: Uint8Array | string): string {
  return toHex(sha256(data));
}

/** An HMAC-SHA256 keyed once (the pads are hashed once), then applied to many messages. */
export function hmacSha256(key: Uint8Array | string): (message: Uint8Array | string) => Uint8Array {
  let k = typeof key === 'string' ? utf8(key) : key;
  if (k.length > 64) k = sha256(k);
  const pad = (byte: number): State => {
    const block = new Uint8Array(64).fill(byte);
    for (let i = 0; i < k.length; i++) block[i] = (block[i] as number) ^ (k[i] as number);
    const h = new Uint32Array(INITIAL);
    compress(h, block, 0);
    return { h, length: 64 };
  };
  const inner = pad(0x36);
  const outer = pad(0x5c);
  return (message) => finish(outer, finish(inner, typeof message === 'string' ? utf8(message) : message));
}
