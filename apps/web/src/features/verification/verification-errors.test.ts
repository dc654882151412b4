import { describe, expect, it } from 'vitest';
import { createApiError } from '../../lib/api';
import { verificationFailureText } from './verification-errors';

const t = (key: string) => `<${key}>`;
const refusal = (statusCode: number, data: object) => createApiError({ statusCode, message: 'English text', data });

describe('verification failure texts', () => {
  it('says a known refusal in the player’s language, never the server’s English', () => {
    expect(verificationFailureText(refusal(400, { error_code: 'unsupported_type' }), t)).toBe(
      '<kyc.error.unsupported_type>',
    );
    expect(verificationFailureText(refusal(400, { error_code: 'underage' }), t)).toBe('<kyc.error.underage>');
    expect(verificationFailureText(refusal(409, { error_code: 'verification_locked' }), t)).toBe(
      '<kyc.error.verification_locked>',
    );
  });

  it('reads a body refused for its size (no code from the proxy) as a file too large', () => {
    expect(verificationFailureText(refusal(413, {}), t)).toBe('<kyc.error.file_too_large>');
  });

  it('falls back to the generic text for anything else', () => {
    expect(verificationFailureText(refusal(500, {}), t)).toBe('<kyc.error.generic>');
    expect(verificationFailureText(new Error('offline'), t)).toBe('<kyc.error.generic>');
  });
});
