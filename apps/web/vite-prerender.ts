// Prerenders the public pages at build time. Once the browser build has made its
// chunks and index.html (generateBundle), this builds src/prerender.tsx for Node (Vite's ssr build, into a temporary folder
// under the Vite cache so its imports resolve from node_modules), renders each page of
// PRERENDERED with react-dom/static and adds it to the bundle, from the built index.html:
//   app.html           the built index.html untouched: the app shell, SPA fallback for every other route
//   index.html         /        (splash)
//   login.html         /login   (Hosting's cleanUrls)
//   signup.html        /signup
//   404.html           any path nothing else matches (Hosting's custom 404 page, status 404)
// Each page's #root holds the markup and data-prerendered="<page>", its <title> the page's
// title. Its head names no module script and no modulepreload: one deferred script
// (prerender-boot.js, emitted as assets/boot-<hash>.js) starts the entry and preloads the page's
// chunks (main.tsx loads the page's chunk before hydrating) once the page has painted.
// The build fails if React reports an error or logs one, or if a page would carry an inline script.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** A chunk's file and static imports, under its file name and its source path (src/app/routes/…). */
interface ChunkInfo {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ChunkInfo>;

interface PrerenderModule {
  PRERENDERED: readonly { path: string; file: string; page: string }[];
  APP_SHELL_FILE: string;
  PRERENDERED_ATTRIBUTE: string;
  prerenderPage(path: string): Promise<{ html: string; title: string }>;
  /**
   * The domain's escapeHtml (libs/domain/src/contracts/html.ts), the repo's one HTML escape. This
   * config cannot load the domain's TypeScript (Vite bundles only its relative imports, and Node
   * cannot run the domain's .ts), so the server build, which can, hands it over.
   */
  escapeHtml(text: string): string;
}

const ROOT_DIV = '<div id="root"></div>';

/** src/app/routes/<kebab-case page>-page.tsx: the naming app/pages.ts follows. */
export function pageSource(page: string): string {
  return `src/app/routes/${page.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`;
}

/** The files a chunk needs (itself and its static imports, depth first). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The browser build has no chunk ${key}`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell with the page's markup and title (escaped with the server build's escapeHtml) put in,
 * its scripts started after the first paint:
 * the entry's module script and modulepreloads leave the head for the boot script, which names
 * them (and the page's own chunks) and loads them once the page has painted.
 */
export function fillShell(
  shell: string,
  page: { page: string; html: string; title: string; preload: string[] },
  server: Pick<PrerenderModule, 'PRERENDERED_ATTRIBUTE' | 'escapeHtml'>,
  bootFile: string,
): string {
  if (!shell.includes(ROOT_DIV)) throw new Error(`The built index.html has no ${ROOT_DIV} to prerender into`);
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('The built index.html has no <title>');
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('The built index.html has no entry <script type="module" crossorigin src>');
  const preload = [...[...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]), ...page.preload.map((file) => `/${file}`)];
  const boot = `<script defer src="/${bootFile}" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>`;
  return shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${server.escapeHtml(page.title)}</title>`)
    .replace('</head>', `  ${boot}\n  </head>`)
    .replace(ROOT_DIV, () => `<div id="root" ${server.PRERENDERED_ATTRIBUTE}="${page.page}">${page.html}</div>`);
}

/** Every <script> of a page must load a file: the CSP's script-src has no 'unsafe-inline'. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim() !== '')
    .map(([tag]) => tag);
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'fraudshield:prerender',
    apply: 'build',
    // In generateBundle, after Vite has made index.html: the pages join the bundle as assets, so
    // every plugin after this one (the build manifest, a service worker's precache list) and every
    // later hook sees the final files.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      if (config.build.ssr) return; // the inner server build
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string')
        throw new Error('The browser build made no index.html to prerender into');
      const shell = index.source;
      const chunks: Manifest = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const entry = { file: out.fileName, imports: out.imports };
        chunks[out.fileName] = entry;
        if (out.facadeModuleId) chunks[relative(config.root, out.facadeModuleId).split(sep).join('/')] = entry;
        if (out.isEntry) chunks['index.html'] = entry;
      }
      const entry = chunkFiles(chunks, 'index.html');
      mkdirSync(config.cacheDir, { recursive: true });
      const serverDir = mkdtempSync(join(config.cacheDir, 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            manifest: false,
            sourcemap: false,
            copyPublicDir: false,
          },
        });
        const server = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as PrerenderModule;
        this.emitFile({ type: 'asset', fileName: server.APP_SHELL_FILE, source: shell });
        // The boot script without its comment lines (it is small and loads on every public page).
        const bootRef = this.emitFile({
          type: 'asset',
          name: 'boot.js',
          source: readFileSync(join(config.root, 'prerender-boot.js'), 'utf8').replace(/^\s*\/\/.*\n/gm, ''),
        });
        const bootFile = this.getFileName(bootRef);
        for (const { path, file, page } of server.PRERENDERED) {
          const logged: unknown[] = [];
          const consoleError = console.error;
          console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
          let rendered: { html: string; title: string };
          try {
            rendered = await server.prerenderPage(path);
          } finally {
            console.error = consoleError;
          }
          if (logged.length > 0) throw new Error(`Prerendering ${path} logged errors: ${logged.join('\n')}`);
          const preload = chunkFiles(chunks, pageSource(page)).filter((f) => !entry.includes(f));
          const html = fillShell(shell, { page, ...rendered, preload }, server, bootFile);
          const inline = inlineScripts(html);
          if (inline.length > 0)
            throw new Error(`${file} would carry inline scripts, which the CSP refuses: ${inline.join(' ')}`);
          if (file === 'index.html') index.source = html;
          else this.emitFile({ type: 'asset', fileName: file, source: html });
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
