// The configuration editor (ADR 0055): a brand × country row as JSON and its menus as a form, a
// preview of the sanitiser's problems, the raw diff and its effect on players before saving, and the
// row's versions with rollback. A save is always over the version that was opened (409 otherwise).
import type {
  ConfigAnswer,
  ConfigPreviewAnswer,
  ConfigVersion,
  ConfigVersionsAnswer,
  JsonChange,
} from '@fairline/shared/wire/backoffice-content';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api, queryOf } from '../api';
import { type Column, DataTable, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { MenuEditor } from './content-menu-editor';
import { BrandCountryPicker, ContentTabs, type Selection, shortJson } from './content-shared';

const LIMIT = 20;
const CHANGE_COLUMNS: Column<JsonChange>[] = [
  { key: 'path', title: 'Path', cell: (c) => <code>{c.path}</code> },
  { key: 'before', title: 'Before', cell: (c) => shortJson(c.before) },
  { key: 'after', title: 'After', cell: (c) => shortJson(c.after) },
];

function parseDraft(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function Preview({ preview }: { preview: ConfigPreviewAnswer }) {
  return (
    <section aria-label="Preview">
      <h2>Preview</h2>
      {preview.problems.length > 0 ? (
        <ul className="error" role="alert">
          {preview.problems.map((p) => (
            <li key={p.path + p.code}>{p.message}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">The site’s sanitiser keeps every value.</p>
      )}
      <h3>Changes to the row ({preview.changes.length})</h3>
      <Rows columns={CHANGE_COLUMNS} rows={preview.changes} rowKey={(c) => c.path} />
      <h3>What players get ({preview.effects.length})</h3>
      <Rows columns={CHANGE_COLUMNS} rows={preview.effects} rowKey={(c) => c.path} />
    </section>
  );
}

export function ContentConfigPage() {
  const client = useQueryClient();
  const [pick, setPick] = useState<Selection>({ brand: 'fairline', country: '*' });
  const [draft, setDraft] = useState('');
  // Which loaded row the draft is of: nothing is previewed or saved while another row loads.
  const [draftOf, setDraftOf] = useState('');
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<ConfigPreviewAnswer | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [offset, setOffset] = useState(0);
  const current = useQuery({
    queryKey: ['content-config', pick],
    queryFn: () => api<ConfigAnswer>(`/content/config${queryOf({ ...pick })}`),
  });
  const versions = useQuery({
    queryKey: ['content-versions', pick, offset],
    queryFn: () => api<ConfigVersionsAnswer>(`/content/config/versions${queryOf({ ...pick, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const loaded = current.data;
  const loadedKey = loaded ? `${loaded.brand}:${loaded.country}:${loaded.version}` : '';
  useEffect(() => {
    if (loaded) {
      setDraft(JSON.stringify(loaded.config ?? {}, null, 2));
      setDraftOf(`${loaded.brand}:${loaded.country}:${loaded.version}`);
    }
    setPreview(null);
  }, [loaded]);

  const ready = loaded !== undefined && draftOf === loadedKey;
  const row = ready ? parseDraft(draft) : null;
  const body = () => ({
    brand: loaded?.brand,
    country: loaded?.country,
    base_version: loaded?.version ?? 0,
    config: row ?? {},
    note: note || undefined,
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['content-config'] });
    await client.invalidateQueries({ queryKey: ['content-versions'] });
  };
  const run = async (action: () => Promise<void>) => {
    setError(null);
    setSaved(null);
    try {
      await action();
    } catch (err) {
      setError(err);
    }
  };
  const showPreview = () =>
    run(async () =>
      setPreview(await api<ConfigPreviewAnswer>('/content/config/preview', { method: 'POST', body: body() })),
    );
  const save = () =>
    run(async () => {
      try {
        const { version } = await api<{ version: number }>('/content/config', { method: 'PUT', body: body() });
        setNote('');
        setSaved(`Saved as version ${version}.`);
        await refresh();
      } catch (err) {
        // Refused by the sanitiser: show every problem, not only the first.
        if (err instanceof ApiError && err.code === 'config_invalid') await showPreview();
        throw err;
      }
    });
  const rollback = (v: ConfigVersion) =>
    run(async () => {
      if (!window.confirm(`Restore version ${v.version} as a new version?`)) return;
      const base_version = current.data?.version ?? 0;
      const { version } = await api<{ version: number }>('/content/config/rollback', {
        method: 'POST',
        body: { ...pick, version: v.version, base_version },
      });
      setSaved(`Version ${v.version} restored as version ${version}.`);
      await refresh();
    });

  const versionColumns: Column<ConfigVersion>[] = [
    { key: 'version', title: 'Version', cell: (v) => v.version },
    { key: 'at', title: 'Saved (UTC)', cell: (v) => v.created_at.slice(0, 19).replace('T', ' ') },
    { key: 'by', title: 'By', cell: (v) => v.staff_email ?? '—' },
    { key: 'note', title: 'Note', cell: (v) => v.note ?? '' },
    { key: 'from', title: 'Restored from', cell: (v) => v.restored_from ?? '' },
    {
      key: 'actions',
      title: 'Actions',
      cell: (v) =>
        v.version === current.data?.version ? (
          <span className="muted">Live</span>
        ) : (
          <button type="button" onClick={() => rollback(v)}>
            Roll back to {v.version}
          </button>
        ),
    },
  ];

  return (
    <>
      <h1>Configuration</h1>
      <ContentTabs />
      <BrandCountryPicker
        value={pick}
        onChange={(next) => {
          setPick(next);
          setOffset(0);
        }}
      />
      <ErrorText error={current.error} />
      {!ready && <p className="muted">Loading…</p>}
      {ready && (
        <p className="muted" data-testid="config-row">
          {loaded.brand} · {loaded.country === '*' ? 'brand defaults' : loaded.country.toUpperCase()} · version{' '}
          {loaded.version || 'as seeded (no edits yet)'}. The site shows a saved change on this server at once and on
          other servers within 30 seconds; open pages show it when reloaded.
        </p>
      )}
      {row && <MenuEditor row={row} onChange={(next) => setDraft(JSON.stringify(next, null, 2))} />}
      <label hidden={!ready} style={{ display: ready ? 'grid' : 'none', gap: '0.3rem', marginBlock: '0.8rem' }}>
        Configuration (JSON)
        <textarea
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          rows={18}
          spellCheck={false}
          style={{ width: '100%', fontFamily: 'ui-monospace, monospace' }}
        />
      </label>
      {ready && !row && <p className="error">Not a JSON object.</p>}
      <div className="filters">
        <input aria-label="Note" placeholder="Note (why)" value={note} onChange={(e) => setNote(e.target.value)} />
        <button type="button" disabled={!row} onClick={showPreview}>
          Preview changes
        </button>
        <button type="button" disabled={!row} onClick={save}>
          Save version
        </button>
      </div>
      {saved && (
        <p className="notice" role="status">
          {saved}
        </p>
      )}
      <ErrorText error={error} />
      {preview && <Preview preview={preview} />}
      <h2>Versions</h2>
      <DataTable
        label="Configuration versions"
        columns={versionColumns}
        rows={versions.data?.items}
        total={versions.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/content/config/versions.csv${queryOf({ ...pick })}`}
        rowKey={(v) => v.version}
      />
    </>
  );
}
