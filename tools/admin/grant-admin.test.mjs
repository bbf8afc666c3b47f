import { describe, expect, it } from 'vitest';
import { parseArgs, planChange, resolveProject } from './grant-admin.mjs';

describe('grant-admin arguments', () => {
  it('reads the email, --revoke, --disable and --project', () => {
    expect(parseArgs(['a@b.test'])).toEqual({ email: 'a@b.test', revoke: false, disable: false, project: null });
    expect(parseArgs(['--revoke', 'a@b.test', '--project', 'p1'])).toEqual({
      email: 'a@b.test',
      revoke: true,
      disable: false,
      project: 'p1',
    });
    expect(parseArgs(['a@b.test', '--disable'])).toEqual({
      email: 'a@b.test',
      revoke: false,
      disable: true,
      project: null,
    });
    expect(() => parseArgs(['a@b.test', '--disable', '--revoke'])).toThrow(/one of --revoke and --disable/);
    expect(() => parseArgs([])).toThrow(/email/);
    expect(() => parseArgs(['a@b.test', '--force'])).toThrow(/Unknown argument/);
  });

  it('uses the demo project with the emulator and refuses real projects unless named explicitly', () => {
    expect(
      resolveProject(
        { project: null },
        { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
      ),
    ).toEqual({ project: 'demo-fraudshield', emulator: true });
    // The audit entry needs the Firestore emulator too, never a real project's Firestore.
    expect(() => resolveProject({ project: null }, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIRESTORE_EMULATOR_HOST/,
    );
    expect(() => resolveProject({ project: null }, { GCLOUD_PROJECT: 'fraudshield-prod' })).toThrow(/Refusing project/);
    expect(resolveProject({ project: 'fraudshield-prod' }, {})).toEqual({
      project: 'fraudshield-prod',
      emulator: false,
    });
    expect(
      resolveProject(
        { project: null },
        { GCLOUD_PROJECT: 'fraudshield-prod', GOOGLE_APPLICATION_CREDENTIALS: '/k.json' },
      ).project,
    ).toBe('fraudshield-prod');
    expect(() => resolveProject({ project: 'demo-x' }, {})).toThrow(/only exists in the emulators/);
    expect(() => resolveProject({ project: null }, {})).toThrow(/No project/);
  });

  it('plans the change: grant adds admin, revoke and disable remove it and end the sessions', () => {
    expect(planChange({}, ['tester'])).toEqual({
      action: 'grant-admin',
      roles: ['tester', 'admin'],
      endSessions: false,
      disable: false,
    });
    expect(planChange({ revoke: true }, ['admin', 'tester'])).toEqual({
      action: 'revoke-admin',
      roles: ['tester'],
      endSessions: true,
      disable: false,
    });
    expect(planChange({ disable: true }, ['admin'])).toEqual({
      action: 'disable-account',
      roles: [],
      endSessions: true,
      disable: true,
    });
  });
});
