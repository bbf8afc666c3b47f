/**
 * Injected by vite.config.mts: the emulator stack's inbox URL (maildev), null in every other
 * build. Read it where the hint is rendered (`__FS_LOCAL_INBOX__ ? … : null`), not through a
 * re-exported constant: only a literal null at the use site lets the bundler drop the hint, its
 * wording (local-inbox-text.ts) and their sources from a production build, source maps included
 * (tools/bench/bundle.mjs --check fails otherwise). The one build setting read outside env.ts.
 */
declare const __FS_LOCAL_INBOX__: string | null;
