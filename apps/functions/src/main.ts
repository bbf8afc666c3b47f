import { initializeApp } from 'firebase-admin/app';
import { defineCallable } from './callables/define';

initializeApp();

/** Does nothing after the standard checks: the baseline the benchmarks compare against. */
export const system_ping = defineCallable('system_ping', async () => ({ ok: true as const }));
