// Firebase Hosting, as much of it as a local production server needs: the response headers of
// firebase.json's `hosting.headers` (the one list: Hosting sends it in production, and the
// browser tests and the Lighthouse bench get it from here), which file answers a path
// (`resolveHosting`: Hosting's order of trailingSlash/cleanUrls redirects, exact-match files,
// firebase.json's rewrites, then the custom 404.html with status 404), and gzip for text as
// Hosting does.
//
// The one local difference: the app built for the emulators talks to the Auth and Functions
// emulators on 127.0.0.1, origins a production policy must never allow. `emulatorCspSources`
// names them and `serveHosting(dir, port, { cspAdditions })` adds them to the policy's
// connect-src and frame-src (the Auth emulator serves the helper iframe that production gets
// from the authDomain). Every other directive and header is firebase.json's, unchanged.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './stack.mjs';

export const FIREBASE_JSON = join(ROOT, 'firebase.json');

/** firebase.json's `hosting` section. */
export function hostingConfig(file = FIREBASE_JSON) {
  const hosting = JSON.parse(readFileSync(file, 'utf8')).hosting;
  if (!hosting || typeof hosting !== 'object') throw new Error(`${file} has no hosting section`);
  return hosting;
}

/**
 * A Hosting `source` glob as a RegExp over the URL path: `**` any run of characters, `*` any
 * run without `/`, `?` one character. Anything else that is special in a glob (extglobs, braces,
 * classes) is refused rather than matched differently from Hosting.
 */
export function globToRegExp(glob) {
  if (/[[\]{}()!+@]/.test(glob))
    throw new Error(`Unsupported Hosting glob ${JSON.stringify(glob)}: only *, ** and ? are understood here`);
  const path = glob.startsWith('/') || glob.startsWith('**') ? glob : `/${glob}`;
  let out = '';
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (ch === '*' && path[i + 1] === '*') {
      out += '.*';
      i += 1;
    } else if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else out += ch.replace(/[.^$|\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** The keys of firebase.json's `hosting` that resolveHosting understands; any other is refused, not ignored. */
const UNDERSTOOD = new Set(['public', 'ignore', 'predeploy', 'rewrites', 'headers', 'cleanUrls', 'trailingSlash']);

/** A rewrite's or header rule's path matcher: `regex`, or a `source` glob. */
const ruleMatcher = (rule) => (rule.regex ? new RegExp(rule.regex) : globToRegExp(rule.source));

/**
 * What Hosting answers for a URL path (decoded, no query), in Hosting's priority order
 * (https://firebase.google.com/docs/hosting/full-config#hosting-priority-order): redirects
 * (`trailingSlash: false` drops a trailing slash; `cleanUrls` drops `.html` from a file's URL),
 * exact-match static content (the file; a folder's index.html; with `cleanUrls`, `<path>.html`),
 * the first matching rewrite's destination, the custom `/404.html` with status 404, or Hosting's
 * own 404. `isFile(relativePath)` says whether the build has that file (a path like `login.html`).
 * Returns `{ redirect, status }` or `{ file, status }` (`file` relative, null for the default 404).
 */
export function resolveHosting(pathname, isFile, hosting = hostingConfig()) {
  const unknown = Object.keys(hosting).filter((key) => !UNDERSTOOD.has(key));
  if (unknown.length > 0)
    throw new Error(
      `firebase.json hosting.${unknown.join(', hosting.')} is not emulated by tools/emulators/hosting.mjs: add it there first`,
    );
  const rel = (path) => path.replace(/^\/+/, '');
  if (hosting.trailingSlash === false && pathname.length > 1 && pathname.endsWith('/')) {
    return { redirect: pathname.replace(/\/+$/, '') || '/', status: 301 };
  }
  if (hosting.trailingSlash !== undefined && hosting.trailingSlash !== false)
    throw new Error('Only trailingSlash: false is emulated');
  if (hosting.cleanUrls && pathname.endsWith('.html') && isFile(rel(pathname))) {
    const clean = pathname.slice(0, -'.html'.length);
    return { redirect: clean.endsWith('/index') ? clean.slice(0, -'index'.length) || '/' : clean, status: 301 };
  }
  const exact = [rel(pathname), `${rel(pathname)}/index.html`.replace(/^\//, '')];
  if (hosting.cleanUrls) exact.push(`${rel(pathname)}.html`);
  for (const candidate of exact) if (candidate !== '' && isFile(candidate)) return { file: candidate, status: 200 };
  if (pathname === '/' && isFile('index.html')) return { file: 'index.html', status: 200 };
  for (const rule of hosting.rewrites ?? []) {
    if (!rule.destination) throw new Error(`Only rewrites to a destination file are emulated: ${JSON.stringify(rule)}`);
    if (ruleMatcher(rule).test(pathname)) return { file: rel(rule.destination), status: 200 };
  }
  if (isFile('404.html')) return { file: '404.html', status: 404 };
  return { file: null, status: 404 };
}

/** The headers Hosting sends for a URL path: every matching rule's, in order (a later rule wins a key). */
export function headersFor(pathname, hosting = hostingConfig()) {
  const out = {};
  for (const rule of hosting.headers ?? []) {
    if (!ruleMatcher(rule).test(pathname)) continue;
    for (const { key, value } of rule.headers) out[key] = value;
  }
  return out;
}

/** A Content-Security-Policy as [directive, sources[]] pairs, in order. */
export function parseCsp(policy) {
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, ...sources] = part.split(/\s+/);
      return [name.toLowerCase(), sources];
    });
}

export function formatCsp(directives) {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy with extra sources appended to some directives (`{ 'connect-src': [...] }`); the directives must exist. */
export function addCspSources(policy, additions) {
  const directives = parseCsp(policy);
  for (const [name, extra] of Object.entries(additions)) {
    const directive = directives.find(([n]) => n === name);
    if (!directive) throw new Error(`The policy has no ${name} to extend`);
    for (const source of extra) if (!directive[1].includes(source)) directive[1].push(source);
  }
  return formatCsp(directives);
}

/** The emulator origins an app built for these ports talks to (see webEmulatorEnv in stack.mjs). */
export function emulatorCspSources(ports, host = '127.0.0.1') {
  const auth = `http://${host}:${ports.auth}`;
  const functions = `http://${host}:${ports.functions}`;
  return { 'connect-src': [auth, functions], 'frame-src': [auth] };
}

/** firebase.json's headers for a path, with `cspAdditions` added to its Content-Security-Policy. */
export function localHeadersFor(pathname, { hosting = hostingConfig(), cspAdditions } = {}) {
  const headers = headersFor(pathname, hosting);
  if (cspAdditions) {
    const key = Object.keys(headers).find((k) => k.toLowerCase() === 'content-security-policy');
    if (!key)
      throw new Error(`firebase.json sends no Content-Security-Policy for ${pathname} to add the emulator origins to`);
    headers[key] = addCspSources(headers[key], cspAdditions);
  }
  return headers;
}

/**
 * A redirect target (a decoded path) as a Location header that can only stay on this site. The
 * path was decoded to find the file, so `/%2Fevil.example/` became `//evil.example/`, and a
 * Location of `//evil.example` (or `/\evil.example`, or `/<tab>/evil.example`, which browsers
 * read the same way) would send the browser to another host. Each segment is percent-encoded
 * again and a second leading slash stays encoded, so the answer names the same path on this
 * host; anything that would still resolve elsewhere gets null (the server answers 400).
 */
export function sameSiteLocation(path) {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  const encoded = path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
    .replace(/^\/\//, '/%2F');
  const probe = 'http://same-site.invalid';
  return new URL(encoded, probe).origin === probe && /^\/(?![/\\])/.test(encoded) ? encoded : null;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt', '.webmanifest']);

/** A file as Hosting sends text: gzip, level 9. */
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 });

/** The files under dir that are sent gzipped, source maps left out (only a debugger asks for them). */
function textFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name)) && extname(e.name) !== '.map')
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Serves a build of apps/web as Hosting would: the file `resolveHosting` picks (the prerendered
 * pages at their paths, app.html for the other app routes, 404.html with status 404 for the
 * rest), its redirects, firebase.json's headers (plus `cspAdditions`, see above),
 * `Cache-Control: no-cache` where firebase.json sets none, gzip for text. Port 0 picks a free
 * port; the server's address() tells which.
 * `precompress`: gzip every text file but the source maps before listening, as Hosting's CDN
 * holds them compressed, instead of on each file's first request. The Lighthouse bench needs it:
 * compressing the entry (270 kB) on the first page's requests put up to 14 ms of this process's
 * CPU into that page's load, on a 2-core machine, and into its first run only.
 */
export function serveHosting(
  dir,
  port,
  { host = '127.0.0.1', cspAdditions, hosting = hostingConfig(), precompress = false } = {},
) {
  const root = resolve(dir);
  const gz = new Map();
  if (precompress) for (const file of textFiles(root)) gz.set(file, gzipped(file));
  const server = createServer((req, res) => {
    try {
      respond(req, res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  function respond(req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const isFile = (rel) => {
      const file = normalize(join(root, rel));
      return file.startsWith(`${root}/`) && existsSync(file) && statSync(file).isFile();
    };
    const answer = resolveHosting(pathname, isFile, hosting);
    res.setHeader('Cache-Control', 'no-cache');
    for (const [key, value] of Object.entries(localHeadersFor(url.pathname, { hosting, cspAdditions })))
      res.setHeader(key, value);
    if (answer.redirect) {
      const location = sameSiteLocation(answer.redirect);
      if (location === null) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
        return;
      }
      res.writeHead(answer.status, { Location: `${location}${url.search}` }).end();
      return;
    }
    if (!answer.file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const file = join(root, answer.file);
    const ext = extname(file);
    res.statusCode = answer.status;
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      if (!gz.has(file)) gz.set(file, gzipped(file));
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      res.end(req.method === 'HEAD' ? undefined : gz.get(file));
    } else if (req.method === 'HEAD') {
      res.end();
    } else {
      createReadStream(file).pipe(res);
    }
  }
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}
