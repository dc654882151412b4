import { randomInt } from 'node:crypto';

// No look-alikes (0/O, 1/l/I), so the password shown once can be copied by hand.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 12;

/** A one-click account's password: 12 CSPRNG characters from a 56-letter alphabet (~70 bits). */
export function generatePassword(): string {
  let out = '';
  for (let i = 0; i < LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
