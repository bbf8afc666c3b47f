// The build's server entry (vite-prerender.ts builds it with `ssr` and calls it): renders a
// public page to static HTML with React's own prerenderer (react-dom/static), in the state the browser's first
// render has too (auth initializing, the page's chunk loaded), so hydrateRoot finds a match.
import { prerender } from 'react-dom/static';
import { documentTitle, matchRoute } from '@fraudshield/domain';
import { env } from './config/env';
import { AppRoot } from './app/app-root';
import { memoryHistory } from './app/app-router';
import { pages } from './app/pages';
import { registerPageLoader } from './lib/page-loader';

export { APP_SHELL_FILE, PRERENDERED, PRERENDERED_ATTRIBUTE } from './app/boot/prerendered';
// For the page's <title>: vite-prerender.ts cannot load the domain itself.
export { escapeHtml } from '@fraudshield/domain';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page sets (document-title.ts), for <title>. */
  title: string;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  registerPageLoader(pages);
  const match = matchRoute(path);
  await pages.load(match?.route.page ?? 'notFound');
  const errors: unknown[] = [];
  // The Web Streams variant: it runs in Node and in the jsdom unit test alike (four small pages,
  // so the Node-streams variant's speed does not matter).
  const { prelude } = await prerender(
    <AppRoot history={memoryHistory(path)} googleMode={env.VITE_GOOGLE_SIGNIN_MODE} />,
    {
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed: ${errors.map(String).join('; ')}`);
  return { html, title: documentTitle(match) };
}
