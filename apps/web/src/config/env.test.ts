import { parseEnv } from './env-schema';

const base = {
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_AUTH_DOMAIN: 'd',
  VITE_FIREBASE_PROJECT_ID: 'demo-x',
  VITE_FIREBASE_APP_ID: 'a',
};

describe('parseEnv', () => {
  it('applies the defaults', () => {
    expect(parseEnv(base)).toMatchObject({
      VITE_USE_EMULATORS: false,
      VITE_AUTH_EMULATOR_PORT: 9099,
      VITE_FUNCTIONS_EMULATOR_PORT: 5001,
      VITE_GOOGLE_SIGNIN_MODE: 'popup',
      VITE_EMULATOR_HOST: '',
    });
  });

  it('reads the flag, ports and sign-in mode', () => {
    const env = parseEnv({
      ...base,
      VITE_USE_EMULATORS: 'true',
      VITE_AUTH_EMULATOR_PORT: '27100',
      VITE_GOOGLE_SIGNIN_MODE: 'redirect',
      VITE_FUNCTIONS_EMULATOR_PORT: '',
    });
    expect(env).toMatchObject({
      VITE_USE_EMULATORS: true,
      VITE_AUTH_EMULATOR_PORT: 27100,
      VITE_FUNCTIONS_EMULATOR_PORT: 5001,
      VITE_GOOGLE_SIGNIN_MODE: 'redirect',
    });
  });

  it('builds with the service worker unless VITE_SERVICE_WORKER is false', () => {
    expect(parseEnv(base).VITE_SERVICE_WORKER).toBe(true);
    expect(parseEnv({ ...base, VITE_SERVICE_WORKER: '' }).VITE_SERVICE_WORKER).toBe(true);
    expect(parseEnv({ ...base, VITE_SERVICE_WORKER: 'true' }).VITE_SERVICE_WORKER).toBe(true);
    expect(parseEnv({ ...base, VITE_SERVICE_WORKER: 'false' }).VITE_SERVICE_WORKER).toBe(false);
    expect(() => parseEnv({ ...base, VITE_SERVICE_WORKER: 'no' })).toThrow(/VITE_SERVICE_WORKER/);
  });

  it('fails with the list of problems', () => {
    expect(() =>
      parseEnv({ ...base, VITE_FIREBASE_API_KEY: '', VITE_GOOGLE_SIGNIN_MODE: 'tab', VITE_AUTH_EMULATOR_PORT: 'x' }),
    ).toThrow(/VITE_FIREBASE_API_KEY.*VITE_AUTH_EMULATOR_PORT.*VITE_GOOGLE_SIGNIN_MODE|VITE_FIREBASE_API_KEY/);
  });
});
