import { z } from 'zod';

/**
 * Build-time settings, validated when Vite starts or builds (vite.config.mts): invalid settings
 * fail the build with the list of what is wrong. The browser receives the validated values
 * (config/env.ts), so zod never ships in the first load.
 */
const flag = z
  .enum(['true', 'false', ''])
  .default('false')
  .transform((v) => v === 'true');
const port = (fallback: number) =>
  z
    .string()
    .default('')
    .transform((v) => (v === '' ? fallback : Number(v)))
    .pipe(z.number().int().min(1).max(65535));
/** A switch that is on unless set to false. */
const flagOn = z
  .enum(['true', 'false', ''])
  .default('true')
  .transform((v) => v !== 'false');
const required = z.string().min(1);

const EnvSchema = z.object({
  VITE_FIREBASE_API_KEY: required,
  VITE_FIREBASE_AUTH_DOMAIN: required,
  VITE_FIREBASE_PROJECT_ID: required,
  VITE_FIREBASE_APP_ID: required,
  VITE_APPCHECK_SITE_KEY: z.string().default(''),
  VITE_APPCHECK_DEBUG_TOKEN: z.string().default(''),
  VITE_USE_EMULATORS: flag,
  VITE_EMULATOR_HOST: z.string().default(''),
  VITE_AUTH_EMULATOR_PORT: port(9099),
  VITE_FUNCTIONS_EMULATOR_PORT: port(5001),
  VITE_GOOGLE_SIGNIN_MODE: z.enum(['popup', 'redirect']).default('popup'),
  // The service worker (precached shell, offline start, update prompt): on unless false. The dev
  // server never has one; the browser tests build with and without it.
  VITE_SERVICE_WORKER: flagOn,
});

export type Env = z.output<typeof EnvSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid build settings (apps/web/.env): ${problems}`);
  }
  return parsed.data;
}

/**
 * Every build setting is baked into the bundle (vite.config.mts), so a debug token set for a
 * production build would ship to every visitor, and with it a way past App Check for anyone who
 * reads the bundle. A build for the emulators (VITE_USE_EMULATORS=true: the tests, the benches,
 * npm start) may carry one; any other build fails here, before anything is written.
 */
export function assertNoDebugTokenInProductionBuild(env: Env): void {
  if (env.VITE_APPCHECK_DEBUG_TOKEN !== '' && !env.VITE_USE_EMULATORS) {
    throw new Error(
      'Refusing to build: VITE_APPCHECK_DEBUG_TOKEN is set for a production build (VITE_USE_EMULATORS is not true), ' +
        'and the token would be embedded in the bundle for anyone to read. Remove it from apps/web/.env*.local and the ' +
        'environment, or build for the emulators with VITE_USE_EMULATORS=true.',
    );
  }
}

/**
 * The local inbox (maildev) of an emulator stack, named on /verify-email and after "Forgot
 * password?" so a new account can be verified without the README. tools/emulators/stack.mjs sets
 * VITE_LOCAL_INBOX_URL for the builds it makes. Only a build for the emulators carries it; any
 * other build gets null, so the hint and its wording are dropped from the bundle (checked by
 * tools/bench/bundle.mjs --check).
 */
export function localInboxUrl(source: Record<string, unknown>, env: Env): string | null {
  const raw = source['VITE_LOCAL_INBOX_URL'];
  if (!env.VITE_USE_EMULATORS || typeof raw !== 'string' || raw === '') return null;
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(raw);
  if (!parsed.success)
    throw new Error(`Invalid build settings (apps/web/.env): VITE_LOCAL_INBOX_URL: not an http(s) URL: ${raw}`);
  return parsed.data;
}
