import { z } from 'zod';

/**
 * Build-time settings: the only reader of import.meta.env. Invalid settings fail at start-up
 * with the list of what is wrong.
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

const EnvSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_APPCHECK_SITE_KEY: z.string().default(''),
  VITE_APPCHECK_DEBUG_TOKEN: z.string().default(''),
  VITE_USE_EMULATORS: flag,
  VITE_EMULATOR_HOST: z.string().default(''),
  VITE_AUTH_EMULATOR_PORT: port(9099),
  VITE_FUNCTIONS_EMULATOR_PORT: port(5001),
  VITE_GOOGLE_SIGNIN_MODE: z.enum(['popup', 'redirect']).default('popup'),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid build settings (apps/web/.env): ${problems}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv(import.meta.env);
