// TOTP (RFC 6238 over RFC 4226's HOTP) with node:crypto, for the staff's mandatory second factor.
import { createHmac, randomBytes } from 'node:crypto';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** RFC 4648 base32 (case-insensitive, padding and spaces ignored); throws on a foreign character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error('not base32');
    value = ((value << 5) | idx) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A fresh 160-bit secret, base32 (what authenticator apps take). */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** HOTP (RFC 4226 §5.3): dynamic truncation of HMAC(key, counter) to `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (RFC 6238 T = floor((unix seconds − T0) / X), T0 = 0). */
export const totpStep = (nowMs: number, period = TOTP_PERIOD_S): number => Math.floor(nowMs / 1000 / period);

/** The code of a base32 secret at an instant. */
export function totpCode(secretBase32: string, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secretBase32), totpStep(nowMs), digits);
}

/**
 * The step (current ± 1, for clock drift) a 6-digit code belongs to, or null. The caller records the
 * step as used, so one code logs in once [ASVS 6.5.1].
 */
export function matchStaffTotp(secretBase32: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secretBase32);
  const now = totpStep(nowMs);
  for (const step of [now, now - 1, now + 1]) {
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read (Key Uri Format). */
export function otpauthUri(secretBase32: string, account: string, issuer = 'Fairline back office'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const q = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_S),
  });
  return `otpauth://totp/${label}?${q.toString()}`;
}
