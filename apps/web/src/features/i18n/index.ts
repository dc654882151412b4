export { configureDictionaryCache } from './dictionary-loader';
export { changeLanguage, completeLanguage, startLanguage } from './i18n';
