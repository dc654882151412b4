import type { RuleFailure } from '../types';

/** A failure of `rule` with the server's message, or the engine's key when the server gave none. */
export function failure(
  rule: RuleFailure['rule'],
  message: string | undefined,
  fallback: string,
  params?: RuleFailure['params'],
): RuleFailure {
  const text = message === undefined || message === '' ? fallback : message;
  return params ? { rule, message: text, params } : { rule, message: text };
}
