// A list filter: a labelled select whose first option means "no filter" (the empty value).
export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

export function FilterSelect<T extends string>({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  /** The first option's text, e.g. "Every brand". */
  all: string;
  value: T | '';
  options: readonly FilterOption<T>[];
  onChange: (value: T | '') => void;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
      <option value="">{all}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
