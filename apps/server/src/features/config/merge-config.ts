/** Merges a country's configuration over the brand's defaults, group by group (a country replaces whole keys). */
export function mergeConfig(base: unknown, override: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...asRecord(base) };
  for (const [group, value] of Object.entries(asRecord(override))) {
    const current = out[group];
    out[group] = isRecord(current) && isRecord(value) ? { ...current, ...value } : value;
  }
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asRecord(v: unknown): Record<string, unknown> {
  return isRecord(v) ? v : {};
}
