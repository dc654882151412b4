import * as wire from '@fairline/shared/wire/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const engine = () => t.app.trading.engine;
const now = () => t.app.trading.clock.now();
const get = (url: string) => t.app.inject({ method: 'GET', url });
const site = async <T>(url: string, schema: { parse(v: unknown): T }) => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return schema.parse((res.json() as { data: unknown }).data);
};
const service = async <T>(url: string, schema: { parse(v: unknown): T }) => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json() as { Success: boolean; Value: unknown };
  expect(body.Success).toBe(true);
  return schema.parse(body.Value);
};
const FEED = '/service-api/statisticfeed/api/v1';
const WEB = '/service-api/restcore/api/External/v1/Web';
/** The engine's own final result of a game: the one settlement and the results page use. */
const engineResult = (constId: number, start: number) =>
  engine()
    .resultsBetween(start, start + 12 * HOUR)
    .find((r) => r.constId === constId);
/** A football line game of the first championship. */
const lineGame = () => engine().listGames(now(), { kind: 'line', sportIds: [1] })[0]!;

describe('statistics calls (issue 23, section 2)', () => {
  it('TeamLastGames lists the engine’s finished games with the scores settlement settled by, newest first', async () => {
    const game = lineGame();
    const data = await service(`${FEED}/TeamLastGames?teamId=${game.home.id}&count=12&lang=en`, wire.teamLastGames);
    expect(data.team.name).toBe(game.home.name.en);
    expect(data.games.length).toBeGreaterThan(3);
    expect(data.form.length).toBe(5);
    for (const g of data.games) {
      const result = engineResult(g.id, Date.parse(g.start));
      expect(result?.status, `game ${g.id}`).toBe('finished');
      expect(g.score).toEqual(result?.final);
      const own = g.is_home ? g.score!.home : g.score!.away;
      const other = g.is_home ? g.score!.away : g.score!.home;
      expect(g.result).toBe(own > other ? 'W' : own === other ? 'D' : 'L');
    }
    const starts = data.games.map((g) => Date.parse(g.start));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(data.form).toEqual(
      data.games
        .slice(0, 5)
        .map((g) => g.result)
        .reverse(),
    );
    expect(data.next.some((g) => g.id === game.constId)).toBe(true);
  });

  it('HeadToHead gives every meeting of the two teams in the last seasons with the engine’s scores', async () => {
    const game = lineGame();
    const data = await site(`/SiteService/HeadToHead?gameId=${game.id}&lang=ru`, wire.headToHead);
    expect(data.home.name).toBe(game.home.name.ru);
    const pair = new Set([game.home.id, game.away.id]);
    for (const g of data.games) {
      expect(pair.has(g.home.id) && pair.has(g.away.id)).toBe(true);
      expect(g.score).toEqual(engineResult(g.id, Date.parse(g.start))?.final);
    }
    const { home_wins, draws, away_wins } = data.summary;
    expect(home_wins + draws + away_wins).toBe(data.games.length);
    expect(data.games.length).toBeGreaterThan(0);
  });

  it('StageTable counts the season’s games: total = home + away, points by the sport’s rule', async () => {
    const champ = lineGame().champId;
    const total = await site(`/SiteService/StageTable?stageId=${champ}&lang=en`, wire.stageTable);
    const home = await site(`/SiteService/StageTable?stageId=${champ}&tt=home`, wire.stageTable);
    const away = await site(`/SiteService/StageTable?stageId=${champ}&tt=away`, wire.stageTable);
    expect(total.has_draws).toBe(true);
    const row = (table: typeof total, id: number) => table.rows.find((r) => r.team.id === id)!;
    for (const r of total.rows) {
      expect(r.games).toBe(row(home, r.team.id).games + row(away, r.team.id).games);
      expect(r.points).toBe(row(home, r.team.id).points + row(away, r.team.id).points);
      expect(r.points).toBe(3 * r.won + r.drawn);
    }
    expect(total.rows.map((r) => r.position)).toEqual(total.rows.map((_, i) => i + 1));
    const earlier = await site(
      `/SiteService/StageTable?stageId=${champ}&seasonId=${total.seasons[1]}`,
      wire.stageTable,
    );
    expect(earlier.season).toBe(total.season - 1);
  });

  it('SeasonGames has the season’s results and its published fixtures', async () => {
    const game = lineGame();
    const data = await service(`${FEED}/SeasonGames?stageId=${game.champId}`, wire.seasonGames);
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.every((g) => g.score !== null && g.season === data.season)).toBe(true);
    expect(data.fixtures.some((g) => g.id === game.constId)).toBe(true);
    // Cyber pages (sports 85, 89, 144) ask with their sport: a championship of another sport is not found.
    const fifa = engine().listGames(now(), { sportIds: [85] })[0]!;
    await service(`${FEED}/SeasonGames?stageId=${fifa.champId}&sportId=85`, wire.seasonGames);
    expect((await get(`${FEED}/SeasonGames?stageId=${game.champId}&sportId=85`)).statusCode).toBe(404);
  });

  it('generates the same squads, line-ups and venues every time, with the sport’s squad size', async () => {
    const game = lineGame();
    const a = await site(`/SiteService/LineUps2?gameId=${game.id}`, wire.lineUps);
    const b = await service(`${FEED}/LineUps?gameId=${game.id}`, wire.lineUps);
    expect(b).toEqual(a);
    expect(a.available).toBe(true);
    expect(a.home?.starting.length).toBe(11);
    expect((a.home?.starting.length ?? 0) + (a.home?.bench.length ?? 0)).toBe(23);
    const squad = await site(`/SiteService/ShortPlayersInfo?teamId=${game.home.id}`, wire.playersAnswer);
    expect(squad.players.length).toBe(23);
    const player = a.home!.starting[3]!;
    const info = await site(`/SiteService/ShortPlayersInfo?playerId=${player.id}&lang=en`, wire.playersAnswer);
    const one = wire.playerInfo.parse(info.players[0]);
    expect(one.name).toBe(player.name);
    expect(one.season.starts).toBeLessThanOrEqual(one.season.team_games);
    const stadium = await site(`/SiteService/GetStadiumForGame_2?gameId=${game.id}`, wire.stadium);
    expect(stadium.capacity).toBeGreaterThan(1000);
    expect(await site(`/SiteService/GetStadiumForGame_2?gameId=${game.id}`, wire.stadium)).toEqual(stadium);
    const tennis = engine().listGames(now(), { sportIds: [4] })[0]!;
    const none = await site(`/SiteService/LineUps2?gameId=${tennis.id}`, wire.lineUps);
    expect(none).toMatchObject({ available: false, home: null, away: null });
  });

  it('Status, FindMainLiveByLineId and CheckLink describe a game by any of its ids', async () => {
    const game = lineGame();
    const status = await service(`${FEED}/Status?gameId=${game.id}&lang=en`, wire.gameStatus);
    expect(status).toMatchObject({ id: game.constId, phase: 'line', live_id: game.liveId, score: null });
    const live = await get(`/service-api/RefGameService/FindMainLiveByLineId?gameId=${game.lineId}`);
    expect(live.json()).toMatchObject({ Success: true, Value: game.liveId });
    const link = await service(`${WEB}/CheckLink?permanentId=${game.constId}`, wire.checkLink);
    expect(link).toEqual({ available: true, path: `/statisticpopup/game/1/${game.constId}/main` });
    expect((await service(`${WEB}/Sports?lang=en`, wire.statSports)).find((s) => s.id === 1)?.has_lineups).toBe(true);
    expect((await service(`${WEB}/GetCountries?lang=ru`, wire.countries)).length).toBeGreaterThan(5);
  });

  it('CoefficientGraph reads the main market’s prices back from the engine at past instants', async () => {
    const game = lineGame();
    const data = await service(`${FEED}/CoefficientGraph?gameId=${game.id}`, wire.coefficientGraph);
    expect(data.group).toBe(1);
    expect(data.outcomes.map((o) => o.label)).toEqual(['1', 'X', '2']);
    expect(data.points.length).toBe(wire.GRAPH_POINTS);
    for (const p of data.points.filter((_, i) => i % 10 === 0)) {
      const then = engine().getGame(game.id, Date.parse(p.at))!;
      expect(p.odds).toEqual([1, 2, 3].map((T) => then.E.find((o) => o.G === 1 && o.T === T)?.C ?? null));
    }
    const last = data.points.at(-1)!;
    expect(Date.parse(last.at)).toBeLessThanOrEqual(now());
  });

  it('refuses bad input with 400 and unknown ids with 404, in each family’s error shape', async () => {
    for (const url of [
      '/SiteService/HeadToHead?gameId=abc',
      '/SiteService/StageTable?stageId=1&tt=sideways',
      '/SiteService/ShortPlayersInfo',
      '/SiteService/HorsesRace?raceid=-4',
      `${FEED}/TeamLastGames?teamId=1&count=500`,
      `${WEB}/CheckLink`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    for (const url of [
      '/SiteService/HeadToHead?gameId=7',
      '/SiteService/StageTable?stageId=127',
      '/SiteService/ShortPlayersInfo?playerId=99',
      '/SiteService/HorsesRace?raceid=12',
      `${FEED}/TeamLastGames?teamId=999999`,
      `${FEED}/CoefficientGraph?gameId=3`,
      '/service-api/RefGameService/FindMainLiveByLineId?gameId=5',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toMatch(/is not found/);
    }
    const envelope = (await get(`${FEED}/Status?gameId=9`)).json();
    expect(envelope).toMatchObject({ Success: false, Error: 'Game is not found', Value: null });
    expect((await service(`${WEB}/CheckLink?permanentId=9`, wire.checkLink)).available).toBe(false);
  });
});
