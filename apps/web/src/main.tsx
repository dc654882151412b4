import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';

const root = createRoot(document.getElementById('root')!);
bootstrap(root);
