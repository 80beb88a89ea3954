import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The shell's translations arrive as small chunks of the active language; render once they are
// there, so the first paint is translated (a failed load still renders: keys instead of a blank page).
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
