// Casino visibility per brand × country (ADR 0055): the thirdPartyCasino group's switch, categories,
// providers and single hidden games, saved as a new configuration version, with each game of the
// catalogue and whether those settings offer it.
import type { CasinoVisibility, CasinoVisibilityAnswer } from '@fairline/shared/wire/backoffice-content';
import { CASINO_CATEGORIES } from '@fairline/shared/wire/casino-lobby';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { api, queryOf } from '../api';
import { type Column, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { BrandCountryPicker, ContentTabs, type Selection } from './content-shared';

type Game = CasinoVisibilityAnswer['games'][number];
const GAME_COLUMNS: Column<Game>[] = [
  { key: 'name', title: 'Game', cell: (g) => g.name },
  { key: 'category', title: 'Category', cell: (g) => g.category },
  { key: 'provider', title: 'Provider', cell: (g) => g.provider },
  { key: 'offered', title: 'Offered now', cell: (g) => (g.offered ? 'yes' : 'no') },
];

export function ContentCasinoPage() {
  const client = useQueryClient();
  const [pick, setPick] = useState<Selection>({ brand: 'fairline', country: '*' });
  const [form, setForm] = useState<CasinoVisibility & { providersText: string }>();
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const current = useQuery({
    queryKey: ['content-casino', pick],
    queryFn: () => api<CasinoVisibilityAnswer>(`/content/casino${queryOf({ ...pick })}`),
  });
  useEffect(() => {
    if (current.data)
      setForm({ ...current.data.effective, providersText: current.data.effective.providers.join(', ') });
  }, [current.data]);

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!form || !current.data) return;
    setError(null);
    setSaved(null);
    try {
      const providers = form.providersText
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const { providersText: _, ...visibility } = form;
      const { version } = await api<{ version: number }>('/content/casino', {
        method: 'PUT',
        body: { ...pick, ...visibility, providers, base_version: current.data.version },
      });
      setSaved(`Saved as configuration version ${version}.`);
      await client.invalidateQueries({ queryKey: ['content-casino'] });
      await client.invalidateQueries({ queryKey: ['content-config'] });
    } catch (err) {
      setError(err);
    }
  };
  const hide = (id: string, hidden: boolean) =>
    form &&
    setForm({ ...form, hiddenGames: hidden ? [...form.hiddenGames, id] : form.hiddenGames.filter((g) => g !== id) });
  const columns: Column<Game>[] = [
    ...GAME_COLUMNS,
    {
      key: 'hidden',
      title: 'Hidden (saved with the form)',
      cell: (g) => (
        <input
          type="checkbox"
          aria-label={`Hide ${g.name}`}
          disabled={!form}
          checked={form?.hiddenGames.includes(g.id) ?? false}
          onChange={(e) => hide(g.id, e.target.checked)}
        />
      ),
    },
  ];
  const toggle = (category: (typeof CASINO_CATEGORIES)[number], on: boolean) =>
    form &&
    setForm({
      ...form,
      categories: CASINO_CATEGORIES.filter((c) => (c === category ? on : form.categories.includes(c))),
    });

  return (
    <>
      <h1>Casino visibility</h1>
      <ContentTabs />
      <BrandCountryPicker
        value={pick}
        onChange={(next) => {
          setForm(undefined);
          setPick(next);
        }}
      />
      <ErrorText error={current.error} />
      {form && (
        <form className="reply" onSubmit={save} aria-label="Casino visibility">
          <label className="check">
            <input
              type="checkbox"
              checked={form.isEnabled}
              onChange={(e) => setForm({ ...form, isEnabled: e.target.checked })}
            />{' '}
            The casino is on
          </label>
          <fieldset>
            <legend>Categories offered</legend>
            {CASINO_CATEGORIES.map((c) => (
              <label key={c} className="check">
                <input
                  type="checkbox"
                  checked={form.categories.includes(c)}
                  onChange={(e) => toggle(c, e.target.checked)}
                />{' '}
                {c}
              </label>
            ))}
          </fieldset>
          <label>
            Providers offered (ids, comma-separated; empty: every provider)
            <input value={form.providersText} onChange={(e) => setForm({ ...form, providersText: e.target.value })} />
          </label>
          <button type="submit" disabled={form.categories.length === 0}>
            Save casino visibility
          </button>
          {saved && (
            <p className="notice" role="status">
              {saved}
            </p>
          )}
          <ErrorText error={error} />
        </form>
      )}
      <h2>Games</h2>
      <section className="table-wrap" aria-label="Casino games">
        <Rows columns={columns} rows={current.data?.games} rowKey={(g) => g.id} />
      </section>
    </>
  );
}
