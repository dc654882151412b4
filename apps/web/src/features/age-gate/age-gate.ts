// The age-restriction modal (responsibleGambling.isAgeRestrictionModalShown): a visitor confirms they
// are of the brand's age (ageRestrictionIcon, 18–21) before using the site. The answer is kept in the
// browser; a brand that raises its age asks again.
import type { ResponsibleGamblingSettings } from '@fairline/shared/config';
import { modalStore, registerLazyModal } from '../../components/ui';

export const AGE_GATE_MODAL = 'age-gate';
const CONFIRMED_KEY = 'fl-age-confirmed';

export interface AgeGateArgs {
  age: number;
}

/** The age this browser's visitor confirmed, or 0. */
function confirmedAge(): number {
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

/** Registers the modal; its code loads when it first opens. */
export function registerAgeGate(): void {
  registerLazyModal<AgeGateArgs>(AGE_GATE_MODAL, () => import('./age-gate-modal').then((m) => m.AgeGateModal));
}

/** Asks the visitor's age when the brand wants it and this browser has not confirmed that age yet. */
export function openAgeGate(
  settings: Pick<ResponsibleGamblingSettings, 'isAgeRestrictionModalShown' | 'ageRestrictionIcon'>,
): boolean {
  const age = settings.ageRestrictionIcon;
  if (!settings.isAgeRestrictionModalShown || confirmedAge() >= age) return false;
  modalStore.getState().show(AGE_GATE_MODAL, { age } satisfies AgeGateArgs);
  return true;
}
