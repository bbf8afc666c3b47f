import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION as DOMAIN_REGION } from '@fraudshield/domain';
import {
  defaultProject,
  firebaseJsonPolicies,
  FUNCTIONS_REGION,
  policyForProject,
  policyProblems,
  projectOrigins,
} from './csp.mjs';

const OLD =
  "default-src 'self'; script-src 'self' https://apis.google.com; connect-src 'self' https://identitytoolkit.googleapis.com https://*.cloudfunctions.net; frame-src https://*.firebaseapp.com https://www.google.com/recaptcha/; style-src 'self' 'unsafe-inline'";

describe("firebase.json's Content-Security-Policy", () => {
  it('names the project of .firebaserc, its own callables and auth pages, no wildcard, no inline styles or scripts', () => {
    const policies = firebaseJsonPolicies();
    expect(policies.length).toBeGreaterThan(0);
    for (const { header } of policies) {
      expect(policyProblems(header.value, defaultProject())).toEqual([]);
      expect(header.value).not.toMatch(/\*/);
      expect(header.value).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    }
  });

  it('the hosting predeploy checks the policy against the project being deployed before the build', () => {
    const { config } = firebaseJsonPolicies()[0];
    expect(config.hosting.predeploy[0]).toBe('node tools/web/csp.mjs --check');
  });

  it("finds every problem of the old policy: wildcards, 'unsafe-inline', the project's hosts missing", () => {
    expect(policyProblems(OLD, 'fraudshield-prod')).toEqual([
      'connect-src allows a wildcard host: https://*.cloudfunctions.net',
      'frame-src allows a wildcard host: https://*.firebaseapp.com',
      "style-src allows 'unsafe-inline'",
      "connect-src lacks the project's callables, https://africa-south1-fraudshield-prod.cloudfunctions.net",
      "frame-src lacks the project's auth pages, https://fraudshield-prod.firebaseapp.com",
    ]);
  });

  it("a policy written for one project is refused for another (a deploy to production with the demo's hosts)", () => {
    const demo = policyForProject(OLD.replace(" 'unsafe-inline'", ''), 'demo-fraudshield');
    expect(policyProblems(demo, 'demo-fraudshield')).toEqual([]);
    expect(policyProblems(demo, 'fraudshield-prod')).toEqual(
      expect.arrayContaining([
        "connect-src names another project's host: https://africa-south1-demo-fraudshield.cloudfunctions.net",
      ]),
    );
  });

  it('writes a project in: its hosts replace the wildcards and the other hosts; every other source stays', () => {
    const next = policyForProject(OLD, 'fraudshield-prod', { authDomain: 'play.fraudshield.example' });
    expect(next).toBe(
      "default-src 'self'; script-src 'self' https://apis.google.com; connect-src 'self' https://identitytoolkit.googleapis.com https://africa-south1-fraudshield-prod.cloudfunctions.net; frame-src https://play.fraudshield.example https://www.google.com/recaptcha/; style-src 'self' 'unsafe-inline'",
    );
    expect(projectOrigins('fraudshield-prod')).toEqual({
      functions: 'https://africa-south1-fraudshield-prod.cloudfunctions.net',
      auth: 'https://fraudshield-prod.firebaseapp.com',
    });
    expect(() => projectOrigins('*.evil')).toThrow(/project id/);
    expect(() => projectOrigins('fraudshield-prod', { authDomain: '*.example' })).toThrow(/auth domain/);
  });

  it("uses the functions' region", () => {
    expect(FUNCTIONS_REGION).toBe(DOMAIN_REGION);
  });
});
