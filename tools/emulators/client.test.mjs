import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '../../libs/domain/src/contracts/limits.ts';
import { emulatorAppCheckToken as webToken } from '../../libs/firebase-client/src/emulators.ts';
import {
  assertLocal,
  callCallable,
  callOk,
  callableUrl,
  createUser,
  emulatorAppCheckToken,
  ensureAccount,
  REGION,
} from './client.mjs';

const decode = (part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** A stand-in for the Auth and Functions emulators that records what the client sends. */
function fakeEmulator() {
  const seen = [];
  const accounts = new Map();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method, url: req.url, headers: req.headers, raw, body });
      const reply = (status, json) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(typeof json === 'string' ? json : JSON.stringify(json));
      };
      const path = req.url.split('?')[0];
      if (path.endsWith('/accounts:signUp')) {
        if (accounts.has(body.email)) return reply(400, { error: { message: 'EMAIL_EXISTS' } });
        const uid = `uid-${accounts.size + 1}`;
        accounts.set(body.email, { uid, password: body.password });
        return reply(200, { localId: uid, idToken: `signup-${uid}`, refreshToken: 'r' });
      }
      if (path.endsWith('/accounts:signInWithPassword')) {
        const a = accounts.get(body.email);
        if (!a || a.password !== body.password) return reply(400, { error: { message: 'INVALID_LOGIN_CREDENTIALS' } });
        return reply(200, { localId: a.uid, idToken: `signin-${a.uid}`, refreshToken: 'r' });
      }
      if (path.endsWith('/accounts:update'))
        return reply(req.headers.authorization === 'Bearer owner' ? 200 : 401, { localId: body.localId });
      if (path.endsWith('/ok')) return reply(200, { result: { echo: body?.data ?? null } });
      if (path.endsWith('/refused'))
        return reply(400, { error: { status: 'FAILED_PRECONDITION', message: 'x', details: { code: 'week-locked' } } });
      if (path.endsWith('/bare')) return reply(500, { error: { status: 'INTERNAL', message: 'INTERNAL' } });
      return reply(404, 'not a function');
    });
  });
  return { server, seen, accounts };
}

describe('the one emulator client', () => {
  const fake = fakeEmulator();
  let stack;
  beforeAll(async () => {
    await new Promise((done) => fake.server.listen(0, '127.0.0.1', done));
    const { port } = fake.server.address();
    stack = { projectId: 'demo-client-test', ports: { auth: port, functions: port } };
  });
  afterAll(() => new Promise((done) => fake.server.close(done)));

  it('uses the region of libs/domain and the App Check token the web app makes', () => {
    expect(REGION).toBe(FUNCTIONS_REGION);
    expect(callableUrl({ functions: 5001 }, 'demo-x', 'system_ping')).toBe(
      `http://127.0.0.1:5001/demo-x/${FUNCTIONS_REGION}/system_ping`,
    );
    const now = Date.UTC(2026, 0, 1);
    expect(emulatorAppCheckToken('1:2:web:3', now)).toBe(webToken('1:2:web:3', now).token);
    const [header, payload, signature] = emulatorAppCheckToken().split('.');
    expect(decode(header)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decode(payload)).toMatchObject({ sub: expect.stringMatching(/^1:0+:web:/), aud: ['projects/emulator'] });
    expect(signature).toBe('');
  });

  it('refuses anything but loopback hosts and demo-* projects', async () => {
    expect(() => assertLocal('http://127.0.0.1:5001/x', 'demo-a')).not.toThrow();
    expect(() => assertLocal('https://africa-south1-fraudshield.cloudfunctions.net/x')).toThrow(/loopback/);
    expect(() => assertLocal('http://127.0.0.1:5001/x', 'fraudshield-prod')).toThrow(/demo-/);
    const before = fake.seen.length;
    await expect(callCallable({ ...stack, projectId: 'fraudshield-prod' }, 'ok', null, null)).rejects.toThrow(/demo-/);
    await expect(
      createUser({ ...stack, projectId: 'fraudshield-prod' }, { email: 'a@b.test', password: 'pw-123456' }),
    ).rejects.toThrow(/demo-/);
    expect(fake.seen.length).toBe(before);
  });

  it('sends a callable as the web SDK does and answers one shape for success and refusal', async () => {
    const ok = await callCallable(stack, 'ok', { n: 1 }, { idToken: 'tok-1' });
    expect(ok).toMatchObject({ ok: true, status: 200, data: { echo: { n: 1 } } });
    const sent = fake.seen.at(-1);
    expect(sent.url).toBe(`/demo-client-test/${FUNCTIONS_REGION}/ok`);
    expect(sent.headers.authorization).toBe('Bearer tok-1');
    expect(decode(sent.headers['x-firebase-appcheck'].split('.')[0])).toEqual({ alg: 'none', typ: 'JWT' });
    expect(sent.body).toEqual({ data: { n: 1 } });

    expect(await callCallable(stack, 'refused', null, 'tok-2')).toMatchObject({
      ok: false,
      status: 400,
      code: 'week-locked',
      infra: false,
      error: { details: { code: 'week-locked' } },
    });
    expect(fake.seen.at(-1).body).toEqual({ data: null });
    expect(await callCallable(stack, 'bare', null, null)).toMatchObject({
      ok: false,
      status: 500,
      code: 'INTERNAL',
      infra: true,
    });
    expect(fake.seen.at(-1).headers.authorization).toBeUndefined();
    expect(await callCallable(stack, 'missing', null, null)).toMatchObject({
      ok: false,
      status: 404,
      code: 'http-404',
      error: null,
      text: 'not a function',
    });
    await expect(callOk(stack, 'refused', null, null)).rejects.toThrow(/refused failed: 400 .*week-locked/);
  });

  it('leaves App Check out when told, and sends raw data as written', async () => {
    await callCallable(stack, 'ok', undefined, null, { appCheck: false, rawData: '{"__proto__":{"x":1}}' });
    const sent = fake.seen.at(-1);
    expect(sent.headers['x-firebase-appcheck']).toBeUndefined();
    expect(sent.raw).toBe('{"data":{"__proto__":{"x":1}}}');
  });

  it('makes a verified account with claims and returns a token from a sign-in after the update', async () => {
    const user = await createUser(stack, {
      email: 'ada@client.test',
      password: 'pw-123456',
      displayName: 'Ada',
      claims: { roles: ['admin'] },
    });
    expect(user).toMatchObject({ uid: 'uid-1', email: 'ada@client.test', idToken: 'signin-uid-1' });
    const update = fake.seen.find((r) => r.url.includes('accounts:update'));
    expect(update.url).toBe('/identitytoolkit.googleapis.com/v1/projects/demo-client-test/accounts:update');
    expect(update.headers.authorization).toBe('Bearer owner');
    expect(update.body).toEqual({
      localId: 'uid-1',
      emailVerified: true,
      displayName: 'Ada',
      customAttributes: JSON.stringify({ roles: ['admin'] }),
    });
    await expect(createUser(stack, { email: 'ada@client.test', password: 'pw-123456' })).rejects.toThrow(
      /sign-up failed .*EMAIL_EXISTS/,
    );
    // ensureAccount reuses it (no second sign-up) and can leave it unverified.
    const signUps = fake.seen.filter((r) => r.url.includes('accounts:signUp')).length;
    expect(
      await ensureAccount(stack, { email: 'ada@client.test', password: 'pw-123456', verified: false }),
    ).toMatchObject({ uid: 'uid-1' });
    expect(fake.seen.filter((r) => r.url.includes('accounts:signUp')).length).toBe(signUps);
    expect(fake.seen.filter((r) => r.url.includes('accounts:update')).at(-1).body).toEqual({
      localId: 'uid-1',
      emailVerified: false,
    });
  });
});
