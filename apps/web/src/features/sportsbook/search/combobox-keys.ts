/** What the search box does with a key pressed in its input (WAI-ARIA 1.2 combobox with a listbox popup). */
export type ComboboxAction =
  | { type: 'activate'; index: number }
  | { type: 'choose'; index: number }
  | { type: 'close' }
  | { type: 'clear' };

export interface ComboboxState {
  /** Is the listbox shown? */
  open: boolean;
  /** The option marked by aria-activedescendant, or null while the caret edits the text. */
  active: number | null;
  /** Options in the listbox. */
  count: number;
  /** Is there text to clear? */
  hasText: boolean;
}

/**
 * The action for a key, or null to leave the key to the input (typing, caret moves).
 * Arrows wrap around the list and open a closed one (Down on the first option, Up on the last);
 * Home and End jump to the ends only while an option is active, otherwise they move the caret,
 * as an editable combobox's text keeps its own Home/End; Escape closes the list, a second Escape
 * clears the text.
 */
export function comboboxKey(key: string, s: ComboboxState): ComboboxAction | null {
  const last = s.count - 1;
  switch (key) {
    case 'ArrowDown':
      if (s.count === 0) return null;
      if (!s.open || s.active === null) return { type: 'activate', index: 0 };
      return { type: 'activate', index: s.active >= last ? 0 : s.active + 1 };
    case 'ArrowUp':
      if (s.count === 0) return null;
      if (!s.open || s.active === null) return { type: 'activate', index: last };
      return { type: 'activate', index: s.active <= 0 ? last : s.active - 1 };
    case 'Home':
      return s.open && s.active !== null && s.count > 0 ? { type: 'activate', index: 0 } : null;
    case 'End':
      return s.open && s.active !== null && s.count > 0 ? { type: 'activate', index: last } : null;
    case 'Enter':
      return s.open && s.active !== null && s.active <= last ? { type: 'choose', index: s.active } : null;
    case 'Escape':
      if (s.open) return { type: 'close' };
      return s.hasText ? { type: 'clear' } : null;
    default:
      return null;
  }
}
