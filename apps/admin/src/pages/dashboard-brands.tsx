// The dashboard's breakdown by brand (ADR 0056): each brand's players and, per currency, the same money
// figures as the tiles above; the brands' rows add up to the tiles (money never summed across currencies).
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { DashboardBrandRow } from '@fairline/shared/wire/backoffice-dashboard';

/** Minor units in the currency's own digits. */
function money(minor: number, currencyId: number): string {
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  return (minor / 10 ** digits).toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const HEADERS = [
  'Brand',
  'New players',
  'Active players',
  'Currency',
  'Sportsbook turnover',
  'Sportsbook GGR',
  'Casino turnover',
  'Casino GGR',
  'Deposits',
  'Withdrawals',
  'Open liability (now)',
];

export function BrandBreakdown({ brands }: { brands: readonly DashboardBrandRow[] }) {
  return (
    <section className="table-wrap dash-brands" aria-label="By brand">
      <h2>By brand</h2>
      <table>
        <thead>
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {brands.map((b) => {
            const rows = b.currencies.length > 0 ? b.currencies : [null];
            return rows.map((c, i) => (
              <tr key={`${b.brand_id}:${c?.currency_id ?? 'none'}`} data-testid={`brand-row-${b.slug}`}>
                {i === 0 && (
                  <>
                    <th scope="rowgroup" rowSpan={rows.length}>
                      {b.name}
                    </th>
                    <td rowSpan={rows.length}>{b.new_players}</td>
                    <td rowSpan={rows.length}>{b.active_players}</td>
                  </>
                )}
                {c === null ? (
                  <td colSpan={8} className="muted">
                    No money moved
                  </td>
                ) : (
                  <>
                    <td>{c.currency}</td>
                    <td>{money(c.sportsbook.turnover_minor, c.currency_id)}</td>
                    <td>{money(c.sportsbook.ggr_minor, c.currency_id)}</td>
                    <td>{money(c.casino.turnover_minor, c.currency_id)}</td>
                    <td>{money(c.casino.ggr_minor, c.currency_id)}</td>
                    <td>
                      {money(c.deposits.sum_minor, c.currency_id)} ({c.deposits.count})
                    </td>
                    <td>
                      {money(c.withdrawals.sum_minor, c.currency_id)} ({c.withdrawals.count})
                    </td>
                    <td>{money(c.open_bets.potential_return_minor, c.currency_id)}</td>
                  </>
                )}
              </tr>
            ));
          })}
        </tbody>
      </table>
    </section>
  );
}
