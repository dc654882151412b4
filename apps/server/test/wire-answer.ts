import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/**
 * A real answer read with its shared wire schema (packages/shared/src/wire): fails naming the status
 * and every field that drifted, so a contract test says which side moved.
 */
export function readWire<S extends z.ZodType>(res: LightMyRequestResponse, schema: S, status = 200): z.output<S> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  const parsed = schema.safeParse(res.json());
  if (!parsed.success) throw new Error(`the answer drifted from its wire schema:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * readWire, exact (ADR 0019): the parsed answer must equal the answer, so a key the schema does not
 * declare fails as surely as a missing or mistyped one.
 */
export function readExactWire<S extends z.ZodType>(res: LightMyRequestResponse, schema: S, status = 200): z.output<S> {
  const parsed = readWire(res, schema, status);
  expect(parsed, 'the answer has a key its wire schema does not declare').toEqual(res.json());
  return parsed;
}
