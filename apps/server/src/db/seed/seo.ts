// Demo SEO data (issue 19, ADR 0024): title, description and heading templates per section in
// Russian, English and Arabic, the SEO texts and footer questions of the main sections, and one
// brand's own home title and analytics counter, to show that a brand's row replaces the default.
import type { Database } from '../../infra/db';
import { RESULTS_PROMO_TEXTS } from './seo-results-promo';

type Lang = 'ru' | 'en' | 'ar';
type Text = { title: string; description: string; h1: string; content?: string };

const T: Record<string, Record<Lang, Text>> = {
  main: {
    en: {
      title: '{brand} — sports betting online, line and live odds',
      description:
        'Bet on football, tennis, hockey and more at {brand}: pre-match line, live betting and cyber sports.',
      h1: 'Sports betting at {brand}',
      content:
        '{brand} offers bets on hundreds of games every day: football, tennis, basketball, hockey and cyber sports.\n\nOdds update in real time during live games, and settled bets are paid to your account at once.',
    },
    ru: {
      title: '{brand} — ставки на спорт онлайн, линия и лайв',
      description: 'Ставки на футбол, теннис, хоккей и другие виды спорта в {brand}: линия, лайв и киберспорт.',
      h1: 'Ставки на спорт в {brand}',
      content:
        '{brand} принимает ставки на сотни матчей каждый день: футбол, теннис, баскетбол, хоккей и киберспорт.\n\nКоэффициенты в лайве меняются в реальном времени, а выигрыш зачисляется на счёт сразу после расчёта.',
    },
    ar: {
      title: '{brand} — المراهنات الرياضية عبر الإنترنت، قبل المباراة ومباشر',
      description:
        'راهن على كرة القدم والتنس والهوكي وغيرها في {brand}: قبل المباراة والمراهنة المباشرة والرياضات الإلكترونية.',
      h1: 'المراهنات الرياضية في {brand}',
      content:
        'يقدم {brand} رهانات على مئات المباريات يوميًا: كرة القدم والتنس وكرة السلة والهوكي والرياضات الإلكترونية.\n\nتتغير الاحتمالات مباشرة أثناء المباريات، وتُضاف الأرباح إلى حسابك فور تسوية الرهان.',
    },
  },
  sports: {
    en: {
      title: 'All sports — {brand}',
      description: 'Every sport you can bet on at {brand}, line and live.',
      h1: 'All sports',
    },
    ru: {
      title: 'Все виды спорта — {brand}',
      description: 'Все виды спорта для ставок в {brand}: линия и лайв.',
      h1: 'Все виды спорта',
    },
    ar: {
      title: 'كل الرياضات — {brand}',
      description: 'كل الرياضات التي يمكنك المراهنة عليها في {brand}.',
      h1: 'كل الرياضات',
    },
  },
  line: {
    en: {
      title: 'Pre-match betting line — {brand}',
      description: 'Upcoming games and odds for pre-match bets at {brand}.',
      h1: 'Line',
    },
    ru: {
      title: 'Линия ставок на спорт — {brand}',
      description: 'Предстоящие матчи и коэффициенты для ставок до начала игры в {brand}.',
      h1: 'Линия',
    },
    ar: {
      title: 'رهانات ما قبل المباراة — {brand}',
      description: 'المباريات القادمة والاحتمالات في {brand}.',
      h1: 'قبل المباراة',
    },
  },
  live: {
    en: { title: 'Live betting — {brand}', description: 'Games in play and live odds at {brand}.', h1: 'Live' },
    ru: {
      title: 'Ставки в лайве — {brand}',
      description: 'Матчи, которые идут сейчас, и коэффициенты лайва в {brand}.',
      h1: 'Лайв',
    },
    ar: {
      title: 'المراهنة المباشرة — {brand}',
      description: 'المباريات الجارية والاحتمالات المباشرة في {brand}.',
      h1: 'مباشر',
    },
  },
  sport: {
    en: {
      title: '{sport} betting odds — {brand}',
      description: 'Bet on {sport}: games, leagues and odds at {brand}.',
      h1: '{sport}',
    },
    ru: {
      title: '{sport}: ставки и коэффициенты — {brand}',
      description: '{sport}: матчи, турниры и коэффициенты в {brand}.',
      h1: '{sport}',
    },
    ar: {
      title: 'المراهنة على {sport} — {brand}',
      description: '{sport}: المباريات والبطولات والاحتمالات في {brand}.',
      h1: '{sport}',
    },
  },
  championship: {
    en: {
      title: '{league}: betting odds — {brand}',
      description: '{league} ({sport}): games and odds at {brand}.',
      h1: '{league}',
    },
    ru: {
      title: '{league}: ставки и коэффициенты — {brand}',
      description: '{league} ({sport}): матчи и коэффициенты в {brand}.',
      h1: '{league}',
    },
    ar: {
      title: '{league}: الاحتمالات — {brand}',
      description: '{league} ({sport}): المباريات والاحتمالات في {brand}.',
      h1: '{league}',
    },
  },
  game: {
    en: {
      title: '{home} — {away}: odds, {date} — {brand}',
      description: 'Bet on {home} vs {away} ({league}), {date}: odds at {brand}.',
      h1: '{home} — {away}',
    },
    ru: {
      title: '{home} — {away}: ставки, {date} — {brand}',
      description: 'Ставки на матч {home} — {away} ({league}), {date}: коэффициенты в {brand}.',
      h1: '{home} — {away}',
    },
    ar: {
      title: '{home} — {away}: الاحتمالات، {date} — {brand}',
      description: 'راهن على {home} ضد {away} ({league})، {date} في {brand}.',
      h1: '{home} — {away}',
    },
  },
  information: {
    en: { title: '{name} — {brand}', description: '{name}: information for players of {brand}.', h1: '{name}' },
    ru: { title: '{name} — {brand}', description: '{name}: информация для игроков {brand}.', h1: '{name}' },
    ar: { title: '{name} — {brand}', description: '{name}: معلومات للاعبي {brand}.', h1: '{name}' },
  },
  cyber: {
    en: {
      title: 'Cyber sports betting — {brand}',
      description: 'FIFA, CS2 and other cyber sports at {brand}.',
      h1: 'Cyber sports',
    },
    ru: {
      title: 'Ставки на киберспорт — {brand}',
      description: 'FIFA, CS2 и другие киберспортивные дисциплины в {brand}.',
      h1: 'Киберспорт',
    },
    ar: {
      title: 'المراهنة على الرياضات الإلكترونية — {brand}',
      description: 'FIFA وCS2 ورياضات إلكترونية أخرى في {brand}.',
      h1: 'الرياضات الإلكترونية',
    },
  },
  'not-found': {
    en: { title: 'Page not found — {brand}', description: 'There is no such page at {brand}.', h1: 'Page not found' },
    ru: {
      title: 'Страница не найдена — {brand}',
      description: 'Такой страницы в {brand} нет.',
      h1: 'Страница не найдена',
    },
    ar: {
      title: 'الصفحة غير موجودة — {brand}',
      description: 'لا توجد هذه الصفحة في {brand}.',
      h1: 'الصفحة غير موجودة',
    },
  },
  registration: {
    en: { title: 'Registration — {brand}', description: 'Open an account at {brand} in a minute.', h1: 'Registration' },
    ru: { title: 'Регистрация — {brand}', description: 'Откройте счёт в {brand} за минуту.', h1: 'Регистрация' },
    ar: { title: 'التسجيل — {brand}', description: 'افتح حسابًا في {brand} خلال دقيقة.', h1: 'التسجيل' },
  },
  // The casino's lobby and game pages (issue 21, ADR 0038).
  casino: {
    en: {
      title: 'Online casino — {brand}: slots, roulette, blackjack',
      description: 'Provably fair slots, table and instant games at {brand}, with the return to player of every game.',
      h1: 'Casino',
    },
    ru: {
      title: 'Онлайн-казино — {brand}: слоты, рулетка, блэкджек',
      description: 'Доказуемо честные слоты, настольные и быстрые игры в {brand} с процентом возврата каждой игры.',
      h1: 'Казино',
    },
    ar: {
      title: 'كازينو عبر الإنترنت — {brand}: سلوتس وروليت وبلاك جاك',
      description: 'سلوتس وألعاب طاولة وألعاب فورية عادلة بشكل قابل للإثبات في {brand}، مع نسبة العائد لكل لعبة.',
      h1: 'الكازينو',
    },
  },
};

const Q: Record<string, Record<Lang, [string, string][]>> = {
  main: {
    en: [
      ['How do I place a bet?', 'Pick a price on any game: it goes to the bet slip. Enter the stake and confirm.'],
      ['When is a winning bet paid?', 'As soon as the game is settled, the winnings are added to your balance.'],
      [
        'Can I bet while a game is played?',
        'Yes: the live section lists the games in play with odds that follow the score.',
      ],
    ],
    ru: [
      ['Как сделать ставку?', 'Выберите коэффициент в любом матче — он попадёт в купон. Введите сумму и подтвердите.'],
      ['Когда выплачивается выигрыш?', 'Сразу после расчёта матча выигрыш зачисляется на баланс.'],
      [
        'Можно ли ставить во время матча?',
        'Да: в разделе «Лайв» — идущие матчи с коэффициентами, которые следуют за счётом.',
      ],
    ],
    ar: [
      ['كيف أضع رهانًا؟', 'اختر احتمالًا في أي مباراة فيُضاف إلى قسيمة الرهان. أدخل المبلغ وأكّد.'],
      ['متى تُدفع الأرباح؟', 'فور تسوية المباراة تُضاف الأرباح إلى رصيدك.'],
      ['هل يمكنني المراهنة أثناء المباراة؟', 'نعم: قسم المباشر يعرض المباريات الجارية باحتمالات تتبع النتيجة.'],
    ],
  },
  live: {
    en: [['Why are some odds locked?', 'Betting pauses for a moment after a goal or another key event, then reopens.']],
    ru: [
      [
        'Почему некоторые коэффициенты закрыты?',
        'После гола или другого важного события приём ставок ненадолго приостанавливается.',
      ],
    ],
    ar: [['لماذا بعض الاحتمالات مغلقة؟', 'يتوقف قبول الرهانات لحظة بعد هدف أو حدث مهم ثم يُستأنف.']],
  },
};

/** Fills the default SEO texts and questions, Meridian's own home title and its analytics counter (one statement each). */
export async function seedSeo(database: Database): Promise<void> {
  const texts = Object.entries({ ...T, ...RESULTS_PROMO_TEXTS }).flatMap(([section, byLang]) =>
    Object.entries(byLang).map(([lang, t]) => textRow(null, lang, section, t, t.content ? 'collapsed' : 'none')),
  );
  const [meridian] = await database.query<{ id: number }>(`select id from brands where slug = 'meridian'`);
  if (meridian) {
    texts.push(
      textRow(meridian.id, 'en', 'main', { ...T.main!.en, title: '{brand} — bet on sport the Meridian way' }, 'plain'),
    );
  }
  await database.query(
    `insert into seo_texts (brand_id, lang, section, title, description, h1, content, style)
     select * from jsonb_to_recordset($1::jsonb)
       as x(brand_id integer, lang text, section text, title text, description text, h1 text, content text, style text)
     on conflict (coalesce(brand_id, 0), lang, section) do update set title = excluded.title,
       description = excluded.description, h1 = excluded.h1, content = excluded.content, style = excluded.style`,
    [JSON.stringify(texts)],
  );
  const questions = Object.entries(Q).flatMap(([section, byLang]) =>
    Object.entries(byLang).flatMap(([lang, items]) =>
      items.map(([question, answer], position) => ({ lang, section, position, question, answer })),
    ),
  );
  await database.query(
    `insert into seo_questions (brand_id, lang, section, position, question, answer)
     select null, * from jsonb_to_recordset($1::jsonb) as x(lang text, section text, position integer, question text, answer text)
     on conflict (coalesce(brand_id, 0), lang, section, position) do update set question = excluded.question, answer = excluded.answer`,
    [JSON.stringify(questions)],
  );
  if (!meridian) return;
  await database.query(
    `insert into seo_analytics_counters (brand_id, provider, counter_id) values ($1, 'matomo', '7')
     on conflict (brand_id, provider) do update set counter_id = excluded.counter_id`,
    [meridian.id],
  );
}

function textRow(brandId: number | null, lang: string, section: string, t: Text, style: string) {
  return {
    brand_id: brandId,
    lang,
    section,
    title: t.title,
    description: t.description,
    h1: t.h1,
    content: t.content ?? '',
    style,
  };
}
