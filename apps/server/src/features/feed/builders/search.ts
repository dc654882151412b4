// `Web_SearchZip`: games whose team or championship name (Russian or English) matches the text,
// case-insensitively. Plain search matches any part of a name; `strict` matches whole words only.
import type { GameInfo, Names } from '../../../trading/types';
import type { CallContext } from '../feed-context';
import { selectGames } from './games';

const normalise = (s: string) => s.toLocaleLowerCase('ru').replaceAll('ё', 'е').trim();

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A predicate over names for a search text. */
export function nameMatcher(text: string, strict: boolean): (names: Names) => boolean {
  const needle = normalise(text);
  const word = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}($|[^\\p{L}\\p{N}])`, 'u');
  const test = (name: string) => {
    const hay = normalise(name);
    return strict ? word.test(hay) : hay.includes(needle);
  };
  return (names) => test(names.en) || test(names.ru);
}

export function searchGames(ctx: CallContext, text: string, strict: boolean, limit: number): GameInfo[] {
  if (normalise(text) === '') return [];
  const matches = nameMatcher(text, strict);
  return selectGames(ctx, {})
    .filter((g) => matches(g.home.name) || matches(g.away.name) || matches(ctx.catalog.champNames(g.champId)))
    .slice(0, limit);
}
