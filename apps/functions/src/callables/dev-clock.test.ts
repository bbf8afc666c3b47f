import { afterEach, describe, expect, it, vi } from 'vitest';

describe('dev_seasonClock', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('does not exist outside the emulator, so a deployment has no such function', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const main = await import('../main');
    expect('dev_seasonClock' in main && (main as Record<string, unknown>)['dev_seasonClock'] !== undefined).toBe(false);
  });

  it('exists in the emulator, as an HTTP function in our region', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const { dev_seasonClock } = await import('./dev-clock');
    const endpoint = (
      dev_seasonClock as unknown as { __endpoint?: { httpsTrigger?: unknown; region?: string[] } } | undefined
    )?.__endpoint;
    expect(endpoint?.httpsTrigger).toBeDefined();
    expect(endpoint?.region).toEqual(['africa-south1']);
  });
});
