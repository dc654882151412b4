// The web benchmark's baseline (bench/web-lighthouse.mjs): an empty React 19 + Vite page, one heading.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Baseline</h1>
  </StrictMode>,
);
