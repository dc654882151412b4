// Sport menu sections. The spec lists the codes 3, 7, 8, 9, 11, 13, 28 and 1001..1012 and some of the
// slugs (alternative, long, marble-live, cyber-stream, cyber-zone, simulated-reality,
// aftermatch-vs-live, e-sports) without the pairing; the pairing and the remaining slugs are ours.

export const SportMenuSection = {
  long: 3,
  alternative: 7,
  'e-sports': 8,
  'marble-live': 9,
  'simulated-reality': 11,
  'cyber-zone': 13,
  'cyber-stream': 28,
  'aftermatch-vs-live': 1001,
  'cyber-football': 1002,
  'cyber-basketball': 1003,
  'cyber-hockey': 1004,
  'cyber-tennis': 1005,
  'virtual-sports': 1006,
  specials: 1007,
  politics: 1008,
  weather: 1009,
  'show-business': 1010,
  'tv-games': 1011,
  'fast-sports': 1012,
} as const;
export type SportMenuSectionSlug = keyof typeof SportMenuSection;
export type SportMenuSectionCode = (typeof SportMenuSection)[SportMenuSectionSlug];

const slugsByCode: ReadonlyMap<number, SportMenuSectionSlug> = new Map(
  (Object.keys(SportMenuSection) as SportMenuSectionSlug[]).map((slug) => [SportMenuSection[slug], slug]),
);

/** True for the numeric codes the menu-section parameter accepts. */
export function isSportMenuSectionCode(value: number): value is SportMenuSectionCode {
  return slugsByCode.has(value);
}

/** The slug of a section code, or undefined. */
export function sportMenuSectionSlug(code: number): SportMenuSectionSlug | undefined {
  return slugsByCode.get(code);
}

/**
 * Cleans a menu-section parameter: strings are kept as they are, numbers only when they are known
 * section codes (the spec's validation rule); anything else is dropped (undefined).
 */
export function parseSportMenuSection(value: unknown): string | SportMenuSectionCode | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && isSportMenuSectionCode(value)) return value;
  return undefined;
}
