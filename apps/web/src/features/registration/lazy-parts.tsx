// The registration's screens, each loaded on first use: the shell and the home page take them from
// here instead of importing the screens, so registration code stays out of the first load.
import { lazy } from 'react';
import { registerLazyModal } from '../../components/ui';
import { REGISTRATION_MODAL } from '../auth';

/** Registers the registration popup under the account modals' name for it. Call once before rendering. */
export function registerRegistrationModal(): void {
  registerLazyModal(REGISTRATION_MODAL, () => import('./registration-modal').then((m) => m.RegistrationModal));
}

/** The registration page; the route table wraps it in its guest-only guard. */
export const loadRegistrationPage = () => import('./registration-page').then((m) => m.RegistrationPage);

/** The registrationIdentification page; the route table wraps it in its players-only guard. */
export const loadRegistrationIdentificationPage = () =>
  import('./registration-identification-page').then((m) => m.RegistrationIdentificationPage);

/** The home page's registration block. */
export const RegistrationWidget = lazy(() =>
  import('./registration-widget').then((m) => ({ default: m.RegistrationWidget })),
);
