// Football: European leagues on weekend rounds (some with midweek rounds and cups), leagues in the
// Middle East, Asia, Oceania and the Americas that carry the other hours UTC, and continental cups on
// Tuesday–Thursday nights that draw the strongest clubs of their leagues.
import { type ChampSpec, champ, league, round } from './champ-specs';
import { COUNTRY as C, SPORT } from './sports';

const F = SPORT.football;

/** Leagues whose strongest clubs play the European cups (none has midweek rounds or a national cup). */
const CUP_LEAGUES = [1, 3, 5, 7, 9, 15, 16];
/** Leagues whose strongest clubs play the South American cup. */
const SOUTH_AMERICA = [102, 110];

// biome-ignore format: a fixture list reads best one round per line
export const FOOTBALL_SPECS: readonly ChampSpec[] = [
  // Europe
  champ(1, F, C.england, ['Premier League', 'Премьер-лига', 'الدوري الممتاز'], 1, 20, league(
    round('Fri 20:00', 'Sat 12:30', 'Sat 15:00*3', 'Sat 17:30', 'Sun 14:00*2', 'Sun 16:30', 'Mon 20:00'),
  )),
  champ(2, F, C.england, ['Championship', 'Чемпионшип', 'التشامبيونشيب'], 2, 24, league(
    round('Tue 19:45*6', 'Wed 19:00*2', 'Wed 19:45*4'),
    round('Fri 20:00', 'Sat 12:30', 'Sat 15:00*9', 'Sun 12:00'),
  )),
  champ(113, F, C.england, ['Premier League 2', 'Премьер-лига 2', 'الدوري الممتاز 2'], 2, 20, league(
    round('Tue 18:30', 'Tue 18:00', 'Wed 17:00', 'Wed 17:30', 'Wed 18:00', 'Thu 13:00', 'Thu 16:30', 'Thu 17:00', 'Thu 18:30*2'),
    round('Fri 13:00', 'Fri 17:00', 'Fri 18:00', 'Sat 11:00', 'Sun 12:00', 'Mon 13:00', 'Mon 17:00*2', 'Mon 18:00*2'),
  ), { reserves: { champId: 1 } }),
  champ(3, F, C.spain, ['LaLiga', 'Ла Лига', 'الليغا'], 1, 20, league(
    round('Fri 20:00', 'Sat 13:00', 'Sat 15:15', 'Sat 17:30', 'Sat 20:00', 'Sun 13:00', 'Sun 15:15', 'Sun 17:30', 'Sun 20:00', 'Mon 20:00'),
  )),
  champ(4, F, C.spain, ['Segunda División', 'Сегунда', 'الدرجة الثانية'], 2, 22, league(
    round('Fri 19:30', 'Sat 13:00', 'Sat 15:15', 'Sat 17:30', 'Sat 19:30', 'Sun 13:00', 'Sun 15:15', 'Sun 17:30', 'Sun 19:30', 'Mon 18:00', 'Mon 19:30'),
  )),
  champ(5, F, C.germany, ['Bundesliga', 'Бундеслига', 'البوندسليغا'], 1, 18, league(
    round('Fri 19:30', 'Sat 14:30*5', 'Sat 17:30', 'Sun 14:30', 'Sun 16:30'),
  )),
  champ(6, F, C.germany, ['2. Bundesliga', 'Вторая Бундеслига', 'البوندسليغا 2'], 2, 18, league(
    round('Fri 17:30*2', 'Sat 12:00*3', 'Sat 19:30', 'Sun 12:30*3'),
  )),
  champ(7, F, C.italy, ['Serie A', 'Серия A', 'سيري أ'], 1, 20, league(
    round('Fri 19:45', 'Sat 14:00', 'Sat 17:00', 'Sat 19:45', 'Sun 14:00*2', 'Sun 17:00', 'Sun 19:45', 'Mon 17:30', 'Mon 19:45'),
  )),
  champ(8, F, C.italy, ['Serie B', 'Серия B', 'سيري ب'], 2, 20, league(
    round('Tue 16:15*2', 'Tue 18:00*3', 'Tue 19:30*5'),
    round('Fri 19:30', 'Sat 14:00*6', 'Sat 16:15', 'Sun 14:00', 'Sun 16:15'),
  )),
  champ(9, F, C.france, ['Ligue 1', 'Лига 1', 'ليغ 1'], 1, 18, league(
    round('Fri 19:45', 'Sat 16:00', 'Sat 18:00', 'Sat 20:00', 'Sun 12:00', 'Sun 14:00*2', 'Sun 16:15', 'Sun 19:45'),
  )),
  champ(10, F, C.france, ['Ligue 2', 'Лига 2', 'ليغ 2'], 2, 18, league(
    round('Tue 17:15*2', 'Tue 19:00*7'),
    round('Fri 17:00', 'Fri 19:00*5', 'Sat 13:00', 'Sat 15:00', 'Sat 18:00'),
  )),
  champ(15, F, C.netherlands, ['Eredivisie', 'Эредивизи', 'الإيريديفيزي'], 1, 18, league(
    round('Fri 19:00', 'Sat 15:30', 'Sat 17:45', 'Sat 19:00', 'Sat 20:00', 'Sun 11:15', 'Sun 13:30*2', 'Sun 15:45'),
  )),
  champ(16, F, C.portugal, ['Primeira Liga', 'Примейра Лига', 'الدوري الممتاز'], 1, 18, league(
    round('Fri 19:15', 'Sat 15:30', 'Sat 18:00', 'Sat 20:30', 'Sun 15:30', 'Sun 18:00', 'Sun 20:30', 'Mon 18:45', 'Mon 20:15'),
  )),
  champ(112, F, C.greece, ['Super League', 'Суперлига', 'الدوري السوبر'], 1, 14, league(
    round('Fri 17:00', 'Sat 15:00', 'Sat 17:30', 'Sun 16:30', 'Sun 19:00', 'Mon 16:30', 'Mon 19:15'),
  )),
  champ(114, F, C.romania, ['Liga I', 'Лига I', 'الدرجة الأولى'], 2, 16, league(
    round('Fri 16:00', 'Fri 18:30', 'Sat 13:00', 'Sat 15:30', 'Sat 18:30', 'Sun 15:30', 'Sun 18:30', 'Mon 18:30'),
  )),
  champ(14, F, C.turkey, ['Süper Lig', 'Суперлига', 'السوبر ليغ'], 1, 18, league(
    round('Fri 17:00', 'Fri 19:45', 'Sat 10:30', 'Sat 13:00', 'Sat 16:00', 'Sun 10:30', 'Sun 13:00', 'Sun 17:30', 'Mon 17:00'),
  )),
  champ(116, F, C.turkey, ['Turkish Cup', 'Кубок Турции', 'كأس تركيا'], 1, 16, league(
    round('Tue 15:00', 'Tue 16:45', 'Tue 16:30*2', 'Wed 14:00', 'Wed 16:00', 'Wed 16:30', 'Wed 18:00'),
  ), { cup: { leagues: [14], rank: 0 } }),
  champ(11, F, C.russia, ['Premier League', 'Премьер-лига', 'الدوري الممتاز'], 1, 16, league(
    round('Fri 16:30', 'Sat 11:00', 'Sat 13:30', 'Sat 16:30', 'Sun 11:00', 'Sun 13:30', 'Sun 16:30', 'Mon 16:30'),
  )),
  champ(115, F, C.russia, ['Russian Cup', 'Кубок России', 'كأس روسيا'], 1, 16, league(
    round('Wed 16:00*2', 'Wed 17:30*2', 'Thu 15:30*2', 'Thu 16:30', 'Thu 18:30'),
  ), { cup: { leagues: [11], rank: 0 } }),
  champ(17, F, C.kazakhstan, ['Premier League', 'Премьер-лига', 'الدوري الممتاز'], 2, 14, league(
    round('Wed 10:00', 'Wed 12:00', 'Wed 13:00*2', 'Wed 14:00*2', 'Wed 15:00'),
    round('Sat 09:00', 'Sat 11:00', 'Sat 13:00', 'Sun 09:00', 'Sun 11:00', 'Sun 13:00', 'Mon 13:00'),
  )),
  champ(120, F, C.europe, ['Champions Cup', 'Кубок чемпионов', 'كأس الأبطال'], 1, 32, league(
    round('Tue 17:45*2', 'Tue 20:00*6', 'Wed 17:45*2', 'Wed 20:00*6'),
  ), { cup: { leagues: CUP_LEAGUES, rank: 0 } }),
  champ(121, F, C.europe, ['Continental Cup', 'Континентальный кубок', 'الكأس القارية'], 1, 32, league(
    round('Thu 17:45*8', 'Thu 20:00*8'),
  ), { cup: { leagues: CUP_LEAGUES, rank: 1 } }),
  // The Middle East and Africa
  champ(106, F, C.saudiArabia, ['Pro League', 'Про Лига', 'دوري المحترفين'], 1, 18, league(
    round('Thu 16:00', 'Thu 18:30', 'Fri 16:00', 'Fri 18:00*2', 'Sat 15:00', 'Sat 18:00', 'Mon 16:30', 'Mon 18:30'),
  )),
  champ(109, F, C.egypt, ['Premier League', 'Премьер-лига', 'الدوري الممتاز'], 2, 18, league(
    round('Tue 15:00', 'Tue 16:15', 'Wed 15:45', 'Wed 16:30', 'Wed 18:30', 'Thu 16:00*2', 'Thu 17:00', 'Thu 19:00'),
    round('Fri 14:30', 'Fri 18:00', 'Sat 13:00', 'Sat 16:00', 'Sun 13:00', 'Sun 16:00', 'Mon 15:00', 'Mon 16:15', 'Mon 19:00'),
  )),
  champ(118, F, C.uae, ['Pro League', 'Про Лига', 'دوري المحترفين'], 2, 14, league(
    round('Tue 13:30', 'Tue 16:00', 'Wed 13:30', 'Wed 15:45', 'Thu 13:30*2', 'Thu 16:15'),
    round('Fri 13:30', 'Fri 15:45', 'Sat 13:30', 'Sat 15:45', 'Sun 13:30', 'Mon 13:30', 'Mon 15:45'),
  )),
  // Asia and Oceania
  champ(100, F, C.japan, ['J1 League', 'Джей-лига', 'دوري جي 1'], 1, 20, league(
    round('Wed 10:00*6', 'Wed 10:30*2', 'Wed 11:00*2'),
    round('Fri 10:00', 'Sat 05:00*2', 'Sat 06:00*2', 'Sat 07:00', 'Sat 10:00', 'Sun 05:00', 'Sun 06:00', 'Sun 07:00'),
  )),
  champ(104, F, C.korea, ['K League 1', 'K-Лига 1', 'دوري كي 1'], 1, 12, league(
    round('Tue 10:30*3', 'Wed 10:30*3'),
    round('Sat 05:00', 'Sat 07:30', 'Sat 10:00', 'Sun 05:00', 'Sun 07:30', 'Sun 10:00'),
  )),
  champ(105, F, C.china, ['Super League', 'Суперлига', 'الدوري السوبر'], 1, 16, league(
    round('Tue 11:35*2', 'Wed 07:30', 'Wed 11:35*3', 'Thu 07:30', 'Thu 11:35'),
    round('Fri 11:35', 'Sat 07:30', 'Sat 11:00', 'Sat 12:00', 'Sun 07:30', 'Sun 11:00', 'Sun 12:00', 'Mon 11:35'),
  )),
  champ(111, F, C.vietnam, ['V.League 1', 'Ви-лига 1', 'دوري في 1'], 2, 14, league(
    round('Tue 09:30', 'Tue 11:00', 'Wed 11:00*2', 'Thu 09:30', 'Thu 11:00*2'),
    round('Fri 09:30', 'Sat 11:00*2', 'Sun 11:00*2', 'Mon 09:30', 'Mon 11:00'),
  )),
  champ(108, F, C.indonesia, ['Liga 1', 'Лига 1', 'الدوري 1'], 2, 18, league(
    round('Tue 08:00', 'Tue 12:00', 'Wed 08:00', 'Wed 12:00', 'Wed 13:00', 'Thu 08:00*2', 'Thu 12:00*2'),
    round('Fri 08:00', 'Fri 12:00', 'Sat 08:00', 'Sat 12:00', 'Sun 08:00', 'Sun 12:00', 'Sun 13:00', 'Mon 08:00', 'Mon 12:00'),
  )),
  champ(119, F, C.thailand, ['Thai League 1', 'Тай Лига 1', 'تاي ليغ 1'], 2, 16, league(
    round('Tue 08:00', 'Tue 09:00', 'Wed 08:00', 'Wed 09:00', 'Wed 11:00', 'Thu 08:00', 'Thu 09:00', 'Thu 11:00'),
    round('Fri 08:00', 'Fri 09:00', 'Sat 09:00', 'Sat 11:00', 'Sun 09:00', 'Sun 11:00', 'Mon 08:00', 'Mon 09:00'),
  )),
  champ(107, F, C.india, ['Super League', 'Суперлига', 'الدوري السوبر'], 2, 14, league(
    round('Tue 14:00', 'Wed 14:00', 'Thu 14:00', 'Fri 14:00', 'Sat 14:00', 'Sun 14:00', 'Mon 14:00'),
  )),
  champ(101, F, C.australia, ['A-League', 'A-Лига', 'دوري إيه'], 1, 12, league(
    round('Fri 08:45', 'Sat 04:00', 'Sat 06:30', 'Sat 08:45', 'Sun 04:00', 'Sun 06:00'),
  )),
  // The Americas
  champ(12, F, C.brazil, ['Série A', 'Серия A', 'سيري أ'], 1, 20, league(
    round('Wed 19:00*2', 'Wed 22:00', 'Wed 23:30', 'Thu 00:30', 'Thu 19:00*2', 'Thu 22:00', 'Thu 23:30', 'Fri 01:00'),
    round('Sat 19:00', 'Sat 21:30', 'Sun 16:00*2', 'Sun 19:00*2', 'Sun 20:30', 'Sun 23:30', 'Mon 00:30', 'Mon 23:00'),
  )),
  champ(102, F, C.argentina, ['Liga Profesional', 'Лига Професьональ', 'دوري المحترفين'], 1, 28, league(
    round('Fri 19:00', 'Fri 21:30', 'Fri 23:45', 'Sat 16:00', 'Sat 18:15', 'Sat 20:30', 'Sat 22:45', 'Sun 15:00', 'Sun 17:15', 'Sun 19:30', 'Sun 21:45', 'Mon 18:30', 'Mon 20:00', 'Mon 21:30'),
  )),
  champ(110, F, C.colombia, ['Primera A', 'Примера А', 'الدرجة الأولى أ'], 1, 20, league(
    round('Fri 23:00', 'Sat 01:00', 'Sat 21:00', 'Sat 23:10', 'Sun 01:20', 'Sun 21:10', 'Sun 23:20', 'Mon 23:30', 'Tue+ 01:00', 'Tue+ 02:30'),
  )),
  champ(117, F, C.chile, ['Primera División', 'Примера Дивисьон', 'الدرجة الأولى'], 2, 16, league(
    round('Fri 22:00', 'Sat 21:30', 'Sun 16:00', 'Sun 18:30', 'Sun 21:00', 'Mon 22:00', 'Tue+ 00:30', 'Tue+ 02:00'),
  )),
  champ(123, F, C.ecuador, ['LigaPro', 'ЛигаПро', 'ليغا برو'], 2, 16, league(
    round('Fri 21:00', 'Sat 02:00', 'Sat 19:00', 'Sun 00:00', 'Sun 17:00', 'Sun 21:00', 'Tue+ 01:00', 'Tue+ 03:00'),
  )),
  champ(122, F, C.southAmerica, ['South American Cup', 'Южноамериканский кубок', 'كأس أمريكا الجنوبية'], 1, 32, league(
    round('Tue 21:30*2', 'Tue 23:00', 'Wed 00:30*2', 'Wed 21:30*2', 'Wed 23:00', 'Thu 00:30*2', 'Thu 21:30', 'Thu 22:00', 'Thu 23:00', 'Fri 00:30*2', 'Fri 01:30'),
  ), { cup: { leagues: SOUTH_AMERICA, rank: 0 } }),
  champ(103, F, C.mexico, ['Liga MX', 'Лига MX', 'ليغا إم إكس'], 1, 18, league(
    round('Wed 01:00', 'Wed 02:45*2', 'Thu 01:00*2', 'Thu 03:05', 'Fri 01:00', 'Fri 02:45*2'),
    round('Sat 01:00', 'Sat 02:45', 'Sun 00:00', 'Sun 02:05', 'Sun 04:05', 'Sun 17:00', 'Sun 19:00', 'Mon 01:00', 'Mon 02:30'),
  )),
  champ(13, F, C.usa, ['Major League Soccer', 'MLS', 'الدوري الأمريكي لكرة القدم'], 1, 18, league(
    round('Wed 23:30*2', 'Thu 00:30*3', 'Thu 02:30*2', 'Thu 03:30*2'),
    round('Sat 23:30', 'Sun 00:30*3', 'Sun 02:30', 'Sun 03:30', 'Sun 22:00', 'Mon 01:00', 'Mon 03:30'),
  )),
];
