// Demo SEO texts of the results page (issue 23, ADR 0040) and the promotions pages (issue 22, ADR
// 0044), in Russian, English and Arabic. A championship's results page has its own templates (named by
// the league), a campaign's page too: its title is the campaign's name, its description the campaign's
// own text ({about}), so each campaign reads as itself in every language it is written in.

type Lang = 'ru' | 'en' | 'ar';
type Text = { title: string; description: string; h1: string; content?: string };

export const RESULTS_PROMO_TEXTS: Record<string, Record<Lang, Text>> = {
  results: {
    en: {
      title: 'Sports results and final scores — {brand}',
      description: 'Final scores of the games of the last 30 days at {brand}: by day, sport and championship.',
      h1: 'Results',
    },
    ru: {
      title: 'Результаты матчей и итоговые счета — {brand}',
      description: 'Итоговые счета матчей за последние 30 дней в {brand}: по дням, видам спорта и турнирам.',
      h1: 'Результаты',
    },
    ar: {
      title: 'نتائج المباريات والنتائج النهائية — {brand}',
      description: 'النتائج النهائية لمباريات آخر 30 يومًا في {brand}: حسب اليوم والرياضة والبطولة.',
      h1: 'النتائج',
    },
  },
  'results-championship': {
    en: {
      title: '{league}: results and scores — {brand}',
      description: '{league} ({sport}): final scores of the last 30 days at {brand}.',
      h1: '{league}: results',
    },
    ru: {
      title: '{league}: результаты и счета — {brand}',
      description: '{league} ({sport}): итоговые счета матчей за последние 30 дней в {brand}.',
      h1: '{league}: результаты',
    },
    ar: {
      title: '{league}: النتائج — {brand}',
      description: '{league} ({sport}): النتائج النهائية لآخر 30 يومًا في {brand}.',
      h1: '{league}: النتائج',
    },
  },
  promo: {
    en: {
      title: 'Promotions and bonuses — {brand}',
      description: 'Bonuses and offers at {brand}: welcome and reload bonuses and promo codes, with their full terms.',
      h1: 'Promotions',
    },
    ru: {
      title: 'Акции и бонусы — {brand}',
      description:
        'Бонусы и предложения {brand}: приветственные бонусы, бонусы на депозит и промокоды с полными условиями.',
      h1: 'Акции',
    },
    ar: {
      title: 'العروض والمكافآت — {brand}',
      description: 'المكافآت والعروض في {brand}: مكافآت الترحيب وإعادة الإيداع والرموز الترويجية مع شروطها كاملة.',
      h1: 'العروض',
    },
  },
  'promo-campaign': {
    en: { title: '{name} — {brand}', description: '{about}', h1: '{name}' },
    ru: { title: '{name} — {brand}', description: '{about}', h1: '{name}' },
    ar: { title: '{name} — {brand}', description: '{about}', h1: '{name}' },
  },
};
