// Mantine's global CSS; each component's CSS comes with the chunk that uses it (mantine-css-plugin.ts).
// No default-css-variables.css (~4 KB gzip): MantineProvider writes every theme variable itself
// (deduplicateCssVariables={false} in providers.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './i18n/i18n';
import { ensureTemporal } from './lib/temporal';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The shell's translations arrive as small chunks of the active language, and browsers without
// Temporal fetch its polyfill: render once both are there, so the first paint is translated (a
// failed translation load still renders: keys instead of a blank page).
void Promise.allSettled([i18nReady, ensureTemporal()]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
