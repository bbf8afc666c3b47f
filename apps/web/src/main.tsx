import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoute } from '@fraudshield/domain';
import { env } from './config/env';
import { setUpFirebase } from './app/boot/setup-backend';
import { AppRoot } from './app/app-root';
import { browserHistory } from './app/app-router';
import { pages } from './app/pages';
import { PRERENDERED_ATTRIBUTE } from './app/boot/prerendered';
import { pageLoader, registerPageLoader } from './lib/page-loader';
import { SERVICE_WORKER_FILE } from './config/service-worker';
import { afterStartUp } from './app/boot/idle';
import './styles.css';

setUpFirebase(env, window.location.hostname);
registerPageLoader(pages);
const container = document.getElementById('root') as HTMLElement;
const app = <AppRoot history={browserHistory()} googleMode={env.VITE_GOOGLE_SIGNIN_MODE} />;

function render() {
  container.replaceChildren();
  const root = createRoot(container);
  // In a transition the first render is time-sliced: React yields to the browser every few
  // milliseconds instead of one long task (/home's blocking time on a phone's CPU).
  startTransition(() => root.render(app));
}

// A prerendered page (index.html, login.html, signup.html, 404.html) is hydrated once its page
// chunk is here, so the first render matches the HTML; the app shell (app.html) renders afresh.
const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
const page = matchRoute(window.location.pathname)?.route.page ?? 'notFound';
if (prerendered && prerendered === page) {
  // In a transition too: hydration is then time-sliced (a transition hydration lane) rather than
  // one task; the prerendered page is on screen meanwhile (blocking time on a phone).
  pageLoader()
    .load(page)
    .then(() => startTransition(() => void hydrateRoot(container, app)), render);
} else {
  render();
}

// The service worker, outside the entry chunk: features/app-update registers it and
// feeds the update prompt; a build without one removes any an earlier build left. It waits until
// the app has started (afterStartUp): its install precaches the whole build, which would compete
// with the start-up for a phone's CPU and network (registered at the load event,
// Lighthouse's median blocking time on / was 272 ms; with no worker at all, 131 ms).
afterStartUp(() => {
  void import('./features/app-update/update-channel').then((m) => {
    if (env.VITE_SERVICE_WORKER) m.startServiceWorker(`/${SERVICE_WORKER_FILE}`);
    else void m.removeServiceWorkers();
  });
});
