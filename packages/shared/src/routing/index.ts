export { isRouteAvailable, type RouteContext, type RouteRequirements } from './availability';
export { DEFAULT_LANGUAGE, isExternalLink, localizePath, shouldNavigate, stripLanguage } from './links';
export { isNotFoundRedirect, NOT_FOUND_REDIRECTS } from './not-found';
export {
  HOME_VARIANTS,
  type HomeVariant,
  INFORMATION_PAGES,
  type InformationPage,
  isHomeVariant,
  isInformationPage,
} from './pages';
