export {
  loadRegistrationIdentificationPage,
  loadRegistrationPage,
  RegistrationWidget,
  registerRegistrationModal,
} from './lazy-parts';
export { registerRemindPopup, scheduleRemindPopup } from './remind-popup';
