import type { FieldValue } from '@fairline/shared/validation';
import type { FieldRelation } from './registration-api';

/** Every field whose options hang on `name`, directly or through another dependent (country → region → city). */
export function dependentsOf(relations: readonly FieldRelation[], name: string): string[] {
  const found: string[] = [];
  const parents = [name];
  for (let parent = parents.shift(); parent !== undefined; parent = parents.shift()) {
    for (const relation of relations) {
      const child = relation.field_id;
      if (relation.parent_field_id !== parent || child === name || found.includes(child)) continue;
      found.push(child);
      parents.push(child);
    }
  }
  return found;
}

interface FormValuesState {
  values: Readonly<Record<string, FieldValue>>;
  setValue(name: string, value: FieldValue): void;
}

/**
 * The form state with a setValue that also empties the dependents of a field whose value changes:
 * a region picked for the old country (or a city of the old region) is no longer a valid choice.
 */
export function withDependentReset<S extends FormValuesState>(state: S, relations: readonly FieldRelation[]): S {
  const setValue = (name: string, value: FieldValue) => {
    const changed = String(state.values[name] ?? '') !== String(value ?? '');
    state.setValue(name, value);
    if (!changed) return;
    for (const dependent of dependentsOf(relations, name)) state.setValue(dependent, '');
  };
  return { ...state, setValue };
}
