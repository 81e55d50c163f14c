import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/styles/base.css';
import '@/shared/settings/theme-sync';
import '@/shared/i18n/i18n';
import { App } from '@/app/app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
