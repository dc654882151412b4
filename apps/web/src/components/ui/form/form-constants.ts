// Limits from the spec (section 9 and section 5) used by the form kit.

/** Select modal: placeholders while loading, options cap and sizes in px (search is by name and iso). */
export const SelectModalLimits = {
  placeholders: 5,
  optionsLimit: 1000,
  maxHeight: 300,
  optionHeight: 40,
} as const;

/** Spec: search box max length 100. */
export const SEARCH_MAX_LENGTH = 100;

/** Years a birthday year list reaches back from the latest allowed year. */
export const BIRTHDAY_YEARS_BACK = 100;

/** Modal name the select field shows its options under. */
export const SELECT_MODAL = 'forms.select';
