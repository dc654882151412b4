export { OFFICE_MENU } from './office-menu';
export { loadOfficeLayout, officeRoutes } from './routes';
