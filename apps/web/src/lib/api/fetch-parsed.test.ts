import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HTTPError } from './errors';
import { answerOf, fetchParsed, fetchParsedOrNone, NO_ANSWER } from './fetch-parsed';

const schemas = { answer: z.object({ Success: z.literal(true), Value: z.number() }) };
const pick = (s: typeof schemas) => s.answer;
const loaded = () => Promise.resolve(schemas);
const notLoaded = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const failed = new HTTPError({ statusCode: 500, message: 'Server error' });

/** Records the order in which the schemas and the request were asked for and settled. */
function recorder() {
  const steps: string[] = [];
  let answer: (value: unknown) => void = () => undefined;
  const load = () => {
    steps.push('schemas asked');
    return Promise.resolve(schemas);
  };
  const request = () => {
    steps.push('request sent');
    return new Promise<unknown>((resolve) => {
      answer = resolve;
    });
  };
  return { steps, load, request, answer: (value: unknown) => answer(value) };
}

describe('fetchParsed (every failure is an error)', () => {
  it('asks for the schemas before the request goes out, and parses the answer once both are there', async () => {
    const r = recorder();
    const result = fetchParsed(r.load, pick, r.request);
    expect(r.steps).toEqual(['schemas asked', 'request sent']);
    r.answer({ Success: true, Value: 7 });
    await expect(result).resolves.toEqual({ Success: true, Value: 7 });
  });

  it("throws the schema's error for an answer that does not match", async () => {
    await expect(fetchParsed(loaded, pick, async () => ({ Success: true, Value: 'seven' }))).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it("throws the import's error when the schemas did not load, once the request has answered", async () => {
    await expect(fetchParsed(notLoaded, pick, async () => ({ Success: true, Value: 7 }))).rejects.toThrow(
      'dynamically imported module',
    );
  });

  it("throws a failed request's own error, even when the schemas did not load either (no unhandled rejection)", async () => {
    await expect(
      fetchParsed(notLoaded, pick, async () => {
        throw failed;
      }),
    ).rejects.toBe(failed);
  });
});

describe('fetchParsedOrNone (an unreadable answer is none)', () => {
  it('asks for the schemas before the request goes out, and answers the parsed value', async () => {
    const r = recorder();
    const result = fetchParsedOrNone(r.load, pick, r.request);
    expect(r.steps).toEqual(['schemas asked', 'request sent']);
    r.answer({ Success: true, Value: 7 });
    await expect(result).resolves.toEqual({ Success: true, Value: 7 });
  });

  it('answers undefined when the schemas did not load, or the answer does not match', async () => {
    await expect(
      fetchParsedOrNone(notLoaded, pick, async () => ({ Success: true, Value: 7 })),
    ).resolves.toBeUndefined();
    await expect(fetchParsedOrNone(loaded, pick, async () => ({ Success: false }))).resolves.toBeUndefined();
  });

  it('answers undefined without parsing for a failed http.request (answerOf gives NO_ANSWER)', async () => {
    let parsed = false;
    const spy = () => ({
      safeParse: () => {
        parsed = true;
        return {};
      },
    });
    const result = answerOf({ data: null, error: failed, headers: null });
    expect(result).toBe(NO_ANSWER);
    await expect(fetchParsedOrNone(loaded, spy, async () => result)).resolves.toBeUndefined();
    expect(parsed).toBe(false);
    expect(answerOf({ data: { Value: 1 }, error: null, headers: new Headers() })).toEqual({ Value: 1 });
  });

  it('still throws what a throwing request throws (http.requestOrThrow), schemas loaded or not', async () => {
    const throwing = async () => {
      throw failed;
    };
    await expect(fetchParsedOrNone(loaded, pick, throwing)).rejects.toBe(failed);
    await expect(fetchParsedOrNone(notLoaded, pick, throwing)).rejects.toBe(failed);
  });
});
