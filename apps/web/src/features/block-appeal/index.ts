export { blockAppealRoutes } from './routes';
