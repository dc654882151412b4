// The visitor's answer to the age question, kept in the browser; the modal writes it and the gate
// reads it (apart from both, so the lazily loaded modal does not import the module that loads it).
const CONFIRMED_KEY = 'fl-age-confirmed';

/** What the age modal is opened with: the brand's age. */
export interface AgeGateArgs {
  age: number;
}

/** The age this browser's visitor confirmed, or 0. */
export function confirmedAge(): number {
  try {
    return Number(localStorage.getItem(CONFIRMED_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Remembers that the visitor confirmed being of `age` or older. */
export function confirmAge(age: number): void {
  try {
    localStorage.setItem(CONFIRMED_KEY, String(age));
  } catch {
    // Private mode: the question comes back on the next visit.
  }
}
