// What the content desk's pages share (ADR 0055): the desk's tabs and the brand × country picker.
import type { ContentBrandsAnswer } from '@fairline/shared/wire/backoffice-content';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { api } from '../api';
import { may, useMe } from '../session';

/** The content desk's three pages, each shown to the role that may open it. */
export function ContentTabs() {
  const me = useMe();
  const tabs = [
    ['/admin/content', 'Configuration', 'content.config'],
    ['/admin/content/pages', 'Information pages', 'content.pages'],
    ['/admin/content/casino', 'Casino visibility', 'content.config'],
  ] as const;
  return (
    <nav className="filters" aria-label="Content desk">
      {tabs
        .filter(([, , permission]) => may(me, permission))
        .map(([to, label]) => (
          <NavLink key={to} to={to} end className="button">
            {label}
          </NavLink>
        ))}
    </nav>
  );
}

export const useBrands = () =>
  useQuery({ queryKey: ['content-brands'], queryFn: () => api<ContentBrandsAnswer>('/content/brands') });

const NEW_ROW = '+new';

export interface Selection {
  brand: string;
  country: string;
}

/** Brand and row: the brand's defaults ('*') or a country's override (an existing one, or a new code). */
export function BrandCountryPicker({
  value,
  onChange,
  withCountry = true,
}: {
  value: Selection;
  onChange: (next: Selection) => void;
  withCountry?: boolean;
}) {
  const brands = useBrands();
  const brand = brands.data?.items.find((b) => b.slug === value.brand);
  const known = brand?.countries ?? [];
  // A new override is listed while it is picked; it is stored once a version of it is saved.
  const countries = value.country === '*' || known.includes(value.country) ? known : [...known, value.country];
  const pickRow = (choice: string) => {
    if (choice !== NEW_ROW) return onChange({ ...value, country: choice });
    const code = window.prompt('Country code of the new override (two letters, e.g. DE)')?.trim().toLowerCase();
    if (code && /^[a-z]{2}$/.test(code)) onChange({ ...value, country: code });
  };
  return (
    <div className="filters">
      <label>
        Brand{' '}
        <select
          aria-label="Brand"
          value={value.brand}
          onChange={(e) => onChange({ brand: e.target.value, country: '*' })}
        >
          {brands.data?.items.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      {withCountry && (
        <label>
          Row{' '}
          <select aria-label="Row" value={value.country} onChange={(e) => pickRow(e.target.value)}>
            <option value="*">Brand defaults (every country)</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                Country override: {c.toUpperCase()}
              </option>
            ))}
            <option value={NEW_ROW}>New country override…</option>
          </select>
        </label>
      )}
    </div>
  );
}

/** A JSON value shown short in a table cell. */
export const shortJson = (value: unknown) => {
  if (value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};
