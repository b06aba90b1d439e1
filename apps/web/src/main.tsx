import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { initI18n } from './app/i18n/i18n';
import { registerRealtimeHandlers } from './app/realtime/realtimeSocket';
import { loadChatSync } from './features/chat/realtime/loadChatSync';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n();
// Registered here, not as a side effect of a feature's face: the build drops a face whose
// re-exports it can bypass (package.json's sideEffects), and its top-level calls with it. Imported
// by path so that the face's components stay out of the first load.
registerRealtimeHandlers(loadChatSync);
createRoot(container).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
