// The tournaments desk through the real app (issue 21, ADR 0072): a tournament created by staff is what the
// players' pages list; the form's rules refused by field; a running tournament keeps its rules; cancelling;
// a finished one's payouts from the ledger; read-only roles; every change in the staff audit.
import type {
  DeskTournament,
  TournamentCreateInput,
  TournamentDeskAnswer,
  TournamentDeskListAnswer,
} from '@fairline/shared/wire/backoffice-casino';
import type { TournamentsAnswer } from '@fairline/shared/wire/casino-tournaments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EUR, tournamentTestKit } from '../casino-tournaments/casino-tournaments.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

let t: TestApp;
let marketing: TestStaff;
let risk: TestStaff;
let support: TestStaff;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  marketing = await signedInStaff(t.app, t.database, 'marketing');
  risk = await signedInStaff(t.app, t.database, 'risk');
  support = await signedInStaff(t.app, t.database, 'support');
}, 60_000);
afterAll(() => t.close());

const URL = '/admin-api/casino/tournaments';
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

function body(over: Partial<TournamentCreateInput> = {}): TournamentCreateInput {
  seq += 1;
  return {
    idempotency_key: `desk-test-${seq}-${Math.random()}`,
    brand_id: 1,
    names: { en: `Desk race ${seq}`, ru: `Гонка ${seq}` },
    rule: 'wager',
    games: ['fairline-studio:dice'],
    categories: [],
    currency_id: EUR,
    currency_only: true,
    starts_at: inHours(1),
    ends_at: inHours(5),
    prizes: [
      { from: 1, to: 1, amount: 100_00 },
      { from: 2, to: 3, amount: 20_00 },
    ],
    ...over,
  };
}

const call = (method: 'POST' | 'PUT' | 'GET', url: string, staff: TestStaff, payload?: object) =>
  t.app.inject({ method, url, headers: asStaff(staff.cookie), ...(payload ? { payload } : {}) });
async function created(over: Partial<TournamentCreateInput> = {}): Promise<DeskTournament> {
  const res = await call('POST', URL, marketing, body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tournament: DeskTournament }>().tournament;
}
const audits = (subject: string) =>
  t.database.query<{ action: string; staff_email: string; reason: string | null; after: unknown }>(
    'select action, staff_email, reason, after from staff_audit where subject = $1 order by id',
    [subject],
  );
const publicList = async (lang: string) =>
  (await t.app.inject({ method: 'GET', url: `/web-api/casino/v1/tournaments?lang=${lang}` })).json<TournamentsAnswer>()
    .data.tournaments;

describe('creating a tournament', () => {
  it('makes a scheduled tournament the players’ page lists in their language, once per key, audited', async () => {
    const request = body();
    const first = await call('POST', URL, marketing, request);
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json<{ tournament: DeskTournament; replayed: boolean }>();
    expect(made.replayed).toBe(false);
    expect(made.tournament).toMatchObject({ status: 'scheduled', created_by: marketing.email });
    expect(made.tournament.form.prizes).toEqual(request.prizes);
    const again = await call('POST', URL, marketing, request);
    expect(again.json()).toMatchObject({ replayed: true, tournament: { id: made.tournament.id } });

    const ru = (await publicList('ru')).find((x) => x.id === made.tournament.id);
    expect(ru).toMatchObject({ name: request.names.ru, status: 'upcoming', rule: 'wager' });
    expect(ru?.prizes[0]?.amounts).toEqual({ [String(EUR)]: 100_00 });

    const list = (
      await call('GET', `${URL}?status=scheduled&brand=1&limit=200`, risk)
    ).json<TournamentDeskListAnswer>();
    expect(list.items.map((i) => i.id)).toContain(made.tournament.id);
    expect(list.games.map((g) => g.id)).toContain('fairline-studio:dice');
    const rows = await audits(`tournament:${made.tournament.id}`);
    expect(rows.map((r) => [r.action, r.staff_email])).toEqual([['casino.tournament_created', marketing.email]]);
  });

  it('refuses each broken rule by its field', async () => {
    const refused = async (over: Partial<TournamentCreateInput>, field: string) => {
      const res = await call('POST', URL, marketing, body(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    };
    await refused({ ends_at: inHours(0.5) }, 'ends_at');
    await refused({ starts_at: inHours(-1) }, 'starts_at');
    await refused({ games: [], categories: [] }, 'games');
    await refused({ games: ['fairline-studio:no-such-game'] }, 'games');
    await refused({ currency_id: 999_999 }, 'currency_id');
    await refused({ brand_id: 999_999 }, 'brand_id');
    // Prizes: positive, descending, rows following each other from place 1.
    await refused({ prizes: [{ from: 1, to: 1, amount: 0 }] }, 'prizes');
    await refused(
      {
        prizes: [
          { from: 1, to: 1, amount: 10_00 },
          { from: 2, to: 2, amount: 20_00 },
        ],
      },
      'prizes',
    );
    await refused({ prizes: [{ from: 2, to: 3, amount: 10_00 }] }, 'prizes');
  });

  it('lets read-only roles see the desk and nothing more; others not at all', async () => {
    expect((await call('GET', URL, risk)).statusCode).toBe(200);
    expect((await call('POST', URL, risk, body())).statusCode).toBe(403);
    expect((await call('GET', URL, support)).statusCode).toBe(403);
  });
});

describe('editing and cancelling', () => {
  it('edits a scheduled tournament as a whole, audited with before and after', async () => {
    const made = await created();
    const res = await call('PUT', `${URL}/${made.id}`, marketing, {
      ...made.form,
      rule: 'multiplier',
      min_stake_usd: 0.5,
      prizes: [{ from: 1, to: 5, amount: 30_00 }],
      reason: 'better prizes',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ tournament: DeskTournament }>().tournament.form).toMatchObject({
      rule: 'multiplier',
      min_stake_usd: 0.5,
      prizes: [{ from: 1, to: 5, amount: 30_00 }],
    });
    const [, updated] = await audits(`tournament:${made.id}`);
    expect(updated).toMatchObject({ action: 'casino.tournament_updated', reason: 'better prizes' });
  });

  it('keeps a running tournament’s rules: a rename passes, a prize change or a cancel is 409', async () => {
    const kit = tournamentTestKit(t.app, t.database);
    const { id } = await kit.tournament({ rule: 'wager', games: ['fairline-studio:dice'] });
    const detail = (await call('GET', `${URL}/${id}`, marketing)).json<TournamentDeskAnswer>();
    expect(detail.tournament.status).toBe('running');
    expect(detail.standings).toEqual([]);
    const form = detail.tournament.form;
    const renamed = await call('PUT', `${URL}/${id}`, marketing, { ...form, names: { en: 'Renamed', ru: 'Новое' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await publicList('en')).find((x) => x.id === id)?.name).toBe('Renamed');
    const prizes = [{ from: 1, to: 1, amount: 1 }];
    const changed = await call('PUT', `${URL}/${id}`, marketing, { ...form, prizes });
    expect([changed.statusCode, changed.json().error_code]).toEqual([409, 'tournament_running']);
    const cancel = await call('POST', `${URL}/${id}/cancel`, marketing, { reason: 'too late' });
    expect([cancel.statusCode, cancel.json().error_code]).toEqual([409, 'tournament_started']);
  });

  it('cancels a scheduled tournament: gone from the players’ pages, final, audited with the reason', async () => {
    const made = await created();
    const res = await call('POST', `${URL}/${made.id}/cancel`, marketing, { reason: 'wrong games' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ tournament: DeskTournament }>().tournament.status).toBe('cancelled');
    expect((await publicList('en')).some((x) => x.id === made.id)).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/web-api/casino/v1/tournaments/${made.id}` });
    expect(page.statusCode).toBe(404);
    const again = await call('PUT', `${URL}/${made.id}`, marketing, made.form);
    expect([again.statusCode, again.json().error_code]).toEqual([409, 'tournament_cancelled']);
    const rows = await audits(`tournament:${made.id}`);
    expect(rows.at(-1)).toMatchObject({ action: 'casino.tournament_cancelled', reason: 'wrong games' });
  });
});

describe('a finished tournament', () => {
  it('shows who was paid which prize and when, from the ledger', async () => {
    const kit = tournamentTestKit(t.app, t.database);
    const { id, endsAt } = await kit.tournament({
      rule: 'wager',
      games: ['fairline-studio:dice'],
      countries: ['fd'],
      prizes: [{ from: 1, to: 1, amounts: { [String(EUR)]: 50_00 } }],
    });
    const winner = await kit.player('fd');
    await kit.round(winner, 'dice', 5_00, 0);
    await t.app.casinoTournaments.sweep(new Date(endsAt.getTime() + 120_000));
    const detail = (await call('GET', `${URL}/${id}`, risk)).json<TournamentDeskAnswer>();
    expect(detail.tournament.status).toBe('finished');
    const [payout] = detail.payouts;
    expect(payout).toMatchObject({ user_id: winner.id, place: 1, amount: 50_00, currency_id: EUR, status: 'paid' });
    const [tx] = await t.database.query<{ created_at: Date }>(
      'select created_at from ledger_transactions where id = $1',
      [payout?.ledger_transaction_id],
    );
    expect(payout?.paid_at).toBe(new Date(tx?.created_at ?? 0).toISOString());
    const edit = await call('PUT', `${URL}/${id}`, marketing, detail.tournament.form);
    expect([edit.statusCode, edit.json().error_code]).toEqual([409, 'tournament_finished']);
  });
});
