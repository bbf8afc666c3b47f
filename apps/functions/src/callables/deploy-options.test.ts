import { describe, expect, it } from 'vitest';
import { ADMIN_CALLABLES, CALLABLE_NAMES } from '@fraudshield/domain';
import * as functions from '../main';
import { ADMIN_MAX_INSTANCES, DEFAULT_MAX_INSTANCES } from './define';

/** What each exported function is deployed with, as firebase-functions records it for deployment. */
const endpoints = Object.entries(functions)
  // dev_seasonClock is undefined outside the emulator: no endpoint, nothing deployed.
  .map(
    ([name, fn]) =>
      [name, (fn as unknown as { __endpoint?: Record<string, unknown> } | undefined)?.__endpoint] as const,
  )
  .filter(([, endpoint]) => endpoint !== undefined);

describe('deployment options of every exported function', () => {
  it('exports every callable in the contracts', () => {
    const names = endpoints.map(([name]) => name);
    for (const name of [...CALLABLE_NAMES, 'schedule_seasonClock']) expect(names).toContain(name);
  });

  it('caps instances on every function', () => {
    expect(endpoints.length).toBeGreaterThan(CALLABLE_NAMES.length - 1);
    for (const [name, endpoint] of endpoints) {
      expect(endpoint, name).toBeDefined();
      const max = endpoint?.['maxInstances'];
      expect(
        typeof max === 'number' && max >= 1 && max <= DEFAULT_MAX_INSTANCES,
        `${name}: maxInstances ${String(max)}`,
      ).toBe(true);
      if ((ADMIN_CALLABLES as readonly string[]).includes(name)) expect(max, name).toBe(ADMIN_MAX_INSTANCES);
    }
  });
});
