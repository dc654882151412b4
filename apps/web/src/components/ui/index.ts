export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { CodeInput } from './code-input';
export { cx } from './cx';
export { Dropdown, DropdownItem } from './dropdown';
export { canChangeDropdown, type DropdownLocks } from './dropdown-rules';
export type { FormField, PhoneCountry, SubmitResult } from './form/form-field';
export { ServerFormView } from './form/server-form';
export { useServerForm } from './form/use-server-form';
export { IconButton } from './icon-button';
export { Icon, type IconName, ToggleIcon } from './icons';
export { Input } from './input';
export { MenuLink } from './menu-link';
export { Modal, type ModalSize } from './modal';
export { ModalHost } from './modal-host';
export {
  createModalRegistry,
  type ModalComponentProps,
  type ModalOptions,
  type ModalRegistry,
  modalRegistry,
  registerLazyModal,
  registerModal,
} from './modal-registry';
export {
  createModalStore,
  type ModalHandle,
  type ModalRecord,
  type ModalState,
  ModalStatus,
  type ModalStore,
  modalStore,
} from './modal-store';
export { NotificationsHost } from './notifications';
export {
  createNotificationsStore,
  type Notification,
  type NotificationAction,
  type NotificationsStore,
  type NotificationType,
  type NotifyInput,
  notificationsStore,
  notificationTypes,
} from './notifications-store';
export { ScrollToTop } from './scroll-to-top';
export { type ScrollSnapshot, shouldShowScrollTop } from './scroll-to-top-rule';
export { Select } from './select';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { Switch } from './switch';
export { type TabItem, TabPanel, Tabs } from './tabs';
export {
  DROPDOWN_HOVER_TIMEOUT_MS,
  MOBILE_MAX_WIDTH_PX,
  NotificationDefaults,
  ScrollTopRule,
} from './ui-constants';
export { type DropdownMode, type UseDropdownOptions, useDropdown } from './use-dropdown';
export { useFocusTrap } from './use-focus-trap';
export { useHydrated } from './use-hydrated';
export { useNotify } from './use-notify';
