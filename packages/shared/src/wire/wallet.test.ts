import { describe, expect, it } from 'vitest';
import { accountIdRequest, paymentHistoryRequest } from './wallet';

describe('paymentHistoryRequest', () => {
  it('reads the archive switch as JSON or a form post sends it, off and page 1 when absent', () => {
    expect(paymentHistoryRequest.parse(undefined)).toEqual({ is_include_archive: false, page_number: 1 });
    for (const on of [true, 1, '1', 'true']) {
      expect(paymentHistoryRequest.parse({ is_include_archive: on }).is_include_archive).toBe(true);
    }
    for (const off of [false, 0, '0', 'false']) {
      expect(paymentHistoryRequest.parse({ is_include_archive: off }).is_include_archive).toBe(false);
    }
    expect(paymentHistoryRequest.safeParse({ is_include_archive: 'yes' }).success).toBe(false);
  });

  it('takes page numbers from 1 to 100 000, given as numbers or strings', () => {
    expect(paymentHistoryRequest.parse({ page_number: '3' }).page_number).toBe(3);
    expect(paymentHistoryRequest.safeParse({ page_number: 0 }).success).toBe(false);
    expect(paymentHistoryRequest.safeParse({ page_number: 100_001 }).success).toBe(false);
  });
});

describe('accountIdRequest', () => {
  it('takes a positive safe integer id, also as a string, and nothing else', () => {
    expect(accountIdRequest.parse({ account_id: '42' })).toEqual({ account_id: 42 });
    for (const bad of [0, -1, 1.5, 2 ** 53, 'abc']) {
      expect(accountIdRequest.safeParse({ account_id: bad }).success).toBe(false);
    }
  });
});
