export { loadOfficeLayout, officeRoutes } from './routes';
/** The header's account menu of a logged-in player, loaded after login (account-menu.tsx). */
export const loadAccountMenu = () => import('./account-menu');
