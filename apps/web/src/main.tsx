import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { initI18n } from './app/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n();
createRoot(container).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
