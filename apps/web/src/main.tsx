import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { env } from './config/env';
import { setUpFirebase } from './app/setup-backend';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { pages } from './app/pages';
import { registerPageLoader } from './lib/page-loader';
import './styles.css';

setUpFirebase(env, window.location.hostname);
registerPageLoader(pages);
const router = createAppRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider googleMode={env.VITE_GOOGLE_SIGNIN_MODE}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
