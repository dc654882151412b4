export { applyBrandUiDefaults, useUiSettings } from './ui-settings-store';
