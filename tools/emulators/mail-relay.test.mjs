import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  actionLink,
  composeAuthEmail,
  createMailRelay,
  MAX_ATTEMPTS,
  MAX_BACKOFF_MS,
  readRelayed,
  RELAY_HEADER,
} from './mail-relay.mjs';

const PROJECT = 'demo-relay-test';
const AUTH_PORT = 49099;
const APP = 'http://127.0.0.1:45173';
const LIST_URL = `http://127.0.0.1:${AUTH_PORT}/emulator/v1/projects/${PROJECT}/oobCodes`;

const code = (n, requestType, extra = {}) => ({
  email: `user${n}@example.test`,
  requestType,
  oobCode: `code-${n}`,
  oobLink: `http://127.0.0.1:${AUTH_PORT}/emulator/action?mode=${requestType === 'PASSWORD_RESET' ? 'resetPassword' : 'verifyEmail'}&lang=en&oobCode=code-${n}&apiKey=key-${n}`,
  ...extra,
});

/** A fake Auth emulator: the oobCodes list, and accounts:resetPassword that records what it got. */
function fakeEmulator(initial = []) {
  const state = { codes: [...initial], listCalls: 0, requests: 0, down: false, resets: [] };
  const json = (status, body) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  state.fetch = async (url, init = {}) => {
    const u = String(url);
    state.requests += 1;
    if (state.down) throw new Error('connect ECONNREFUSED');
    if (u === LIST_URL) {
      state.listCalls += 1;
      expect(init.headers?.Authorization).toBe('Bearer owner');
      return json(200, { oobCodes: state.codes });
    }
    if (u.startsWith(`http://127.0.0.1:${AUTH_PORT}/identitytoolkit.googleapis.com/v1/accounts:resetPassword`)) {
      const body = JSON.parse(init.body);
      const found = state.codes.find((c) => c.oobCode === body.oobCode && c.requestType === 'PASSWORD_RESET');
      if (!found) return json(400, { error: { message: 'INVALID_OOB_CODE' } });
      state.resets.push({ email: found.email, newPassword: body.newPassword, key: new URL(u).searchParams.get('key') });
      state.codes = state.codes.filter((c) => c !== found);
      return json(200, { email: found.email, requestType: 'PASSWORD_RESET' });
    }
    throw new Error(`unexpected request ${u}`);
  };
  return state;
}

const dirs = [];
const relays = [];
function tmpState() {
  const dir = mkdtempSync(join(tmpdir(), 'relay-test-'));
  dirs.push(dir);
  return join(dir, 'relay.json');
}
function relayWith(emu, opts = {}) {
  const sent = opts.sent ?? [];
  const lines = [];
  const relay = createMailRelay({
    projectId: PROJECT,
    authPort: AUTH_PORT,
    appUrl: APP,
    relayPort: 0,
    stateFile: opts.stateFile ?? tmpState(),
    fetchImpl: emu.fetch,
    send: opts.send ?? (async (mail) => void sent.push(mail)),
    intervalMs: opts.intervalMs ?? 10,
    log: (l) => lines.push(l),
  });
  relays.push(relay);
  return { relay, sent, lines };
}

afterEach(async () => {
  for (const r of relays.splice(0)) await r.stop();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('composeAuthEmail', () => {
  const where = { appUrl: APP, relayUrl: 'http://127.0.0.1:41081' };

  it('breaks the pasted address anywhere: a 250-character link read on a phone runs off the screen otherwise', () => {
    for (const type of ['VERIFY_EMAIL', 'PASSWORD_RESET', 'VERIFY_AND_CHANGE_EMAIL']) {
      const mail = composeAuthEmail(code(1, type), where);
      const link = actionLink(code(1, type), where).replaceAll('&', '&amp;');
      // Inline, as mail clients drop <style> blocks; overflow-wrap for the ones that know it, word-break for the rest.
      expect(mail.html, type).toContain(
        `Or paste this address into your browser: <span style="overflow-wrap:anywhere;word-break:break-all">${link}</span>`,
      );
    }
  });

  it('verification: to the account, with the emulator link continuing to /login (kept when the app set one)', () => {
    const mail = composeAuthEmail(code(1, 'VERIFY_EMAIL'), where);
    expect(mail.to).toBe('user1@example.test');
    expect(mail.subject).toMatch(/verify your email/i);
    const link = new URL(actionLink(code(1, 'VERIFY_EMAIL'), where));
    expect(link.origin).toBe(`http://127.0.0.1:${AUTH_PORT}`);
    expect(link.searchParams.get('oobCode')).toBe('code-1');
    expect(link.searchParams.get('continueUrl')).toBe(`${APP}/login`);
    expect(mail.text).toContain(link.toString());
    expect(mail.html).toContain(link.toString().replaceAll('&', '&amp;'));
    expect(mail.headers[RELAY_HEADER]).toBe('VERIFY_EMAIL');
    const own = code(2, 'VERIFY_EMAIL');
    own.oobLink += `&continueUrl=${encodeURIComponent('http://127.0.0.1:45173/login')}`;
    expect(new URL(actionLink(own, { ...where, appUrl: 'http://127.0.0.1:1' })).searchParams.get('continueUrl')).toBe(
      'http://127.0.0.1:45173/login',
    );
  });

  it('reset: a link to the relay reset page with the code and the API key, not to the emulator', () => {
    const mail = composeAuthEmail(code(3, 'PASSWORD_RESET'), where);
    expect(mail.subject).toMatch(/reset/i);
    const link = new URL(actionLink(code(3, 'PASSWORD_RESET'), where));
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:41081/reset');
    expect(link.searchParams.get('oobCode')).toBe('code-3');
    expect(link.searchParams.get('apiKey')).toBe('key-3');
    expect(mail.text).toContain(link.toString());
  });

  it('email change goes to the new address; other types are not mailed; the address is escaped in HTML', () => {
    const change = composeAuthEmail(code(4, 'VERIFY_AND_CHANGE_EMAIL', { newEmail: 'new4@example.test' }), where);
    expect(change.to).toBe('new4@example.test');
    expect(change.text).toContain('user4@example.test');
    expect(composeAuthEmail(code(5, 'EMAIL_SIGNIN'), where)).toBeNull();
    const odd = composeAuthEmail(code(6, 'VERIFY_EMAIL', { email: '"<b>x</b>"@example.test' }), where);
    expect(odd.html).not.toContain('<b>x</b>');
    expect(odd.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('the relay loop', () => {
  it('mails each new code once, remembers it across a restart, and mails codes that appear later', async () => {
    const emu = fakeEmulator([code(1, 'VERIFY_EMAIL'), code(2, 'PASSWORD_RESET'), code(3, 'EMAIL_SIGNIN')]);
    const stateFile = tmpState();
    const first = relayWith(emu, { stateFile });
    await first.relay.start();
    // start() runs the first pass at once; pollOnce() during it waits for that same pass.
    expect(await first.relay.pollOnce()).toEqual({ sent: 2, failed: 0, skipped: 1 });
    expect(first.sent.map((m) => m.to).sort()).toEqual(['user1@example.test', 'user2@example.test']);
    expect(readRelayed(stateFile).sort()).toEqual(['code-1', 'code-2', 'code-3']);
    await first.relay.stop();

    // A restarted relay on the same state file sends nothing again, only the new code.
    emu.codes.push(code(4, 'VERIFY_EMAIL'));
    const second = relayWith(emu, { stateFile });
    await second.relay.start();
    await second.relay.pollOnce();
    expect(second.sent.map((m) => m.to)).toEqual(['user4@example.test']);
    expect(JSON.parse(readFileSync(stateFile, 'utf8')).relayed).toHaveLength(4);
  });

  it('retries a failed send on the next pass and gives up after MAX_ATTEMPTS, saying so', async () => {
    const emu = fakeEmulator([code(1, 'VERIFY_EMAIL')]);
    let calls = 0;
    const sent = [];
    const { relay, lines } = relayWith(emu, {
      intervalMs: 60_000,
      send: async (mail) => {
        calls += 1;
        if (calls < 3) throw new Error('SMTP down');
        sent.push(mail);
      },
    });
    expect(await relay.pollOnce()).toMatchObject({ sent: 0, failed: 1 });
    expect(await relay.pollOnce()).toMatchObject({ sent: 0, failed: 1 });
    expect(await relay.pollOnce()).toMatchObject({ sent: 1, failed: 0 });
    expect(await relay.pollOnce()).toMatchObject({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(lines.filter((l) => /try \d of/.test(l))).toHaveLength(2);

    const never = relayWith(fakeEmulator([code(9, 'VERIFY_EMAIL')]), {
      send: async () => Promise.reject(new Error('SMTP down')),
    });
    for (let i = 0; i < MAX_ATTEMPTS; i++) await never.relay.pollOnce();
    expect(await never.relay.pollOnce()).toMatchObject({ failed: 0 });
    expect(
      never.lines.some((l) =>
        l.includes(`gave up on the VERIFY_EMAIL email to user9@example.test after ${MAX_ATTEMPTS} tries`),
      ),
    ).toBe(true);
  });

  it('backs off while the emulator does not answer (logs once), and picks up again when it does', async () => {
    const emu = fakeEmulator([code(1, 'VERIFY_EMAIL')]);
    emu.down = true;
    const { relay, sent, lines } = relayWith(emu, { intervalMs: 20 });
    await relay.start();
    await new Promise((r) => setTimeout(r, 400));
    // Without back-off 400 ms at 20 ms would be ~20 passes; with doubling: 20+40+80+160 → 4–5.
    const failedLines = lines.filter((l) => l.includes("cannot read the Auth emulator's codes"));
    expect(failedLines).toHaveLength(1);
    expect(emu.requests).toBeGreaterThanOrEqual(2);
    expect(emu.requests).toBeLessThanOrEqual(6);
    expect(MAX_BACKOFF_MS).toBeGreaterThan(20);
    emu.down = false;
    const before = emu.listCalls;
    await new Promise((r) => setTimeout(r, 800));
    expect(emu.listCalls).toBeGreaterThan(before);
    expect(sent.map((m) => m.to)).toEqual(['user1@example.test']);
    expect(lines.some((l) => l.includes('answers again'))).toBe(true);
  });

  it('polls on its interval, never two passes at once', async () => {
    const emu = fakeEmulator([]);
    const { relay } = relayWith(emu, { intervalMs: 50 });
    const [a, b] = [relay.pollOnce(), relay.pollOnce()];
    expect(a).toBe(b);
    await a;
    expect(emu.listCalls).toBe(1);
    await relay.start();
    await new Promise((r) => setTimeout(r, 330));
    await relay.stop();
    const calls = emu.listCalls;
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(9);
    await new Promise((r) => setTimeout(r, 150));
    expect(emu.listCalls).toBe(calls);
  });

  it('refuses a non-local emulator or a non-demo project', () => {
    expect(() => createMailRelay({ projectId: 'real-project', authPort: AUTH_PORT, appUrl: APP })).toThrow(/demo-/);
    expect(() => createMailRelay({ projectId: PROJECT, authPort: AUTH_PORT, appUrl: 'https://example.com' })).toThrow(
      /loopback/,
    );
  });
});

describe('the reset page', () => {
  const form = (fields) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it('asks for a new password, sets it through the emulator, and links to /login', async () => {
    const emu = fakeEmulator([code(1, 'PASSWORD_RESET'), code(2, 'VERIFY_EMAIL')]);
    const { relay, sent } = relayWith(emu, { intervalMs: 60_000 });
    await relay.start();
    await relay.pollOnce();
    const link = /http:\/\/\S+\/reset\?\S+/.exec(sent.find((m) => m.to === 'user1@example.test').text)[0];
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Choose a new password');
    expect(html).toContain('user1@example.test');
    expect(html).toContain('name="newPassword"');

    // Too short: said on the page, nothing changed.
    const short = await fetch(
      `${relay.relayUrl}/reset`,
      form({ oobCode: 'code-1', apiKey: 'key-1', newPassword: 'abc' }),
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('at least 6 characters');
    expect(emu.resets).toHaveLength(0);

    const done = await fetch(
      `${relay.relayUrl}/reset`,
      form({ oobCode: 'code-1', apiKey: 'key-1', newPassword: 'brand-new-pass' }),
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`href="${APP}/login"`);
    expect(emu.resets).toEqual([{ email: 'user1@example.test', newPassword: 'brand-new-pass', key: 'key-1' }]);

    // The same link again: used.
    const again = await fetch(link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This link no longer works');
    // A verification code is not a reset code.
    expect((await fetch(`${relay.relayUrl}/reset?oobCode=code-2&apiKey=key-2`)).status).toBe(400);
    expect((await fetch(`${relay.relayUrl}/elsewhere`)).status).toBe(404);
  });
});
