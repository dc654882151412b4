// Tennis tournaments play their rounds in the host's daytime, the host moving from Asia to the
// Americas to Europe week by week (the three tours are spread so that one of them is always on);
// table tennis and cyber sports run around the clock.
import { type ChampSpec, champ, daily, stream } from './champ-specs';
import { COUNTRY as C, SPORT as S } from './sports';

/** First hour (UTC) of a tournament day: Asia, the Americas, Europe. */
const ASIA = 1;
const AMERICAS = 14.5;
const EUROPE = 9;
/** Five rounds of 150 min a day (12.5 h); a host's day never runs into the next host's first round. */
const tour = (...hosts: number[]) => daily(150, 5, hosts, 12);

export const INDIVIDUAL_SPECS: readonly ChampSpec[] = [
  champ(
    60,
    S.tennis,
    C.international,
    ['ATP Challenger', 'ATP Челленджер', 'تشالنجر ATP'],
    1,
    8,
    tour(ASIA, AMERICAS, EUROPE),
    {
      variant: 'atp',
    },
  ),
  champ(61, S.tennis, C.international, ['ITF Men', 'ITF Мужчины', 'ITF للرجال'], 2, 8, tour(AMERICAS, EUROPE, ASIA), {
    variant: 'atp',
  }),
  champ(62, S.tennis, C.international, ['WTA 250', 'WTA 250', 'WTA 250'], 1, 8, tour(EUROPE, ASIA, AMERICAS), {
    variant: 'wta',
  }),
  champ(
    63,
    S.tennis,
    C.international,
    ['ITF Women', 'ITF Женщины', 'ITF للسيدات'],
    2,
    8,
    tour(AMERICAS, EUROPE, ASIA),
    {
      variant: 'wta',
    },
  ),
  champ(70, S.tableTennis, C.russia, ['Pro League', 'Про Лига', 'دوري المحترفين'], 2, 8, stream(25, 2), {
    variant: 'bo5',
  }),
  champ(
    71,
    S.tableTennis,
    C.czechia,
    ['Czech Pro League', 'Чешская Про Лига', 'دوري المحترفين التشيكي'],
    2,
    8,
    stream(25, 2),
    {
      variant: 'bo5',
    },
  ),
  champ(
    72,
    S.tableTennis,
    C.poland,
    ['Polish Pro Series', 'Польская Про Серия', 'سلسلة المحترفين البولندية'],
    2,
    8,
    stream(25, 2),
    {
      variant: 'bo5',
    },
  ),
  champ(73, S.tableTennis, C.kazakhstan, ['Open Cup', 'Открытый кубок', 'الكأس المفتوحة'], 2, 8, stream(25, 2), {
    variant: 'bo5',
  }),
  champ(74, S.tableTennis, C.international, ['TT Masters', 'ТТ Мастерс', 'ماسترز كرة الطاولة'], 2, 8, stream(25, 2), {
    variant: 'bo5',
  }),
  // In Arabic the match format is wrapped in LRI…PDI (\u2066…\u2069): unisolated, its "2" would join
  // the Arabic run before it and the name would read "2 … x6" on a right-to-left page.
  champ(
    80,
    S.fifa,
    C.international,
    ['FIFA. Premier Cup 2x6', 'FIFA. Премьер-кубок 2x6', 'FIFA. الكأس الممتازة \u20662x6\u2069'],
    2,
    8,
    stream(15, 1),
  ),
  champ(
    81,
    S.fifa,
    C.international,
    ['FIFA. Euro League 2x6', 'FIFA. Евролига 2x6', 'FIFA. الدوري الأوروبي \u20662x6\u2069'],
    2,
    8,
    stream(15, 1),
  ),
  champ(
    82,
    S.fifa,
    C.international,
    ['FIFA. Battle League 2x6', 'FIFA. Боевая лига 2x6', 'FIFA. دوري المعارك \u20662x6\u2069'],
    2,
    8,
    stream(15, 1),
  ),
  champ(
    83,
    S.fifa,
    C.international,
    ['FIFA. Volta Cup 2x6', 'FIFA. Кубок Вольта 2x6', 'FIFA. كأس فولتا \u20662x6\u2069'],
    2,
    8,
    stream(15, 1),
  ),
  champ(
    84,
    S.fifa,
    C.international,
    ['FIFA. Cyber Masters 2x6', 'FIFA. Кибер Мастерс 2x6', 'FIFA. سايبر ماسترز \u20662x6\u2069'],
    2,
    8,
    stream(15, 1),
  ),
  champ(
    90,
    S.cs2,
    C.international,
    ['CS2. Pro Series', 'CS2. Про Серия', 'CS2. سلسلة المحترفين'],
    1,
    6,
    stream(150, 24),
    { variant: 'bo3' },
  ),
  champ(
    91,
    S.cs2,
    C.international,
    ['CS2. Challenger League', 'CS2. Лига претендентов', 'CS2. دوري المتحدين'],
    2,
    6,
    stream(150, 24),
    {
      variant: 'bo3',
    },
  ),
  champ(
    92,
    S.cs2,
    C.international,
    ['CS2. Elite Cup', 'CS2. Элитный кубок', 'CS2. كأس النخبة'],
    2,
    6,
    stream(150, 24),
    {
      variant: 'bo3',
    },
  ),
];
