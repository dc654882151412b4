// Which welcome bonus the registration form starts with (issue 22, `registration.preselectedBonusByRoute`):
// a promo link's `bonus` query first, else the longest configured path prefix of the page registration
// was opened on, else the server's own order (its first offer).
import type { FormField } from '../../components/ui';

/** The page's path without its language segment: '/en/casino/x' → '/casino/x', '/en' → '/'. */
export function sitePathOf(pathname: string): string {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/(.)\/+$/, '$1');
  return rest === '' ? '/' : rest.toLowerCase();
}

/** The bonus (code or kind id) to preselect on `path`, or undefined for the server's order. */
export function preselectedBonus(
  path: string,
  byRoute: Readonly<Record<string, string>>,
  query?: string | null,
): string | undefined {
  const asked = query?.trim();
  if (asked) return asked;
  let best: string | undefined;
  for (const prefix of Object.keys(byRoute)) {
    const covers = prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
    if (covers && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best === undefined ? undefined : byRoute[best];
}

/** The fields with the bonus choice's option named by `bonus` (code, any case, or kind id) selected alone. */
export function withPreselectedBonus(fields: readonly FormField[], bonus: string | undefined): readonly FormField[] {
  if (bonus === undefined) return fields;
  const wanted = bonus.toUpperCase();
  return fields.map((field) => {
    if (field.name !== 'bonus_choice' || !field.options) return field;
    const named = field.options.find((o) => String(o.code ?? '').toUpperCase() === wanted || String(o.id) === bonus);
    if (!named) return field;
    const options = field.options.map((option) => {
      const { selected: _, ...rest } = option;
      return option.id === named.id ? { ...rest, selected: true } : rest;
    });
    return { ...field, options };
  });
}
