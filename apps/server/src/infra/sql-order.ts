// The `order by` of a list sorted by a whitelisted column (ADR 0051): each list maps its `sort` names
// to SQL in its own repository, so a request's text never reaches the statement.

export type SortDir = 'asc' | 'desc';

/** `<column> <dir> nulls last, <id> <dir>`: ties break on the id the same way, so pages never overlap. */
export function sortedBy<K extends string>(columns: Record<K, string>, sort: K, dir: SortDir | undefined, id: string) {
  const way = dir === 'desc' ? 'desc' : 'asc';
  return `${columns[sort]} ${way} nulls last, ${id} ${way}`;
}
