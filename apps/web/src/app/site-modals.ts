// The modals the brand's configuration opens on its own: the age question
// (responsibleGambling.isAgeRestrictionModalShown) and the registration reminder
// (registration.remindPopup). Bootstrap loads this only for a brand that uses one of them.
import type { SiteSettings } from '@fairline/shared/config';
import { openAgeGate, registerAgeGate } from '../features/age-gate';
import { registerRemindPopup, scheduleRemindPopup } from '../features/registration';

/** Registers the modals, asks the age (before anything else the visit opens) and starts the reminder. */
export function startSiteModals(settings: Pick<SiteSettings, 'responsibleGambling' | 'registration'>): void {
  registerAgeGate();
  registerRemindPopup();
  openAgeGate(settings.responsibleGambling);
  scheduleRemindPopup(settings.registration);
}
