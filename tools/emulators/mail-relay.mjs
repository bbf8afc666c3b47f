// The local stack's auth-mail relay. The Auth emulator sends no email: it only lists the
// out-of-band codes it would have sent (verification, password reset, email change) at
// GET /emulator/v1/projects/{id}/oobCodes. While a local stack runs, this relay polls that list
// and turns each new code into a real email in the local inbox (maildev, over SMTP), with a link
// that completes the flow on the local web app:
//   VERIFY_EMAIL, VERIFY_AND_CHANGE_EMAIL: the emulator's own link (it applies the code and
//     redirects with 303 to continueUrl: /login on the app, as the web app asks, or added here);
//   PASSWORD_RESET: the relay's own small page (the local stand-in for Firebase's hosted action
//     page), which asks for the new password, sets it through the emulator's accounts:resetPassword
//     and links to /login to sign in with it.
// Relayed codes are remembered in a state file, so a restarted relay sends nothing twice.
// Emulator only: every URL it calls is on a loopback host of a demo-* project. Production sends
// these emails through Firebase Auth itself; nothing here is deployed.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createJiti } from 'jiti';
import { assertLocal } from './client.mjs';

const jiti = createJiti(import.meta.url);
const { href } = await jiti.import('../../libs/domain/src/routes/catalog.ts');
const { escapeHtml } = await jiti.import('../../libs/domain/src/contracts/html.ts');

export const RELAY_FROM = 'FraudShield League <no-reply@fraudshield.test>';
/** A header on every relayed email, so tests and people can tell them from the functions' own mail. */
export const RELAY_HEADER = 'x-fraudshield-relay';
export const DEFAULT_INTERVAL_MS = 1_000;
/** While the emulator does not answer, the poll interval doubles up to this. */
export const MAX_BACKOFF_MS = 30_000;
/** Sends tried per code before the relay gives up on it (maildev down for good, say). */
export const MAX_ATTEMPTS = 5;
/** Codes remembered (oldest forgotten first): a bound on the state file and on memory. */
export const MAX_REMEMBERED = 5_000;
const REQUEST_TIMEOUT_MS = 5_000;
export const MIN_PASSWORD_LENGTH = 6;

/** The types this relay mails; the Auth emulator's other codes (email sign-in links) are not used by the app. */
export const RELAYED_TYPES = ['VERIFY_EMAIL', 'PASSWORD_RESET', 'VERIFY_AND_CHANGE_EMAIL'];

const trimSlash = (url) => url.replace(/\/+$/, '');

/** The emulator's link with a continueUrl to /login when it has none (the web app always sets one for verification). */
export function withContinueUrl(oobLink, appUrl) {
  const url = new URL(oobLink);
  if (!url.searchParams.get('continueUrl')) url.searchParams.set('continueUrl', `${trimSlash(appUrl)}${href.login()}`);
  return url.toString();
}

/** The link a relayed email carries for one code. */
export function actionLink(code, { appUrl, relayUrl }) {
  if (code.requestType === 'PASSWORD_RESET') {
    const apiKey = new URL(code.oobLink).searchParams.get('apiKey') ?? 'fake-api-key';
    const url = new URL(`${trimSlash(relayUrl)}/reset`);
    url.searchParams.set('oobCode', code.oobCode);
    url.searchParams.set('apiKey', apiKey);
    return url.toString();
  }
  return withContinueUrl(code.oobLink, appUrl);
}

const FOOTER =
  'Sent by the local stack (npm start): the Auth emulator sends no email, so its mail relay delivers it to this inbox.';

/**
 * The email for one out-of-band code: { to, subject, text, html, headers }, or null for a type
 * the relay does not mail. Wording in our own words; the link is the only thing that matters.
 */
export function composeAuthEmail(code, { appUrl, relayUrl, from = RELAY_FROM }) {
  if (!RELAYED_TYPES.includes(code.requestType)) return null;
  const link = actionLink(code, { appUrl, relayUrl });
  let to = code.email;
  let subject;
  let lines;
  let button;
  if (code.requestType === 'VERIFY_EMAIL') {
    subject = 'Verify your email for FraudShield League';
    lines = [
      `Welcome to FraudShield League. Confirm that ${code.email} is your address to start playing:`,
      'The link works once. If you did not sign up, ignore this email.',
    ];
    button = 'Verify my email';
  } else if (code.requestType === 'PASSWORD_RESET') {
    subject = 'Reset your FraudShield League password';
    lines = [
      `Someone asked to reset the password of ${code.email}. Choose a new one here:`,
      'The link works once. If it was not you, ignore this email: your password stays as it is.',
    ];
    button = 'Choose a new password';
  } else {
    to = code.newEmail ?? code.email;
    subject = 'Confirm your new email for FraudShield League';
    lines = [
      `Confirm that ${to} should replace ${code.email} as the email of your FraudShield League account:`,
      'The link works once. If you did not ask for this, ignore this email.',
    ];
    button = 'Confirm my new email';
  }
  const text = `${lines[0]}\n\n${link}\n\n${lines[1]}\n\n-- \n${FOOTER}\n`;
  const html =
    `<p>${escapeHtml(lines[0])}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>` +
    // A link of about 250 characters with no space: it breaks anywhere, or it runs off a phone's screen.
    `<p>Or paste this address into your browser: <span style="overflow-wrap:anywhere;word-break:break-all">${escapeHtml(link)}</span></p>` +
    `<p>${escapeHtml(lines[1])}</p>` +
    `<p style="color:#666;font-size:small">${escapeHtml(FOOTER)}</p>`;
  return { from, to, subject, text, html, headers: { [RELAY_HEADER]: code.requestType } };
}

/** Reads the codes already relayed (an array, oldest first); a missing or unreadable file is an empty list. */
export function readRelayed(file) {
  if (!file || !existsSync(file)) return [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(parsed?.relayed) ? parsed.relayed.filter((c) => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

function writeRelayed(file, codes) {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify({ relayed: codes }));
  renameSync(tmp, file);
}

/** The SMTP sender to a local mail catcher (maildev: no TLS, no auth). */
export async function smtpSender(smtpPort) {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  const send = (mail) => transport.sendMail(mail);
  send.close = () => transport.close();
  return send;
}

/**
 * The relay. Options:
 *   projectId, authPort: the Auth emulator to poll (loopback, demo-* only)
 *   appUrl: the local web app (links continue to its /login)
 *   relayPort: where the reset page listens (0: any free port, for tests); relayHost default 127.0.0.1
 *   send(mail): sends one email (default: SMTP to maildev on smtpPort)
 *   stateFile: where relayed codes are remembered across restarts
 *   fetchImpl, intervalMs, log: for tests and quiet callers
 * Returns { start(), stop(), pollOnce(), relayUrl }.
 */
export function createMailRelay({
  projectId,
  authPort,
  appUrl,
  relayPort = 0,
  relayHost = '127.0.0.1',
  send,
  smtpPort,
  stateFile,
  fetchImpl = fetch,
  intervalMs = DEFAULT_INTERVAL_MS,
  log = console.log,
}) {
  const authBase = `http://127.0.0.1:${authPort}`;
  const listUrl = `${authBase}/emulator/v1/projects/${projectId}/oobCodes`;
  assertLocal(listUrl, projectId);
  assertLocal(appUrl);
  const relayed = readRelayed(stateFile);
  const known = new Set(relayed);
  const attempts = new Map();
  let sender = send;
  let server;
  let relayUrl = relayPort ? `http://${relayHost}:${relayPort}` : undefined;
  let timer;
  let stopped = false;
  let polling = null;
  let failures = 0;

  const remember = (code) => {
    known.add(code);
    relayed.push(code);
    while (relayed.length > MAX_REMEMBERED) known.delete(relayed.shift());
    attempts.delete(code);
    writeRelayed(stateFile, relayed);
  };

  async function listCodes() {
    const res = await fetchImpl(listUrl, {
      headers: { Authorization: 'Bearer owner' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`the Auth emulator answered ${res.status} at ${listUrl}`);
    const body = await res.json();
    return Array.isArray(body?.oobCodes) ? body.oobCodes : [];
  }

  /** One pass: every code not relayed yet becomes an email. Returns { sent, failed, skipped }. */
  async function pollOnceNow() {
    const codes = await listCodes();
    const out = { sent: 0, failed: 0, skipped: 0 };
    for (const code of codes) {
      if (!code?.oobCode || known.has(code.oobCode)) continue;
      const mail = composeAuthEmail(code, { appUrl, relayUrl: relayUrl ?? appUrl });
      if (!mail) {
        log(`mail relay: ${code.requestType} code for ${code.email} not mailed (the app does not use that type)`);
        remember(code.oobCode);
        out.skipped += 1;
        continue;
      }
      try {
        sender ??= await smtpSender(smtpPort);
        await sender(mail);
        remember(code.oobCode);
        out.sent += 1;
        log(`mail relay: "${mail.subject}" sent to ${mail.to} (${code.requestType})`);
      } catch (error) {
        const n = (attempts.get(code.oobCode) ?? 0) + 1;
        out.failed += 1;
        if (n >= MAX_ATTEMPTS) {
          remember(code.oobCode);
          log(
            `mail relay: gave up on the ${code.requestType} email to ${mail.to} after ${n} tries: ${error?.message ?? error}`,
          );
        } else {
          attempts.set(code.oobCode, n);
          log(
            `mail relay: could not send the ${code.requestType} email to ${mail.to} (try ${n} of ${MAX_ATTEMPTS}, retried next poll): ${error?.message ?? error}`,
          );
        }
      }
    }
    return out;
  }

  /** Never two passes at once: a caller during a pass waits for that pass. */
  function pollOnce() {
    polling ??= pollOnceNow().finally(() => (polling = null));
    return polling;
  }

  /** The delay before the next pass: the interval, doubled per failed pass in a row up to MAX_BACKOFF_MS. */
  const nextDelay = () => Math.min(intervalMs * 2 ** failures, Math.max(intervalMs, MAX_BACKOFF_MS));

  async function loop() {
    if (stopped) return;
    try {
      await pollOnce();
      if (failures > 0) log('mail relay: the Auth emulator answers again');
      failures = 0;
    } catch (error) {
      if (failures === 0)
        log(
          `mail relay: cannot read the Auth emulator's codes (${error?.message ?? error}); retrying with back-off up to ${MAX_BACKOFF_MS / 1000} s`,
        );
      failures += 1;
    }
    if (!stopped) timer = setTimeout(loop, nextDelay());
  }

  // ---------- The reset page: the local stand-in for Firebase's hosted action page ----------

  const page = (title, body) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)} · FraudShield League (local)</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5}' +
    'label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}' +
    'button{margin-top:1rem;padding:.5rem 1rem;font-size:1rem}.error{color:#a00}.note{color:#555;font-size:.9rem}</style></head>' +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}<p class="note">Local stack only: this page stands in for the page Firebase hosts in production.</p></main></body></html>`;

  const loginLink = () => `${trimSlash(appUrl)}${href.login()}`;

  function resetForm({ oobCode, apiKey, email, error }) {
    return page(
      'Choose a new password',
      `<p>For <strong>${escapeHtml(email)}</strong>.</p>` +
        (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
        `<form method="post" action="/reset">` +
        `<input type="hidden" name="oobCode" value="${escapeHtml(oobCode)}"><input type="hidden" name="apiKey" value="${escapeHtml(apiKey)}">` +
        `<label for="newPassword">New password</label>` +
        `<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}">` +
        `<button type="submit">Save the new password</button></form>`,
    );
  }

  const usedLink = () =>
    page(
      'This link no longer works',
      `<p>It was used already, or a newer one replaced it. Ask for a new email with “Forgot password?” on <a href="${escapeHtml(loginLink())}">the login page</a>.</p>`,
    );

  async function findResetCode(oobCode) {
    const codes = await listCodes();
    return codes.find((c) => c.oobCode === oobCode && c.requestType === 'PASSWORD_RESET') ?? null;
  }

  async function readForm(req) {
    let body = '';
    for await (const chunk of req) {
      body += chunk;
      if (body.length > 10_000) throw new Error('form too large');
    }
    return new URLSearchParams(body);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://relay.local');
    const reply = (status, html) =>
      res
        .writeHead(status, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
        })
        .end(html);
    if (url.pathname !== '/reset')
      return reply(
        404,
        page(
          'Not found',
          `<p>Nothing here. The web app is at <a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a>.</p>`,
        ),
      );
    if (req.method === 'GET') {
      const oobCode = url.searchParams.get('oobCode') ?? '';
      const apiKey = url.searchParams.get('apiKey') ?? 'fake-api-key';
      const code = oobCode ? await findResetCode(oobCode) : null;
      if (!code) return reply(400, usedLink());
      return reply(200, resetForm({ oobCode, apiKey, email: code.email }));
    }
    if (req.method === 'POST') {
      const form = await readForm(req);
      const oobCode = form.get('oobCode') ?? '';
      const apiKey = form.get('apiKey') || 'fake-api-key';
      const newPassword = form.get('newPassword') ?? '';
      const code = oobCode ? await findResetCode(oobCode) : null;
      if (!code) return reply(400, usedLink());
      if (newPassword.length < MIN_PASSWORD_LENGTH) {
        return reply(
          400,
          resetForm({ oobCode, apiKey, email: code.email, error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` }),
        );
      }
      const resetUrl = `${authBase}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${encodeURIComponent(apiKey)}`;
      const answer = await fetchImpl(resetUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ oobCode, newPassword }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!answer.ok) {
        const why = (await answer.json().catch(() => null))?.error?.message ?? `HTTP ${answer.status}`;
        if (/INVALID_OOB_CODE|EXPIRED_OOB_CODE/.test(why)) return reply(400, usedLink());
        return reply(
          400,
          resetForm({
            oobCode,
            apiKey,
            email: code.email,
            error: `The Auth emulator refused the new password (${why}).`,
          }),
        );
      }
      log(`mail relay: password changed for ${code.email} through the reset page`);
      return reply(
        200,
        page(
          'Your password is changed',
          `<p>${escapeHtml(code.email)} now signs in with the new password.</p><p><a href="${escapeHtml(loginLink())}">Log in with your new password</a></p>`,
        ),
      );
    }
    return reply(405, page('Not allowed', '<p>Use the link in the email.</p>'));
  }

  return {
    get relayUrl() {
      return relayUrl;
    },
    pollOnce,
    /** Starts the reset page and the polling loop. */
    async start() {
      server = createServer((req, res) => {
        handle(req, res).catch((error) => {
          log(`mail relay: the reset page failed: ${error?.message ?? error}`);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
          res.end('The local reset page failed; see the npm start output.');
        });
      });
      await new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(relayPort, relayHost, done);
      });
      relayUrl = `http://${relayHost}:${server.address().port}`;
      stopped = false;
      void loop();
      return relayUrl;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await polling?.catch(() => undefined);
      sender?.close?.();
      if (server) {
        server.closeAllConnections();
        await new Promise((done) => server.close(() => done()));
        server = undefined;
      }
    },
  };
}
