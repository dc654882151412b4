// The words of a push message, in the language the player subscribed in (ru, en, ar; others read
// English). A page that is open shows the same notice from the web's own dictionaries instead.
import type { MatchNotice } from '@fairline/shared/wire/match-subscriptions';

type Kind = MatchNotice['kind'];
type Words = Record<Kind, string> & { betBody: string };

const WORDS: Record<'en' | 'ru' | 'ar', Words> = {
  en: {
    start: 'Kick-off',
    goal: 'Goal!',
    red_card: 'Red card',
    period_end: 'End of period {period}',
    result: 'Final result',
    bet_won: 'Your bet won',
    bet_lost: 'Your bet lost',
    bet_void: 'Your bet was voided',
    betBody: 'Bet No. {betId}',
  },
  ru: {
    start: 'Матч начался',
    goal: 'Гол!',
    red_card: 'Красная карточка',
    period_end: 'Окончен период {period}',
    result: 'Итоговый счёт',
    bet_won: 'Ваша ставка выиграла',
    bet_lost: 'Ваша ставка проиграла',
    bet_void: 'Ваша ставка возвращена',
    betBody: 'Ставка № {betId}',
  },
  ar: {
    start: 'انطلقت المباراة',
    goal: 'هدف!',
    red_card: 'بطاقة حمراء',
    period_end: 'نهاية الشوط {period}',
    result: 'النتيجة النهائية',
    bet_won: 'ربح رهانك',
    bet_lost: 'خسر رهانك',
    bet_void: 'أُلغي رهانك',
    betBody: 'الرهان رقم {betId}',
  },
};

/** The language a notice is written in: the subscriber's, else English. */
export const noticeLang = (lang: string): 'en' | 'ru' | 'ar' => (lang === 'ru' || lang === 'ar' ? lang : 'en');

/** Title and body of a push message. */
export function noticeWords(notice: MatchNotice, lang: string): { title: string; body: string } {
  const w = WORDS[noticeLang(lang)];
  const title = w[notice.kind].replace('{period}', String(notice.period ?? ''));
  if (notice.betId !== undefined) return { title, body: w.betBody.replace('{betId}', String(notice.betId)) };
  return { title, body: notice.score ? `${notice.teams} ${notice.score}` : notice.teams };
}
