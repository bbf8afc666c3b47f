// Firebase Hosting, as much of it as a local production server needs: the response headers of
// firebase.json's `hosting.headers` (the one list: Hosting sends it in production, and the
// browser tests and the Lighthouse bench get it from here), the single-page-app rewrite, and
// gzip for text as Hosting does.
//
// The one local difference: the app built for the emulators talks to the Auth and Functions
// emulators on 127.0.0.1, origins a production policy must never allow. `emulatorCspSources`
// names them and `serveHosting(dir, port, { cspAdditions })` adds them to the policy's
// connect-src and frame-src (the Auth emulator serves the helper iframe that production gets
// from the authDomain). Every other directive and header is firebase.json's, unchanged.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
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
  if (/[[\]{}()!+@]/.test(glob)) throw new Error(`Unsupported Hosting glob ${JSON.stringify(glob)}: only *, ** and ? are understood here`);
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

/** The headers Hosting sends for a URL path: every matching rule's, in order (a later rule wins a key). */
export function headersFor(pathname, hosting = hostingConfig()) {
  const out = {};
  for (const rule of hosting.headers ?? []) {
    const re = rule.regex ? new RegExp(rule.regex) : globToRegExp(rule.source);
    if (!re.test(pathname)) continue;
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
    if (!key) throw new Error(`firebase.json sends no Content-Security-Policy for ${pathname} to add the emulator origins to`);
    headers[key] = addCspSources(headers[key], cspAdditions);
  }
  return headers;
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

/**
 * Serves a build of apps/web as Hosting would: files that exist, index.html for every other path
 * (firebase.json rewrites `**` to it), firebase.json's headers (plus `cspAdditions`, see above),
 * `Cache-Control: no-cache` where firebase.json sets none, gzip for text. Port 0 picks a free
 * port; the server's address() tells which.
 */
export function serveHosting(dir, port, { host = '127.0.0.1', cspAdditions, hosting = hostingConfig() } = {}) {
  const root = resolve(dir);
  const gz = new Map();
  const server = createServer((req, res) => {
    try {
      respond(req, res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  function respond(req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const ext = extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-cache');
    for (const [key, value] of Object.entries(localHeadersFor(url.pathname, { hosting, cspAdditions }))) res.setHeader(key, value);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file), { level: 9 }));
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
