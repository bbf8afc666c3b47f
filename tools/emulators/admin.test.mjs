import { describe, expect, it } from 'vitest';
import { adminServices } from './admin.mjs';

describe('adminServices', () => {
  it('refuses a project that is not demo-* before it touches the environment', async () => {
    const before = process.env.FIRESTORE_EMULATOR_HOST;
    await expect(
      adminServices({ projectId: 'fraudshield-prod', ports: { firestore: 1, auth: 2 } }, 'x'),
    ).rejects.toThrow('demo-* only');
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe(before);
  });

  it('refuses a stack with no Firestore port', async () => {
    await expect(adminServices({ projectId: 'demo-x', ports: { auth: 2 } }, 'x')).rejects.toThrow('no Firestore port');
  });

  it('gives one app per name, pointed at the stack', async () => {
    const stack = { projectId: 'demo-admin-test', ports: { firestore: 65_001, auth: 65_002 } };
    const a = await adminServices(stack, 'admin-test');
    const b = await adminServices(stack, 'admin-test');
    expect(b.app).toBe(a.app);
    expect(a.app.options.projectId).toBe('demo-admin-test');
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:65001');
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:65002');
  });
});
