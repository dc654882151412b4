// The betting pages; the app shell places them in its route table.
export { sportsbookRoutes } from './routes';
