export { configureDictionaryCache } from './dictionary-loader';
export { changeLanguage } from './i18n';
