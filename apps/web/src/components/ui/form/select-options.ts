import type { FieldValue, SelectOption } from '@fairline/shared/validation';
import { SelectModalLimits } from './form-constants';

/** The option's value as the form stores it: `id`, else `value`. */
export function optionKey(option: SelectOption): string {
  return String(option.id ?? option.value ?? '');
}

/** The option's visible text: `name`, else `title`, else its key. */
export function optionLabel(option: SelectOption): string {
  return option.name ?? option.title ?? optionKey(option);
}

/** Options whose name contains the query or whose iso (Alpha2) starts with it, capped at the options limit. */
export function searchOptions(
  options: readonly SelectOption[],
  query: string,
  limit: number = SelectModalLimits.optionsLimit,
): SelectOption[] {
  const wanted = query.trim().toLowerCase();
  const found =
    wanted === ''
      ? options
      : options.filter(
          (option) =>
            optionLabel(option).toLowerCase().includes(wanted) ||
            (option.Alpha2 ?? '').toLowerCase().startsWith(wanted),
        );
  return found.slice(0, limit);
}

/** The option a stored value points at. */
export function findOption(options: readonly SelectOption[] | undefined, value: FieldValue): SelectOption | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return options?.find((option) => optionKey(option) === String(value));
}

/** Keys of the options the server marks selected. */
export function selectedKeys(options: readonly SelectOption[] | undefined): string[] {
  return (options ?? []).filter((option) => option.selected).map(optionKey);
}
