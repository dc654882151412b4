// Information pages per language (ADR 0055): a brand's texts, its own or the common ones every brand
// shares; the editor writes the title and plain-text blocks (one per line, `type: text`) for the brand,
// or for every brand without its own.
import { INFORMATION_PAGES } from '@fairline/shared/routing';
import type { InformationText } from '@fairline/shared/wire/backoffice-content';
import { INFORMATION_BLOCK_TYPES } from '@fairline/shared/wire/public';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, queryOf } from '../api';
import { type Column, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { BrandCountryPicker, ContentTabs, type Selection } from './content-shared';

const LANGS = ['ru', 'en', 'ar'] as const;
const TYPES: readonly string[] = INFORMATION_BLOCK_TYPES;

/** `h2: Heading` per line; a line without a known type is a paragraph. */
function parseBlocks(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [head, ...rest] = line.split(':');
      const type = head?.trim() ?? '';
      return TYPES.includes(type) && rest.length ? { type, text: rest.join(':').trim() } : { type: 'p', text: line };
    });
}

const formatBlocks = (blocks: InformationText['blocks']) => blocks.map((b) => `${b.type}: ${b.text}`).join('\n');

export function ContentPagesPage() {
  const client = useQueryClient();
  const [pick, setPick] = useState<Selection>({ brand: 'fairline', country: '*' });
  const [editing, setEditing] = useState<{
    page: string;
    lang: string;
    title: string;
    blocks: string;
    common: boolean;
  }>();
  const [choice, setChoice] = useState<{ page: string; lang: string }>({ page: 'about', lang: 'en' });
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const texts = useQuery({
    queryKey: ['content-pages', pick.brand],
    queryFn: () => api<{ items: InformationText[] }>(`/content/pages${queryOf({ brand: pick.brand })}`),
  });
  const open = (page: string, lang: string) => {
    const items = texts.data?.items ?? [];
    const own = items.find((t) => t.page === page && t.lang === lang && t.brand_id !== null);
    const found = own ?? items.find((t) => t.page === page && t.lang === lang);
    setSaved(null);
    setEditing({
      page,
      lang,
      title: found?.title ?? '',
      blocks: found ? formatBlocks(found.blocks) : '',
      common: !own && found !== undefined,
    });
  };
  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!editing) return;
    setError(null);
    try {
      await api('/content/pages', {
        method: 'PUT',
        body: { brand: pick.brand, ...editing, blocks: parseBlocks(editing.blocks) },
      });
      setSaved(`Saved ${editing.page} (${editing.lang}).`);
      await client.invalidateQueries({ queryKey: ['content-pages'] });
    } catch (err) {
      setError(err);
    }
  };
  const columns: Column<InformationText>[] = [
    { key: 'page', title: 'Page', cell: (t) => t.page },
    { key: 'lang', title: 'Language', cell: (t) => t.lang },
    { key: 'owner', title: 'Text of', cell: (t) => (t.brand_id === null ? 'every brand' : 'this brand') },
    { key: 'title', title: 'Title', cell: (t) => t.title },
    { key: 'updated', title: 'Updated (UTC)', cell: (t) => t.updated_at.slice(0, 16).replace('T', ' ') },
    {
      key: 'edit',
      title: 'Actions',
      cell: (t) => (
        <button type="button" onClick={() => open(t.page, t.lang)}>
          Edit {t.page} ({t.lang})
        </button>
      ),
    },
  ];
  return (
    <>
      <h1>Information pages</h1>
      <ContentTabs />
      <BrandCountryPicker
        value={pick}
        onChange={(next) => {
          setPick(next);
          setEditing(undefined);
        }}
        withCountry={false}
      />
      <div className="filters">
        <select aria-label="Page" value={choice.page} onChange={(e) => setChoice({ ...choice, page: e.target.value })}>
          {INFORMATION_PAGES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
        <select
          aria-label="Language"
          value={choice.lang}
          onChange={(e) => setChoice({ ...choice, lang: e.target.value })}
        >
          {LANGS.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
        <button type="button" onClick={() => open(choice.page, choice.lang)}>
          Open the editor
        </button>
      </div>
      {editing && (
        <form className="reply" onSubmit={save} aria-label="Edit the information page">
          <h2>
            {editing.page} ({editing.lang})
          </h2>
          <label>
            Title
            <input
              value={editing.title}
              onChange={(e) => setEditing({ ...editing, title: e.target.value })}
              required
              maxLength={200}
            />
          </label>
          <label>
            Text (one block per line: h2, p, li or note, then a colon)
            <textarea
              rows={12}
              value={editing.blocks}
              onChange={(e) => setEditing({ ...editing, blocks: e.target.value })}
            />
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={editing.common}
              onChange={(e) => setEditing({ ...editing, common: e.target.checked })}
            />{' '}
            The common text of every brand without its own
          </label>
          <button type="submit">Save page</button>
          {saved && (
            <p className="notice" role="status">
              {saved}
            </p>
          )}
          <ErrorText error={error} />
        </form>
      )}
      <ErrorText error={texts.error} />
      <section className="table-wrap" aria-label="Information texts">
        <Rows columns={columns} rows={texts.data?.items} rowKey={(t) => `${t.page}:${t.lang}:${t.brand_id ?? 0}`} />
      </section>
    </>
  );
}
