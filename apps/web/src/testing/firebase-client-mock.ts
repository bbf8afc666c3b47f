import { vi } from 'vitest';
import type * as FirebaseClient from '@fraudshield/firebase-client';

type Client = typeof FirebaseClient;

/**
 * The callable side of @fraudshield/firebase-client for a `vi.mock` factory: the real error type
 * (ClientAppError, isAppError: what errorText maps on) with callFunction and anything else given
 * replaced:
 * `vi.mock('@fraudshield/firebase-client', async () => (await import('…/firebase-client-mock')).callableClientMock())`.
 */
export async function callableClientMock(overrides: Partial<Record<keyof Client, unknown>> = {}) {
  const { ClientAppError, isAppError } = await vi.importActual<Client>('@fraudshield/firebase-client');
  return { ClientAppError, isAppError, callFunction: vi.fn(), ...overrides };
}
