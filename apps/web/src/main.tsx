import './styles/global.css';
import { bootstrap } from './app/bootstrap';
import { registerServiceWorker } from './features/pwa';

bootstrap(document.getElementById('root')!);
registerServiceWorker();
