import { describe, expect, it } from 'vitest';
import { parseArgs, resolveProject } from './grant-admin.mjs';

describe('grant-admin arguments', () => {
  it('reads the email, --revoke and --project', () => {
    expect(parseArgs(['a@b.test'])).toEqual({ email: 'a@b.test', revoke: false, project: null });
    expect(parseArgs(['--revoke', 'a@b.test', '--project', 'p1'])).toEqual({ email: 'a@b.test', revoke: true, project: 'p1' });
    expect(() => parseArgs([])).toThrow(/email/);
    expect(() => parseArgs(['a@b.test', '--force'])).toThrow(/Unknown argument/);
  });

  it('uses the demo project with the emulator and refuses real projects unless named explicitly', () => {
    expect(resolveProject({ project: null }, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual({ project: 'demo-fraudshield', emulator: true });
    expect(() => resolveProject({ project: null }, { GCLOUD_PROJECT: 'fraudshield-prod' })).toThrow(/Refusing project/);
    expect(resolveProject({ project: 'fraudshield-prod' }, {})).toEqual({ project: 'fraudshield-prod', emulator: false });
    expect(resolveProject({ project: null }, { GCLOUD_PROJECT: 'fraudshield-prod', GOOGLE_APPLICATION_CREDENTIALS: '/k.json' }).project).toBe('fraudshield-prod');
    expect(() => resolveProject({ project: 'demo-x' }, {})).toThrow(/only exists in the emulators/);
    expect(() => resolveProject({ project: null }, {})).toThrow(/No project/);
  });
});
