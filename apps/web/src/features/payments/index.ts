export { paymentsRoutes } from './routes';
