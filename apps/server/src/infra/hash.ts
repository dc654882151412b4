import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Hex SHA-256; what the database stores instead of tokens and codes. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** `bits` of CSPRNG output as base64url. */
export function randomToken(bits = 256): string {
  return randomBytes(bits / 8).toString('base64url');
}

/** `length` uniformly random decimal digits from the CSPRNG. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}
