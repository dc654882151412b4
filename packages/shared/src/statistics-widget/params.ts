// The host parameters of the statistics widget (spec: "The statistics widget is hosted in an embedded
// frame. The host passes these parameters: …"), names verbatim. They ride in the query of the widget's
// first URL, `/{language}/widget/statisticpopup/{href}?…`; each is read with its default here.
// Zod-free and pure: the widget, the demo host and the tests read them the same way.

import { isRtl as isRtlLanguage } from '../lookups/languages';
import { STATISTICS_SEGMENT } from '../routing/statistics-paths';

/** A stage table's kinds (the `tt` of stage pages): every game, home games, away games. */
export const TABLE_TYPES_OF_STAGE = ['total', 'home', 'away'] as const;
export type StageTableType = (typeof TABLE_TYPES_OF_STAGE)[number];

/** The path segment under the language where the widget's pages live (the spec's configurable prefix). */
export const WIDGET_PREFIX = 'widget';

/** The listener id a host gets when it names none. */
export const DEFAULT_LISTENER_ID = 'fairline-statistics';

/** The listener id of our own site's statistics modal: its bets go to the site's own slip. */
export const SITE_LISTENER_ID = 'fairline-site';

/** The host parameters, in the spec's order. */
export const WIDGET_PARAM_NAMES = [
  'href',
  'refId',
  'projectId',
  'geo',
  'timeZone',
  'language',
  'locale',
  'contentWidth',
  'syncHistoryWithIframe',
  'fixedIframeHeight',
  'minHeight',
  'activateGoBack',
  'internalContentScrolling',
  'postMessageListenerId',
  'isRtl',
  'isDarkTheme',
  'is12h',
  'transformPrefix',
  'tableType',
  'gTagId',
  'isHideTeamLogos',
  'isHideChampLogos',
  'isHideNavigationButtons',
  'paintId',
] as const;

export type WidgetParamName = (typeof WIDGET_PARAM_NAMES)[number];

export interface WidgetParams {
  /** The statistics page to open, after `statisticpopup/` (e.g. `game/1/123/main`); '' for none. */
  href: string;
  refId: number | null;
  projectId: number | null;
  /** The visitor's country, ISO 3166 alpha-2 in lower case; '' when not given. */
  geo: string;
  /** An IANA zone the times are shown in; '' for the browser's own. */
  timeZone: string;
  language: string;
  /** The locale numbers and dates are formatted in; the language when not given. */
  locale: string;
  /** The width the host gives the widget's content, in CSS pixels; null: the frame's width. */
  contentWidth: number | null;
  /** The host mirrors the widget's route in its own history. */
  syncHistoryWithIframe: boolean;
  /** A frame height the host fixes; the widget then scrolls inside it. Null: the widget reports its height. */
  fixedIframeHeight: number | null;
  /** The least height the widget reports, in CSS pixels. */
  minHeight: number;
  /** The host shows its own back button (the widget reports whether it can go back). */
  activateGoBack: boolean;
  /** The widget scrolls its content itself instead of growing the frame. */
  internalContentScrolling: boolean;
  /** Carried by every message, so a host with several widgets tells them apart. */
  postMessageListenerId: string;
  isRtl: boolean;
  isDarkTheme: boolean;
  is12h: boolean;
  /** The host's own path prefix for the widget's routes (reported in history route changes). */
  transformPrefix: string;
  tableType: StageTableType;
  /** The host's analytics tag id; '' for none. */
  gTagId: string;
  isHideTeamLogos: boolean;
  isHideChampLogos: boolean;
  isHideNavigationButtons: boolean;
  /** The host's colour scheme id; '' for the brand's own. */
  paintId: string;
}

const INT = /^\d{1,9}$/;
const ISO2 = /^[a-z]{2}$/;
const LOCALE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;
const TOKEN = /^[\w-]{1,64}$/;
const HREF = /^[\w-]+(?:\/[\w-]+){0,4}$/;
const PREFIX = /^[\w-]+(?:\/[\w-]+){0,3}$/;
const GTAG = /^(?:G|UA|GT|AW)-[A-Z0-9-]{4,20}$/;

/** Reads a boolean the way hosts write it (`true`/`1`, `false`/`0`); anything else keeps the default. */
export function readFlag(value: string | null, fallback: boolean): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fallback;
}

const readInt = (value: string | null): number | null => (value !== null && INT.test(value) ? Number(value) : null);
const readMatch = (value: string | null, rule: RegExp, fallback = ''): string =>
  value !== null && rule.test(value) ? value : fallback;

/** Whether the runtime knows an IANA time zone (`Europe/Berlin`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The host parameters of a widget URL's query, each with its default when absent or malformed: the
 * language falls back to `fallbackLanguage` when not one of `languages`, right-to-left follows the
 * language unless `isRtl` says otherwise, flags are off, the table type is `total`.
 */
export function parseWidgetParams(
  query: string | URLSearchParams,
  languages: readonly string[],
  fallbackLanguage: string,
): WidgetParams {
  const q = typeof query === 'string' ? new URLSearchParams(query) : query;
  const asked = q.get('language')?.toLowerCase() ?? '';
  const language = languages.includes(asked) ? asked : fallbackLanguage;
  const href = (q.get('href') ?? '').replace(new RegExp(`^/?(?:${STATISTICS_SEGMENT}/)?`), '').replace(/\/$/, '');
  const tableType = q.get('tableType');
  const timeZone = q.get('timeZone') ?? '';
  return {
    href: HREF.test(href) ? href : '',
    refId: readInt(q.get('refId')),
    projectId: readInt(q.get('projectId')),
    geo: readMatch(q.get('geo')?.toLowerCase() ?? null, ISO2),
    timeZone: isTimeZone(timeZone) ? timeZone : '',
    language,
    locale: readMatch(q.get('locale'), LOCALE, language),
    contentWidth: readInt(q.get('contentWidth')),
    syncHistoryWithIframe: readFlag(q.get('syncHistoryWithIframe'), false),
    fixedIframeHeight: readInt(q.get('fixedIframeHeight')),
    minHeight: readInt(q.get('minHeight')) ?? 0,
    activateGoBack: readFlag(q.get('activateGoBack'), false),
    internalContentScrolling: readFlag(q.get('internalContentScrolling'), false),
    postMessageListenerId: readMatch(q.get('postMessageListenerId'), TOKEN, DEFAULT_LISTENER_ID),
    isRtl: readFlag(q.get('isRtl'), isRtlLanguage(language)),
    isDarkTheme: readFlag(q.get('isDarkTheme'), false),
    is12h: readFlag(q.get('is12h'), false),
    transformPrefix: readMatch(q.get('transformPrefix')?.replace(/^\/|\/$/g, '') ?? null, PREFIX),
    tableType: (TABLE_TYPES_OF_STAGE as readonly string[]).includes(tableType ?? '')
      ? (tableType as StageTableType)
      : 'total',
    gTagId: readMatch(q.get('gTagId'), GTAG),
    isHideTeamLogos: readFlag(q.get('isHideTeamLogos'), false),
    isHideChampLogos: readFlag(q.get('isHideChampLogos'), false),
    isHideNavigationButtons: readFlag(q.get('isHideNavigationButtons'), false),
    paintId: readMatch(q.get('paintId'), TOKEN),
  };
}

/**
 * The URL a host puts in its iframe: `{origin}/{language}/widget/statisticpopup/{href}?{params}`, only
 * the parameters given (the widget applies the defaults). `tt` carries a stage page's table type.
 */
export function widgetUrl(origin: string, params: Partial<WidgetParams> & { language: string; href: string }): string {
  const query = new URLSearchParams();
  for (const name of WIDGET_PARAM_NAMES) {
    const value = params[name];
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const path = `/${params.language}/${WIDGET_PREFIX}/${STATISTICS_SEGMENT}/${params.href.replace(/^\//, '')}`;
  return `${origin}${path}?${query.toString()}`;
}

/** The host-side path of a widget route: the host's `transformPrefix` and the page after `statisticpopup/`. */
export function hostPathOf(widgetPath: string, transformPrefix: string): string {
  const at = widgetPath.indexOf(`/${STATISTICS_SEGMENT}/`);
  const page = at === -1 ? '' : widgetPath.slice(at + STATISTICS_SEGMENT.length + 2);
  return `/${[transformPrefix, page].filter(Boolean).join('/')}`;
}
