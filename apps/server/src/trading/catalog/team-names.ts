// Deterministic team and player names (en and ru) for each championship.
import { pick, type Rng, shuffled } from '../rng';
import type { Names } from '../types';
import type { ChampSpec } from './champ-specs';
import { CITIES, CYBER_TEAMS, INITIALS, NICKS, SURNAMES } from './cities';
import { COUNTRY as C, SPORT as S } from './sports';

type Pattern = [string, string];

const FOOTBALL: Record<number, Pattern[]> = {
  [C.england]: [
    ['{c} FC', 'ФК {c}'],
    ['{c} United', '{c} Юнайтед'],
    ['{c} City', '{c} Сити'],
    ['{c} Rovers', '{c} Роверс'],
    ['{c} Athletic', '{c} Атлетик'],
    ['{c} Town', '{c} Таун'],
  ],
  [C.spain]: [
    ['Real {c}', 'Реал {c}'],
    ['Atlético {c}', 'Атлетико {c}'],
    ['Deportivo {c}', 'Депортиво {c}'],
    ['Racing {c}', 'Расинг {c}'],
    ['Sporting {c}', 'Спортинг {c}'],
  ],
  [C.germany]: [
    ['FC {c}', 'ФК {c}'],
    ['SV {c}', 'СВ {c}'],
    ['VfB {c}', 'ВфБ {c}'],
    ['Borussia {c}', 'Боруссия {c}'],
    ['Eintracht {c}', 'Айнтрахт {c}'],
    ['Fortuna {c}', 'Фортуна {c}'],
  ],
  [C.italy]: [
    ['{c}', '{c}'],
    ['Sporting {c}', 'Спортинг {c}'],
    ['Virtus {c}', 'Виртус {c}'],
    ['Atletico {c}', 'Атлетико {c}'],
    ['Pro {c}', 'Про {c}'],
  ],
  [C.france]: [
    ['FC {c}', 'ФК {c}'],
    ['Olympique {c}', 'Олимпик {c}'],
    ['Stade {c}', 'Стад {c}'],
    ['Racing {c}', 'Расинг {c}'],
    ['AS {c}', 'АС {c}'],
  ],
  [C.russia]: [
    ['Dinamo {c}', 'Динамо {c}'],
    ['Spartak {c}', 'Спартак {c}'],
    ['Lokomotiv {c}', 'Локомотив {c}'],
    ['Torpedo {c}', 'Торпедо {c}'],
    ['Zenit {c}', 'Зенит {c}'],
  ],
  [C.brazil]: [
    ['{c} EC', '{c}'],
    ['Atlético {c}', 'Атлетико {c}'],
    ['Sport {c}', 'Спорт {c}'],
    ['América {c}', 'Америка {c}'],
    ['Internacional {c}', 'Интернасьонал {c}'],
  ],
  [C.usa]: [
    ['{c} FC', 'ФК {c}'],
    ['{c} SC', '{c} СК'],
    ['{c} United', '{c} Юнайтед'],
    ['Real {c}', 'Реал {c}'],
  ],
  [C.turkey]: [
    ['{c}spor', '{c}спор'],
    ['{c} FK', '{c}'],
    ['{c} Belediyespor', '{c} Беледиеспор'],
    ['{c} Gençlik', '{c} Генчлик'],
  ],
  [C.netherlands]: [
    ['FC {c}', 'ФК {c}'],
    ['SC {c}', 'СК {c}'],
    ['VV {c}', 'ВВ {c}'],
    ['Go Ahead {c}', 'Гоу Эхед {c}'],
  ],
  [C.portugal]: [
    ['Sporting {c}', 'Спортинг {c}'],
    ['FC {c}', 'ФК {c}'],
    ['Vitória {c}', 'Витория {c}'],
    ['Académica {c}', 'Академика {c}'],
    ['União {c}', 'Униан {c}'],
  ],
  [C.kazakhstan]: [
    ['FC {c}', 'ФК {c}'],
    ['Shakhter {c}', 'Шахтёр {c}'],
    ['Energetik {c}', 'Энергетик {c}'],
    ['Metallurg {c}', 'Металлург {c}'],
  ],
  [C.japan]: [
    ['{c} FC', 'ФК {c}'],
    ['{c} Reds', '{c} Редс'],
    ['{c} Marinos', '{c} Маринос'],
    ['{c} Antlers', '{c} Антлерс'],
  ],
  [C.australia]: [
    ['{c} FC', 'ФК {c}'],
    ['{c} City', '{c} Сити'],
    ['{c} Victory', '{c} Виктори'],
    ['{c} Wanderers', '{c} Уондерерс'],
  ],
  [C.argentina]: [
    ['Club {c}', 'Клуб {c}'],
    ['Atlético {c}', 'Атлетико {c}'],
    ['Racing {c}', 'Расинг {c}'],
    ['Independiente {c}', 'Индепендьенте {c}'],
    ['Estudiantes {c}', 'Эстудиантес {c}'],
    ['Gimnasia {c}', 'Химнасия {c}'],
  ],
  [C.mexico]: [
    ['Club {c}', 'Клуб {c}'],
    ['Atlético {c}', 'Атлетико {c}'],
    ['Deportivo {c}', 'Депортиво {c}'],
    ['Real {c}', 'Реал {c}'],
  ],
  [C.korea]: [
    ['{c} FC', 'ФК {c}'],
    ['{c} Hyundai', '{c} Хёндэ'],
    ['{c} United', '{c} Юнайтед'],
  ],
  [C.china]: [
    ['{c} FC', 'ФК {c}'],
    ['{c} City', '{c} Сити'],
    ['{c} Dragons', '{c} Драгонс'],
  ],
  [C.saudiArabia]: [
    ['{c} Club', 'Клуб {c}'],
    ['Al-Ittihad {c}', 'Аль-Иттихад {c}'],
    ['Al-Nasr {c}', 'Аль-Наср {c}'],
    ['Al-Ahli {c}', 'Аль-Ахли {c}'],
  ],
  [C.india]: [
    ['{c} FC', 'ФК {c}'],
    ['{c} City', '{c} Сити'],
    ['{c} United', '{c} Юнайтед'],
  ],
  [C.indonesia]: [
    ['{c} FC', 'ФК {c}'],
    ['{c} United', '{c} Юнайтед'],
    ['Persis {c}', 'Персис {c}'],
  ],
  [C.egypt]: [
    ['{c} SC', 'СК {c}'],
    ['Al-Ahly {c}', 'Аль-Ахли {c}'],
    ['Ittihad {c}', 'Иттихад {c}'],
    ['{c} FC', 'ФК {c}'],
  ],
  [C.colombia]: [
    ['Atlético {c}', 'Атлетико {c}'],
    ['Deportivo {c}', 'Депортиво {c}'],
    ['Independiente {c}', 'Индепендьенте {c}'],
    ['América {c}', 'Америка {c}'],
  ],
  [C.vietnam]: [
    ['{c} FC', 'ФК {c}'],
    ['Công An {c}', 'Конг Ан {c}'],
    ['{c} United', '{c} Юнайтед'],
  ],
  [C.greece]: [
    ['{c} FC', 'ФК {c}'],
    ['Panathinaikos {c}', 'Панатинаикос {c}'],
    ['Aris {c}', 'Арис {c}'],
    ['Atromitos {c}', 'Атромитос {c}'],
  ],
  [C.romania]: [
    ['FC {c}', 'ФК {c}'],
    ['Dinamo {c}', 'Динамо {c}'],
    ['Universitatea {c}', 'Университатя {c}'],
    ['Petrolul {c}', 'Петролул {c}'],
  ],
  [C.chile]: [
    ['Deportes {c}', 'Депортес {c}'],
    ['Universidad de {c}', 'Универсидад де {c}'],
    ['Unión {c}', 'Унион {c}'],
    ['Club {c}', 'Клуб {c}'],
  ],
  [C.ecuador]: [
    ['Deportivo {c}', 'Депортиво {c}'],
    ['Liga de {c}', 'Лига де {c}'],
    ['Emelec {c}', 'Эмелек {c}'],
    ['Club {c}', 'Клуб {c}'],
  ],
  [C.thailand]: [
    ['{c} United', '{c} Юнайтед'],
    ['{c} FC', 'ФК {c}'],
    ['{c} City', '{c} Сити'],
  ],
  [C.uae]: [
    ['Al {c}', 'Аль-{c}'],
    ['{c} Club', 'Клуб {c}'],
    ['Shabab {c}', 'Шабаб {c}'],
  ],
};

const CLUB: Record<number, Pattern[]> = {
  [S.hockey]: [
    ['HC {c}', 'ХК {c}'],
    ['{c} Hawks', '{c} Хокс'],
    ['{c} Bears', '{c} Беарс'],
  ],
  [S.basketball]: [
    ['BC {c}', 'БК {c}'],
    ['{c} Bulls', '{c} Буллз'],
    ['{c} Stars', '{c} Старз'],
  ],
  [S.handball]: [
    ['HC {c}', 'ГК {c}'],
    ['{c} Handball', '{c} Гандбол'],
  ],
  [S.volleyball]: [
    ['VC {c}', 'ВК {c}'],
    ['{c} Volley', '{c} Волей'],
  ],
};

const fill = (p: Pattern, city: [string, string]): Names => ({
  en: p[0].replace('{c}', city[0]),
  ru: p[1].replace('{c}', city[1]),
});

/**
 * Club names: one club per city of the country, cycling through its name patterns. Two clubs of one
 * city in one league ("Giza FC" and "Giza SC") read as the same team under two names, so a country
 * needs at least as many cities as its largest league has clubs.
 */
function clubNames(rng: Rng, spec: ChampSpec, patterns: Pattern[]): Names[] {
  const cities = shuffled(rng, CITIES[spec.countryId] ?? []);
  const [first] = patterns;
  if (cities.length < spec.teams || !first) {
    throw new Error(`championship ${spec.id} needs ${spec.teams} cities and a name pattern`);
  }
  return cities.slice(0, spec.teams).map((city, k) => fill(patterns[k % patterns.length] ?? first, city));
}

function playerNames(rng: Rng, count: number, used: Set<string>): Names[] {
  const out: Names[] = [];
  while (out.length < count) {
    const [en, ru] = pick(rng, SURNAMES);
    const [ien, iru] = pick(rng, INITIALS);
    const name = { en: `${en} ${ien}.`, ru: `${ru} ${iru}.` };
    if (!used.has(name.en)) {
      used.add(name.en);
      out.push(name);
    }
  }
  return out;
}

const FIFA_COUNTRIES = [C.england, C.spain, C.germany, C.italy, C.france];

/**
 * Names of every team (or player) of a championship, in a stable order. `indexInSport` spreads
 * cyber names over championships; `usedPlayers` keeps player names unique across tournaments.
 */
export function teamNames(rng: Rng, spec: ChampSpec, indexInSport: number, usedPlayers: Set<string>): Names[] {
  if (spec.sportId === S.football) return clubNames(rng, spec, FOOTBALL[spec.countryId] ?? []);
  const club = CLUB[spec.sportId];
  if (club) return clubNames(rng, spec, club);
  if (spec.sportId === S.fifa) {
    const country = FIFA_COUNTRIES[indexInSport % FIFA_COUNTRIES.length] ?? C.england;
    const cities = shuffled(rng, CITIES[country] ?? []);
    const nicks = shuffled(rng, NICKS);
    return cities.slice(0, spec.teams).map(([en, ru], i) => ({
      en: `${en} (${nicks[i] ?? ''})`,
      ru: `${ru} (${nicks[i] ?? ''})`,
    }));
  }
  if (spec.sportId === S.cs2) {
    return CYBER_TEAMS.slice(indexInSport * spec.teams, (indexInSport + 1) * spec.teams).map((t) => ({ en: t, ru: t }));
  }
  return playerNames(rng, spec.teams, usedPlayers);
}
