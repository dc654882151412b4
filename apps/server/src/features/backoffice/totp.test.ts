import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchStaffTotp,
  otpauthUri,
  type TotpAlgorithm,
  totpCode,
  totpStep,
} from './totp';

// RFC 6238 Appendix B: seeds are the ASCII "1234567890" repeated to the hash's key length.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, TotpAlgorithm][] = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('staff TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives %s with %s (RFC 6238 Appendix B)', (seconds, code, algorithm) => {
    expect(hotp(SEEDS[algorithm], totpStep(seconds * 1000), 8, algorithm)).toBe(code);
  });

  it('gives the RFC 4226 Appendix D HOTP values for counters 0..9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, i) => hotp(SEEDS.sha1, i))).toEqual(expected);
  });

  it('round-trips base32 secrets (RFC 4648 "foobar" vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });

  it('accepts the code of the current step and one step either side, nothing further', () => {
    const secret = base32Encode(SEEDS.sha1);
    const now = 1_700_000_000_000;
    expect(matchStaffTotp(secret, totpCode(secret, now), now)).toBe(totpStep(now));
    expect(matchStaffTotp(secret, totpCode(secret, now - 30_000), now)).toBe(totpStep(now) - 1);
    expect(matchStaffTotp(secret, totpCode(secret, now - 90_000), now)).toBeNull();
    expect(matchStaffTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('writes an otpauth URI with the secret and the issuer', () => {
    expect(otpauthUri('ABC', 'a@b.c')).toBe(
      'otpauth://totp/Fairline%20back%20office%3Aa%40b.c?secret=ABC&issuer=Fairline+back+office&algorithm=SHA1&digits=6&period=30',
    );
  });
});
