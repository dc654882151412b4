import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** NUL, or a UTF-16 surrogate without its partner (not a character: it cannot be encoded in UTF-8). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

/** Whether a string holds a NUL character or an unpaired surrogate. */
export const isUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

/** A step of the path to a value, linked to its parent (no copying per level of nesting). */
interface Step {
  key: string;
  parent: Step | undefined;
}

const joinPath = (step: Step | undefined): string => {
  const keys: string[] = [];
  for (let s = step; s !== undefined; s = s.parent) keys.push(s.key);
  return keys.reverse().join('.');
};

/**
 * The dotted path (`legs.0.name`; '' for the value itself) of a string, or object key, in
 * `value` that holds a NUL character or an unpaired surrogate; undefined when there is none.
 * Iterative, so a body nested to the size limit cannot overflow the stack.
 */
export function unsafeTextPath(value: unknown): string | undefined {
  const stack: [unknown, Step | undefined][] = [[value, undefined]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, step] = next;
    if (typeof item === 'string') {
      if (isUnsafeText(item)) return joinPath(step);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (isUnsafeText(key)) return joinPath(step);
        stack.push([child, { key, parent: step }]);
      }
    }
  }
  return undefined;
}

/** The request's parts in Fastify's validation-context names, in the order they are checked. */
const PARTS = [
  ['params', (req: FastifyRequest) => req.params],
  ['querystring', (req: FastifyRequest) => req.query],
  ['headers', (req: FastifyRequest) => req.headers],
  ['body', (req: FastifyRequest) => req.body],
] as const;

/**
 * Refuses, with a 400 in the route family's error shape, any request whose path parameters, query,
 * headers or body hold a NUL character or an unpaired surrogate — before the route's schema, its own
 * preValidation and preHandler hooks and its handler, so such text never reaches PostgreSQL (which
 * cannot store NUL in text, and answered 500), on routes with or without a schema for that part.
 * docs/decisions/0013-trustworthy-requests.md
 */
export function registerTextInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const [part, read] of PARTS) {
      const path = unsafeTextPath(read(req));
      if (path !== undefined) {
        throw new AppError('VALIDATION', `Invalid ${part}`, {
          validationErrors: { [path === '' ? part : path]: UNSAFE_TEXT_MESSAGE },
        });
      }
    }
  });
}
