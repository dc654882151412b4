import { describe, expect, it } from 'vitest';
import { parseMultipart } from './multipart';
import { multipartBody } from './verification.testing';

const limits = { maxFiles: 2, maxFileBytes: 100, maxFields: 4 };
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as { errorCode?: unknown }).errorCode;
  }
};

describe('multipart bodies', () => {
  it('splits text fields from file parts, keeping the bytes exactly', () => {
    const bytes = Buffer.from([0, 1, 2, 0x0d, 0x0a, 0x2d, 0x2d, 255]);
    const body = multipartBody({ doc_type: 'passport', first_name: 'Ан' }, [{ field: 'docFiles', name: 'a', bytes }]);
    const parsed = parseMultipart(body.payload, body.contentType, limits);
    expect(parsed.fields).toEqual({ doc_type: 'passport', first_name: 'Ан' });
    expect(parsed.files).toEqual([{ field: 'docFiles', bytes }]);
  });

  it('refuses more files than allowed and a file above the size limit', () => {
    const file = { field: 'f', name: 'a', bytes: Buffer.from('x') };
    const three = multipartBody({}, [file, file, file]);
    expect(codeOf(() => parseMultipart(three.payload, three.contentType, limits))).toBe('too_many_files');
    const big = multipartBody({}, [{ ...file, bytes: Buffer.alloc(101) }]);
    expect(codeOf(() => parseMultipart(big.payload, big.contentType, limits))).toBe('file_too_large');
  });

  it('refuses a body without a boundary, an unterminated one and a part named __proto__', () => {
    expect(codeOf(() => parseMultipart(Buffer.from('x'), 'multipart/form-data', limits))).toBe('bad_multipart');
    const body = multipartBody({ a: 'b' }, []);
    expect(codeOf(() => parseMultipart(body.payload.subarray(0, 40), body.contentType, limits))).toBe('bad_multipart');
    const proto = multipartBody({ __proto__x: 'y' }, []);
    const poisoned = Buffer.from(proto.payload.toString('latin1').replace('__proto__x', '__proto__'), 'latin1');
    expect(codeOf(() => parseMultipart(poisoned, proto.contentType, limits))).toBe('bad_multipart');
  });
});
