// Starts and stops the local Firebase stack: Auth + Functions emulators (firebase-tools),
// Firestore (the official emulator when Java 21+ and its jar are here, otherwise the pure-Node
// stand-in on the same port) and, optionally, the web app. Used by `npm start`, the functions'
// integration tests, the browser tests and the benchmarks.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { homedir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callableUrl, callCallable } from './client.mjs';
import { createMailRelay } from './mail-relay.mjs';
import { clearGuardDir, readGuardReport } from './limits-report.mjs';
import { warmFunctions } from './warm.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FIREBASE_BIN = join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const VITE_BIN = join(ROOT, 'node_modules/vite/bin/vite.js');
const MAILDEV_BIN = join(ROOT, 'node_modules/maildev/bin/maildev');
/** Makes each function worker's start cheaper (worker-preload.cjs says how); FS_WORKER_PRELOAD=off leaves it out. */
const WORKER_PRELOAD = join(ROOT, 'tools/emulators/worker-preload.cjs');

export class PortBusyError extends Error {}

function isPortBusy(port) {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export async function assertPortsFree(ports, what = 'the stack') {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) if (await isPortBusy(port)) busy.push(`${name} ${port}`);
  if (busy.length) {
    throw new PortBusyError(
      `Cannot start ${what}: port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use. ` +
        `Is it already running in another terminal? Stop it (Ctrl-C there), or find the process with \`lsof -i :${busy[0].split(' ')[1]}\`.`,
    );
  }
}

/** Which Firestore emulator this machine can run, and why. */
export function chooseFirestore() {
  const forced = process.env.FS_FIRESTORE;
  if (forced === 'standin') return { kind: 'standin', why: 'FS_FIRESTORE=standin' };
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const versionText = `${java.stderr ?? ''}${java.stdout ?? ''}`;
  const major = Number(/version "(\d+)/.exec(versionText)?.[1] ?? 0);
  const cacheDir = join(homedir(), '.cache/firebase/emulators');
  const jar = existsSync(cacheDir) && readdirSync(cacheDir).find((f) => /^cloud-firestore-emulator.*\.jar$/.test(f));
  if (forced === 'official') return { kind: 'official', why: 'FS_FIRESTORE=official' };
  if (major >= 21 && jar) return { kind: 'official', why: `Java ${major} and ${jar} are present` };
  const reasons = [];
  if (major < 21) reasons.push(major ? `Java ${major} is older than 21` : 'Java is not installed');
  if (!jar) reasons.push('the official emulator jar is not downloaded (no internet to fetch it)');
  return { kind: 'standin', why: reasons.join(' and ') };
}

/** The web app's build settings for a local stack: the demo project and the emulators on these ports. */
export function webEmulatorEnv(projectId, ports, { inboxUrl } = {}) {
  return {
    // The local inbox, named on /verify-email and after "Forgot password?" (emulator builds only).
    ...(inboxUrl ? { VITE_LOCAL_INBOX_URL: inboxUrl } : {}),
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    VITE_EMULATOR_HOST: '127.0.0.1',
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
  };
}

/**
 * Builds apps/web into outDir as players get it. NODE_ENV is set explicitly: a caller under
 * vitest has NODE_ENV=test, and Vite would inherit it and bundle React's development build
 * (StrictMode's doubled effects, dev-only checks, several times the CPU). A build that still
 * holds development code (jsxDEV) is refused. `root`: another checkout of the repo (a worktree of
 * another commit, for a side-by-side bench), built with this checkout's Vite.
 */
export function buildWebApp(outDir, env, root = ROOT) {
  const run = spawnSync(
    process.execPath,
    [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(root, 'apps/web'),
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (run.status !== 0)
    throw new Error(`vite build of ${root}/apps/web into ${outDir} failed (exit ${run.status}); its output is above`);
  const assets = join(outDir, 'assets');
  const dev = readdirSync(assets).filter(
    (f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes('jsxDEV'),
  );
  if (dev.length > 0)
    throw new Error(`${outDir} is a development build (jsxDEV in ${dev.join(', ')}), not the production build`);
}

/**
 * The functions' secrets in a local stack (.secret.local beside the bundle, which the Functions
 * emulator reads instead of Secret Manager): a per-stack unsubscribe-token key, and an unused
 * SMTP password (maildev needs none). Never used outside the emulators.
 */
function writeLocalSecrets(functionsDir) {
  const file = join(ROOT, functionsDir, '.secret.local');
  if (existsSync(file)) return;
  writeFileSync(file, `MAIL_TOKEN_SECRET=local-${randomBytes(24).toString('hex')}\nSMTP_PASSWORD=unused-locally\n`);
}

/** The mail settings the functions get in a local stack: maildev's SMTP port and the links' addresses. */
export function mailEnv(projectId, ports, webUrl) {
  return {
    SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}`,
    MAIL_FROM: 'FraudShield League <league@fraudshield.test>',
    MAIL_UNSUBSCRIBE_URL: callableUrl(ports, projectId, 'mail_unsubscribe'),
    APP_URL: webUrl ?? `http://127.0.0.1:${ports.web}`,
  };
}

/** Where a stack's functions bundle lives, relative to the repo root. */
const functionsDirOf = (profile) => join('.emulators', profile, 'functions');

/**
 * Bundles the functions into a folder of this stack's own (.emulators/<profile>/functions), with
 * a package.json naming the bundle. Each stack loads its own copy, so starting one stack never
 * hot-reloads the functions of another that is running (npm start beside npm test).
 * Returns the folder relative to the repo root.
 */
export function buildFunctions(profile = 'dev') {
  const dir = functionsDirOf(profile);
  mkdirSync(join(ROOT, dir), { recursive: true });
  execFileSync(process.execPath, [join(ROOT, 'apps/functions/esbuild.config.mjs'), join(ROOT, dir, 'index.js')], {
    stdio: 'inherit',
  });
  const pkg = JSON.parse(readFileSync(join(ROOT, 'apps/functions/package.json'), 'utf8'));
  writeFileSync(
    join(ROOT, dir, 'package.json'),
    JSON.stringify(
      {
        name: `${pkg.name}-${profile}`,
        private: true,
        type: 'module',
        main: 'index.js',
        dependencies: pkg.dependencies,
      },
      null,
      2,
    ),
  );
  return dir;
}

function writeConfig(profile, ports, firestoreKind, functionsDir) {
  const config = {
    functions: [{ source: functionsDir, codebase: 'default', runtime: 'nodejs22' }],
    firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      functions: { host: '127.0.0.1', port: ports.functions },
      ...(firestoreKind === 'official' ? { firestore: { host: '127.0.0.1', port: ports.firestore } } : {}),
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      eventarc: { host: '127.0.0.1', port: ports.eventarc },
      tasks: { host: '127.0.0.1', port: ports.tasks },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const file = join(ROOT, `firebase.${profile}.local.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what, probe, { timeoutMs = 240_000, intervalMs = 250, child } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with code ${child.exitCode}`);
    try {
      if (await probe()) return Date.now() - started;
    } catch {
      /* not ready yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}

function stopChild(child, signal = 'SIGINT', graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  });
}

/**
 * Starts the stack. Options:
 *   profile: a name for the config and log files ('dev', 'int', 'e2e', …)
 *   projectId: a demo-* project id; ports: a port map (see ports.mjs)
 *   web: false | 'dev' | 'preview' (preview serves apps/web/dist; build it first)
 *   log: (line) => void for status lines; quiet: keep emulator output in the log file only
 *   mail: start maildev on ports.mailSmtp / ports.mailWeb and point the functions' SMTP at it
 *   relay: with mail, also the auth-mail relay (mail-relay.mjs: the Auth emulator's verification,
 *     reset and email-change emails into that inbox, its reset page on ports.mailRelay);
 *     FS_MAIL_RELAY=off leaves it out
 *   appUrl: the web app's address for the relay's links (default: the web app started here, or ports.web)
 *   warm: start every function's worker once before returning (warm.mjs), so no first visit waits for one
 *   keepGuardRecords: keep the limits guard's records of an earlier start of this profile (a restart)
 *
 * The functions run with the limits guard on (apps/functions/src/infra/limits-guard.ts: Firestore's
 * documented limits refused as production refuses them, every commit recorded in
 * `.emulators/<profile>-limits-guard/`); `limitsGuard.report()` reads the run's findings.
 * FS_LIMITS_GUARD=off in the caller's environment turns it off.
 */
export async function startStack({
  profile,
  projectId,
  ports,
  web = false,
  log = console.log,
  quiet = true,
  build = true,
  mail = false,
  relay: withRelay = false,
  appUrl,
  warm = false,
  keepGuardRecords = false,
}) {
  if (!projectId.startsWith('demo-'))
    throw new Error(`Refusing project id ${projectId}: local stacks only use demo-* ids`);
  const wanted = {
    auth: ports.auth,
    functions: ports.functions,
    firestore: ports.firestore,
    hub: ports.hub,
    logging: ports.logging,
    eventarc: ports.eventarc,
    tasks: ports.tasks,
  };
  if (web) wanted.web = ports.web;
  const relayOn = mail && withRelay && process.env.FS_MAIL_RELAY !== 'off';
  if (mail) Object.assign(wanted, { mailSmtp: ports.mailSmtp, mailWeb: ports.mailWeb });
  if (relayOn) wanted.mailRelay = ports.mailRelay;
  await assertPortsFree(wanted, `the ${profile} stack`);
  const logDir = join(ROOT, '.emulators');
  mkdirSync(logDir, { recursive: true });
  const guardDir = join(logDir, `${profile}-limits-guard`);
  const children = [];
  /** A detached Node child whose output goes to `log` (and to ours with `echo`); stop() ends it with `signal`. */
  const startChild = (args, { cwd = ROOT, env, log, signal = 'SIGTERM', echo = false }) => {
    const out = createWriteStream(log);
    const proc = spawn(process.execPath, args, {
      cwd,
      ...(env ? { env } : {}),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout.pipe(out);
    proc.stderr.pipe(out);
    if (echo) {
      proc.stdout.pipe(process.stdout);
      proc.stderr.pipe(process.stderr);
    }
    children.push({ proc, signal });
    return proc;
  };
  const t0 = Date.now();
  let relay;
  const stop = async () => {
    await relay?.stop();
    relay = undefined;
    for (const child of children.reverse()) await stopChild(child.proc, child.signal);
    children.length = 0;
  };
  try {
    const functionsDir = functionsDirOf(profile);
    if (build || !existsSync(join(ROOT, functionsDir, 'index.js'))) buildFunctions(profile);
    writeLocalSecrets(functionsDir);
    let mailUrl;
    if (mail) {
      const proc = startChild(
        [MAILDEV_BIN, '-s', String(ports.mailSmtp), '-w', String(ports.mailWeb), '--ip', '127.0.0.1'],
        { log: join(logDir, `${profile}-maildev.log`) },
      );
      mailUrl = `http://127.0.0.1:${ports.mailWeb}`;
      await waitFor('maildev', async () => (await fetch(`${mailUrl}/email`)).ok, { child: proc, timeoutMs: 30_000 });
    }
    const firestore = chooseFirestore();
    log(
      firestore.kind === 'official'
        ? `Firestore: the official emulator on ${ports.firestore} (${firestore.why}).`
        : `Firestore: the pure-Node stand-in on ${ports.firestore}, because ${firestore.why}. ` +
            'Known gaps: no transaction isolation, no rules, no BulkWriter, arrayUnion and FieldValue.delete() broken.',
    );
    if (firestore.kind === 'standin') {
      const proc = startChild(
        [join(ROOT, 'tools/emulators/firestore-standin.cjs'), String(ports.firestore), String(ports.firestoreControl)],
        {
          log: join(logDir, `${profile}-firestore.log`),
        },
      );
      await waitFor(
        'Firestore stand-in',
        async () => (await fetch(`http://127.0.0.1:${ports.firestoreControl}/health`)).ok,
        { child: proc, timeoutMs: 20_000 },
      );
    }
    const config = writeConfig(profile, ports, firestore.kind, functionsDir);
    const only = firestore.kind === 'official' ? 'auth,functions,firestore' : 'auth,functions';
    const emuLogPath = join(logDir, `${profile}-emulators.log`);
    const guardOn = process.env.FS_LIMITS_GUARD !== 'off';
    if (!keepGuardRecords) clearGuardDir(guardDir);
    const env = {
      ...process.env,
      FS_LIMITS_GUARD: guardOn ? 'on' : 'off',
      FS_LIMITS_GUARD_DIR: guardDir,
      FS_LIMITS_GUARD_INDEXES: join(ROOT, 'firestore.indexes.json'),
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      FS_FIRESTORE_KIND: firestore.kind,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      // Seconds the emulator waits for a function worker to load; the default is too short on a busy 2-core machine.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
      NO_UPDATE_NOTIFIER: '1',
      ...(process.env.FS_WORKER_PRELOAD === 'off'
        ? {}
        : { NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require "${WORKER_PRELOAD}"`].filter(Boolean).join(' ') }),
      ...(mail ? mailEnv(projectId, ports, web ? `http://127.0.0.1:${ports.web}` : undefined) : {}),
    };
    const emu = startChild(
      [FIREBASE_BIN, 'emulators:start', '--only', only, '--project', projectId, '--config', config],
      {
        env,
        log: emuLogPath,
        signal: 'SIGINT',
        echo: !quiet,
      },
    );
    await waitFor(
      `Firebase emulators (log: ${emuLogPath})`,
      // The probe answers any caller with App Check: the emulator is up and the functions loaded.
      async () => (await callCallable({ projectId, ports }, 'system_ping', null, null, { timeoutMs: 30_000 })).ok,
      { child: emu },
    );
    await waitFor('Auth emulator', async () => (await fetch(`http://127.0.0.1:${ports.auth}/`)).ok, {
      child: emu,
      timeoutMs: 30_000,
    });
    let webUrl;
    if (web) {
      const webEnv = {
        ...process.env,
        ...webEmulatorEnv(projectId, ports, { inboxUrl: relayOn ? mailUrl : undefined }),
      };
      const args =
        web === 'preview'
          ? ['preview', '--port', String(ports.web), '--strictPort']
          : ['--port', String(ports.web), '--strictPort'];
      const proc = startChild([VITE_BIN, ...args, '--host', '127.0.0.1'], {
        cwd: join(ROOT, 'apps/web'),
        env: webEnv,
        log: join(logDir, `${profile}-web.log`),
      });
      webUrl = `http://127.0.0.1:${ports.web}`;
      await waitFor('web app', async () => (await fetch(webUrl)).ok, { child: proc, timeoutMs: 60_000 });
    }
    let relayUrl;
    if (relayOn) {
      relay = createMailRelay({
        projectId,
        authPort: ports.auth,
        appUrl: appUrl ?? webUrl ?? `http://127.0.0.1:${ports.web}`,
        relayPort: ports.mailRelay,
        smtpPort: ports.mailSmtp,
        stateFile: join(logDir, `${profile}-mail-relay.json`),
        log,
      });
      relayUrl = await relay.start();
      log(
        `Auth emails (verification, password reset) are relayed from the Auth emulator to ${mailUrl}; reset page on ${relayUrl}.`,
      );
    } else if (mail && withRelay) {
      log("FS_MAIL_RELAY=off: the Auth emulator's verification and reset emails are not relayed to the inbox.");
    }
    const warmed = warm ? await warmFunctions({ projectId, ports, log }) : undefined;
    return {
      projectId,
      ports,
      firestore,
      webUrl,
      mailUrl,
      relayUrl,
      warmed,
      readyMs: Date.now() - t0,
      limitsGuard: {
        on: process.env.FS_LIMITS_GUARD !== 'off',
        dir: guardDir,
        /** The guard's report so far (limits-report.mjs): findings, max transforms, largest commit. */
        report: () => readGuardReport(guardDir),
      },
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
        GCLOUD_PROJECT: projectId,
      },
      async resetFirestore() {
        if (firestore.kind === 'standin') {
          await fetch(`http://127.0.0.1:${ports.firestoreControl}/reset`, { method: 'POST' });
        } else {
          await fetch(
            `http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
            { method: 'DELETE' },
          );
        }
      },
      async resetAuth() {
        await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${projectId}/accounts`, {
          method: 'DELETE',
          headers: { Authorization: 'Bearer owner' },
        });
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
