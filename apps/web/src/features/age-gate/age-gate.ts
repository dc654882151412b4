// The age-restriction modal (responsibleGambling.isAgeRestrictionModalShown): a visitor confirms they
// are of the brand's age (ageRestrictionIcon, 18–21) before using the site. The answer is kept in the
// browser; a brand that raises its age asks again.
import type { ResponsibleGamblingSettings } from '@fairline/shared/config';
import { modalStore, registerLazyModal } from '../../components/ui';
import { type AgeGateArgs, confirmedAge } from './age-answer';

export const AGE_GATE_MODAL = 'age-gate';

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
