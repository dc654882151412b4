// The tournament form's prize table (ADR 0072): rows of places, each following the previous one from place 1,
// with the prize each place of the row wins in the tournament's currency (whole units as typed).

export type PrizeRow = { to: string; amount: string };

/** The first place of row `i`: 1, or the place after the previous row's last. */
export const fromOf = (prizes: readonly PrizeRow[], i: number) => (i === 0 ? 1 : Number(prizes[i - 1]?.to) + 1);

export function PrizeTable({ prizes, onChange }: { prizes: PrizeRow[]; onChange: (rows: PrizeRow[]) => void }) {
  return (
    <fieldset>
      <legend>Prizes by place (in the currency)</legend>
      <table className="prize-table">
        <thead>
          <tr>
            <th scope="col">From place</th>
            <th scope="col">To place</th>
            <th scope="col">Prize each</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((p, i) => (
            <tr key={i}>
              <td>{fromOf(prizes, i)}</td>
              <td>
                <input
                  aria-label={`Row ${i + 1}: last place`}
                  type="number"
                  min={1}
                  value={p.to}
                  onChange={(e) => onChange(prizes.map((x, j) => (j === i ? { ...x, to: e.target.value } : x)))}
                />
              </td>
              <td>
                <input
                  aria-label={`Row ${i + 1}: prize`}
                  inputMode="decimal"
                  value={p.amount}
                  onChange={(e) => onChange(prizes.map((x, j) => (j === i ? { ...x, amount: e.target.value } : x)))}
                />
              </td>
              <td>
                <button
                  type="button"
                  disabled={prizes.length === 1}
                  onClick={() => onChange(prizes.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        onClick={() => onChange([...prizes, { to: String(fromOf(prizes, prizes.length)), amount: '' }])}
      >
        Add a row
      </button>
    </fieldset>
  );
}
