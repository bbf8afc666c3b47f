import type { Env } from './env-schema';

export type { Env } from './env-schema';

/** Injected by vite.config.mts: the build settings, already validated with zod at build time. */
declare const __FS_ENV__: Env;

/** The build settings. The only way the app reads them (never import.meta.env elsewhere). */
export const env: Env = __FS_ENV__;
