import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { i18nReady } from './lib/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A Hindi reader's texts arrive first, so the page never flashes English.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
