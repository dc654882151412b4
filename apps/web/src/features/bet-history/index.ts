export { betHistoryRoutes } from './routes';
