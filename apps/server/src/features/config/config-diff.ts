// The difference between two JSON documents, leaf by leaf: what the editor sees before saving (the raw
// row) and what players would get (the sanitised settings). Lists are compared entry by entry.

export interface JsonChange {
  /** `group.key[2].sub`. */
  path: string;
  /** Absent on one side: undefined there (null is a value). */
  before?: unknown;
  after?: unknown;
}

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] => typeof v === 'object' && v !== null;
const join = (path: string, key: string, inList: boolean) =>
  inList ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Every leaf that differs, in document order (before's keys first, then the added ones). */
export function diffJson(before: unknown, after: unknown, path = ''): JsonChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const bothLists = Array.isArray(before) && Array.isArray(after);
  const bothObjects = isContainer(before) && isContainer(after) && !Array.isArray(before) && !Array.isArray(after);
  if (!bothLists && !bothObjects) {
    const change: JsonChange = { path };
    if (before !== undefined) change.before = before;
    if (after !== undefined) change.after = after;
    return [change];
  }
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((key) => diffJson(a[key], b[key], join(path, key, bothLists)));
}
