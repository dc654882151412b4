// The link to a game's result on the results page (issue 23, section 3), shared by the page and the
// bet history's settled legs. Imported by path (`@fairline/shared/routing/results-link`).

const MINUTE = 60_000;

/** `YYYY-MM-DD` of the day holding `at` (epoch ms) in a zone `tz` minutes east of UTC. */
export function dayIn(at: number, tz: number): string {
  return new Date(at + tz * MINUTE).toISOString().slice(0, 10);
}

/** The results page on the day a game kicked off (in the visitor's zone), with the game picked out. */
export function resultLink(lang: string, startIso: string, gameId: number, tz: number): string {
  return `/${lang}/results?date=${dayIn(Date.parse(startIso), tz)}&game=${gameId}`;
}
