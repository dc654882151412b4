import { type FieldRules, RULE_TYPES, type RuleType } from './types';

/** A rule as a v1 form sends it: any part may be missing or empty. */
export interface RawRule {
  message?: unknown;
  value?: unknown;
}

const isEmpty = (part: unknown) =>
  part === undefined || part === null || (typeof part === 'string' && part.trim() === '');

/** Keeps the v1 rules that have both a message and a value, dropping unknown rule types too. */
export function normalizeV1Rules(rules: Readonly<Record<string, RawRule | undefined>> | undefined): FieldRules {
  const kept: Record<string, RawRule> = {};
  for (const type of RULE_TYPES) {
    const rule = rules?.[type];
    if (rule && !isEmpty(rule.message) && !isEmpty(rule.value)) kept[type satisfies RuleType] = rule;
  }
  // Each kept rule came from the server under its type's key; the shape per type is the server's contract.
  return kept as FieldRules;
}
