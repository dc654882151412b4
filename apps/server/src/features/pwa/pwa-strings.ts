// The installable app's player-visible words: the manifest's description and the offline page.
import { FALLBACK_LANGUAGE } from '@fairline/shared/lookups/languages';

export interface PwaStrings {
  /** The manifest's description (store-like line under the name). */
  description: string;
  offlineTitle: string;
  offlineText: string;
  retry: string;
}

const STRINGS: Readonly<Record<string, PwaStrings>> = {
  ru: {
    description: 'Ставки на спорт до матча и по ходу игры, киберспорт и казино',
    offlineTitle: 'Нет соединения с интернетом',
    offlineText:
      'Страница откроется, как только связь вернётся. Без соединения мы не показываем коэффициенты, чтобы вы не увидели устаревшую цену.',
    retry: 'Повторить',
  },
  en: {
    description: 'Sports betting before and during the game, esports and casino',
    offlineTitle: 'You are offline',
    offlineText:
      'The page opens as soon as the connection is back. Odds are never shown offline, so you never see an out-of-date price.',
    retry: 'Retry',
  },
  ar: {
    description: 'المراهنات الرياضية قبل المباراة وأثناءها، والرياضات الإلكترونية والكازينو',
    offlineTitle: 'لا يوجد اتصال بالإنترنت',
    offlineText: 'ستُفتح الصفحة فور عودة الاتصال. لا نعرض الاحتمالات دون اتصال، حتى لا ترى سعرًا قديمًا.',
    retry: 'إعادة المحاولة',
  },
};

/** The words in one language; a language without its own falls back to English, as the dictionaries do. */
export function pwaStrings(lang: string): PwaStrings {
  return STRINGS[lang] ?? STRINGS[FALLBACK_LANGUAGE]!;
}
