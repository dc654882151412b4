/** Numeric menu sections the menu-section parameter may carry (string sections pass through). */
export const MENU_SECTION_IDS: ReadonlySet<number> = new Set([
  3, 7, 8, 9, 11, 13, 28, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012,
]);

/** Keeps string sections and only the known numeric ids; ids come out sorted, both de-duplicated. */
export function filterMenuSection(value: unknown): Array<string | number> {
  const items = Array.isArray(value) ? value : [value];
  const ids = new Set<number>();
  const names = new Set<string>();
  for (const item of items) {
    if (typeof item === 'string' && item !== '') names.add(item);
    else if (typeof item === 'number' && MENU_SECTION_IDS.has(item)) ids.add(item);
  }
  return [...[...ids].sort((a, b) => a - b), ...names];
}
