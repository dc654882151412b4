// `GameInsights`: pre-match facts from results — each side's form, head-to-head meetings (this
// season and the last), table positions, and a few sentences in the requested language.
import type { GameInsights } from '@fairline/shared/wire/feed-extras';
import type { Team } from '../../../trading/types';
import type { CallContext } from '../feed-context';
import { compact } from '../wire/compact';
import { type Lang, nameIn } from '../wire/lang';
import { gameNotFound } from './game-page';
import { type Season, type SeasonGame, seasonOf } from './season';
import { resultFor, tableOf } from './stage-table';

const FORM_GAMES = 5;

type FormGame = NonNullable<GameInsights['F1']>[number];

function formOf(ctx: CallContext, seasons: Season[], team: Team): FormGame[] {
  const games = seasons
    .flatMap((s) => s.games)
    .filter((g) => g.homeId === team.id || g.awayId === team.id)
    .slice(-FORM_GAMES);
  return games.map((g) => {
    const home = g.homeId === team.id;
    const opponent = ctx.catalog.teams.get(home ? g.awayId : g.homeId);
    return compact<FormGame>({
      I: g.gameId,
      S: Math.floor(g.start / 1000),
      O: opponent ? nameIn(opponent.name, ctx.wire.lang) : '',
      H: home || undefined,
      S1: g.s1,
      S2: g.s2,
      R: resultFor(g, team.id),
    });
  });
}

function sentences(lang: Lang, home: Team, away: Team, f1: string[], f2: string[], h2h: SeasonGame[]): string[] {
  const out: string[] = [];
  const wins = (f: string[]) => f.filter((r) => r === 'W').length;
  const say = (team: Team, form: string[]) =>
    lang === 'ru'
      ? `${team.name.ru}: ${wins(form)} побед в последних ${form.length} матчах`
      : `${team.name.en} have won ${wins(form)} of their last ${form.length} games`;
  if (f1.length > 0) out.push(say(home, f1));
  if (f2.length > 0) out.push(say(away, f2));
  const last = h2h[h2h.length - 1];
  if (last) {
    const h = last.homeId === home.id ? last.s1 : last.s2;
    const a = last.homeId === home.id ? last.s2 : last.s1;
    out.push(lang === 'ru' ? `Последняя личная встреча: ${h}:${a}` : `Their last meeting ended ${h}:${a}`);
  }
  return out;
}

export function gameInsights(ctx: CallContext, id: number): GameInsights {
  const g = ctx.engine.getGame(id, ctx.now);
  if (!g) throw gameNotFound();
  const seasons = [seasonOf(ctx, g.champId, 1), seasonOf(ctx, g.champId, 0)].filter((s): s is Season => !!s);
  const h2h = seasons
    .flatMap((s) => s.games)
    .filter(
      (x) => (x.homeId === g.home.id && x.awayId === g.away.id) || (x.homeId === g.away.id && x.awayId === g.home.id),
    );
  const current = seasons[seasons.length - 1];
  const champ = ctx.catalog.champs.get(g.champId);
  const table = current && champ ? tableOf(current, champ.teamIds, champ.sportId) : [];
  const position = (teamId: number) => table.findIndex((r) => r.teamId === teamId) + 1;
  const f1 = formOf(ctx, seasons, g.home);
  const f2 = formOf(ctx, seasons, g.away);
  return compact<GameInsights>({
    I: g.id,
    CI: g.constId,
    O1: nameIn(g.home.name, ctx.wire.lang),
    O2: nameIn(g.away.name, ctx.wire.lang),
    O1I: g.home.id,
    O2I: g.away.id,
    LI: g.champId,
    SI: g.sportId,
    WP: compact({ ...g.winProbabilities }),
    F1: f1,
    F2: f2,
    H2H: h2h.map((x) =>
      compact({ I: x.gameId, S: Math.floor(x.start / 1000), O1I: x.homeId, O2I: x.awayId, S1: x.s1, S2: x.s2 }),
    ),
    TP: compact({ P1: position(g.home.id), P2: position(g.away.id) }),
    FA: sentences(
      ctx.wire.lang,
      g.home,
      g.away,
      f1.map((x) => String(x.R)),
      f2.map((x) => String(x.R)),
      h2h,
    ),
  });
}
