// The casino's stars (pure rules, tested on their own): game ids `<provider>:<slug>` in the order
// they were starred; a guest's are merged into the player's at login without duplicates.

/** The list with `id` starred or unstarred. */
export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** `base` then what `extra` adds, without duplicates. */
export function merged(base: readonly string[], extra: readonly string[]): string[] {
  return [...new Set([...base, ...extra])];
}

/** A change waiting for the server; a later change of the same game replaces the earlier one. */
export type StarChange = { id: string; on: boolean };

export function queued(queue: readonly StarChange[], change: StarChange): StarChange[] {
  return [...queue.filter((c) => c.id !== change.id), change];
}

/** The server's list with the changes not yet confirmed laid on top. */
export function withPending(server: readonly string[], pending: readonly StarChange[]): string[] {
  return pending.reduce<string[]>(
    (ids, c) => (c.on ? merged(ids, [c.id]) : ids.filter((x) => x !== c.id)),
    [...server],
  );
}
