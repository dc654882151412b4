import { describe, expect, it } from 'vitest';
import { jsonScript, scriptSafeJson } from './inline-json';

describe('JSON inside a script element', () => {
  it('escapes what could end the element or open a comment, and reads back the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029 >' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('wraps the text in a JSON script element with the given id', () => {
    expect(jsonScript('data', { a: 1 })).toBe('<script type="application/json" id="data">{"a":1}</script>');
  });
});
