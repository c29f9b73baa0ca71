import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, resolveTheme } from './lib/theme';
import './styles.css';

// Set the theme class before React paints anything, so a dark-mode user never sees a light flash.
applyTheme(resolveTheme());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
