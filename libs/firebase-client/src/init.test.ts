// The SDK starts in two steps: the app and Auth first, App Check and Functions a task
// later, so a page learns who is signed in without waiting for (or running) the rest.
const log: string[] = [];

vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: (config: { projectId: string }) => {
    log.push('app');
    // Runs before Auth is created only if Auth waits for a later task (timers run in order).
    setTimeout(() => log.push('a later task'), 0);
    return { name: '[DEFAULT]', options: config };
  },
}));
vi.mock('firebase/auth', () => ({
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserSessionPersistence: {},
  initializeAuth: () => {
    log.push('auth');
    return { currentUser: null };
  },
  getAuth: () => ({ currentUser: null }),
  connectAuthEmulator: (_auth: unknown, url: string) => log.push(`auth emulator ${url}`),
}));
vi.mock('firebase/functions', () => {
  log.push('functions module');
  return {
    getFunctions: (_app: unknown, region: string) => {
      log.push(`functions ${region}`);
      return { region };
    },
    connectFunctionsEmulator: (_f: unknown, host: string, port: number) =>
      log.push(`functions emulator ${host}:${port}`),
  };
});
vi.mock('firebase/app-check', () => {
  log.push('app-check module');
  return {
    initializeAppCheck: () => {
      log.push('app-check');
      setTimeout(() => log.push('a task after App Check'), 0);
      return { appCheck: true };
    },
    CustomProvider: class {},
    ReCaptchaV3Provider: class {},
  };
});

const options = {
  config: { apiKey: 'k', authDomain: 'demo-x.firebaseapp.com', projectId: 'demo-x', appId: '1:2:web:3' },
  emulators: { host: '127.0.0.1', authPort: 9099, functionsPort: 5001 },
  appCheck: { kind: 'emulator' as const },
  log: (message: string) => log.push(`log ${message}`),
};

describe('initFirebase: the SDK in two steps', () => {
  it('gives Auth before App Check and Functions load, then everything, each created once', async () => {
    const { initFirebase, authServices, services, loadedAuthServices, loadedServices } = await import('./init');
    await expect(services()).rejects.toThrow('initFirebase() must run before Firebase is used');
    initFirebase(options);
    initFirebase(options); // a second call changes nothing

    const first = await authServices();
    expect(first.auth).toEqual({ currentUser: null });
    expect(loadedAuthServices()).toBe(first);
    // Auth is ready and its emulator connected, created in a task after the app's (no
    // one long task on a phone's CPU); App Check and Functions have not even loaded.
    expect(log).toEqual(['app', 'a later task', 'auth', 'auth emulator http://127.0.0.1:9099']);
    expect(loadedServices()).toBeNull();

    const all = await services();
    expect(all.auth).toBe(first.auth);
    expect(all.app).toBe(first.app);
    expect(all.appCheck).toEqual({ appCheck: true });
    expect(all.functions).toEqual({ region: 'africa-south1' });
    expect(loadedServices()).toBe(all);
    expect(log.slice(4).sort()).toEqual(
      [
        'a task after App Check',
        'app-check',
        'app-check module',
        'functions africa-south1',
        'functions emulator 127.0.0.1:5001',
        'functions module',
        'log Connected to Firebase Emulators',
      ].sort(),
    );
    // Functions is set up in a task after App Check's.
    expect(log.indexOf('a task after App Check')).toBeGreaterThan(log.indexOf('app-check'));
    expect(log.indexOf('functions africa-south1')).toBeGreaterThan(log.indexOf('a task after App Check'));
    expect(log.filter((l) => l === 'app' || l === 'auth')).toHaveLength(2);
  });
});
