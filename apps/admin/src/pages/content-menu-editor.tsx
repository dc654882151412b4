// The structured editor of a configuration row's menus (ADR 0055): each item's title key, link and
// visibility, and its place in the menu. It edits the same draft as the JSON text, so what is saved
// and previewed is always the one row.
import { useState } from 'react';

type Row = Record<string, unknown>;
type Item = Record<string, unknown>;

const MENUS = [
  ['header', 'menu', 'Header menu'],
  ['header', 'mobileMenu', 'Header menu (mobile)'],
  ['footer', 'menu', 'Footer menu'],
  ['footer', 'mobileMenu', 'Footer menu (mobile)'],
] as const;

const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
/** As the site reads it: listed items are shown unless switched off. */
const isVisible = (item: Item) =>
  item.visible === undefined || item.visible === null || [true, 1, 'true', '1'].includes(item.visible as never);

/** The menu's items in the draft, or null when this row does not set that menu. */
function menuOf(row: Row, group: string, key: string): Item[] | null {
  const g = row[group];
  const menu = isObject(g) ? g[key] : undefined;
  return Array.isArray(menu) ? menu.filter(isObject) : null;
}

export function MenuEditor({ row, onChange }: { row: Row; onChange: (next: Row) => void }) {
  const [which, setWhich] = useState(0);
  const [group, key, label] = MENUS[which] ?? MENUS[0];
  const items = menuOf(row, group, key);
  const write = (next: Item[]) => onChange({ ...row, [group]: { ...(row[group] as Row), [key]: next } });
  const update = (index: number, patch: Item) =>
    items && write(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: number) => {
    if (!items) return;
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    write(next);
  };
  return (
    <section className="table-wrap" aria-label="Menu items">
      <div className="table-bar">
        <label>
          Menu{' '}
          <select aria-label="Menu" value={which} onChange={(e) => setWhich(Number(e.target.value))}>
            {MENUS.map(([, , name], i) => (
              <option key={name} value={i}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {items === null ? (
        <p className="muted" style={{ padding: '0 0.7rem' }}>
          This row does not set the {label.toLowerCase()}: the brand’s defaults apply.
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Title (dictionary key or text)</th>
              <th scope="col">Link</th>
              <th scope="col">Visible</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => {
              const title = String(item.langKey ?? item.title ?? '');
              return (
                <tr key={i}>
                  <td>
                    <input
                      aria-label={`Title of item ${i + 1}`}
                      value={title}
                      onChange={(e) => update(i, { langKey: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Link of ${title}`}
                      value={String(item.link ?? '')}
                      onChange={(e) => update(i, { link: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Show ${title}`}
                      checked={isVisible(item)}
                      onChange={(e) => update(i, { visible: e.target.checked })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                      aria-label={`Move ${title} up`}
                    >
                      ↑
                    </button>{' '}
                    <button
                      type="button"
                      disabled={i === items.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={`Move ${title} down`}
                    >
                      ↓
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
