#!/usr/bin/env node
// The production Content-Security-Policy (firebase.json `hosting.headers`) names the project's
// own hosts, never a wildcard: a `https://*.cloudfunctions.net` or
// `https://*.firebaseapp.com` source let a page talk to, or frame, any Firebase project's
// functions and auth pages (an attacker's included). The callables of a project answer at one
// origin, https://<region>-<project>.cloudfunctions.net (the Functions SDK's URL for a callable by
// name); its auth helper pages at https://<authDomain> (<project>.firebaseapp.com by default).
// firebase.json holds the hosts of the project in .firebaserc (the demo project); before a deploy
// to a real project, write its hosts in, and the hosting predeploy checks them:
//   node tools/web/csp.mjs --check [--project <id>] [--auth-domain <domain>]   (exit 1 on a problem; the hosting predeploy)
//   node tools/web/csp.mjs --write --project <id> [--auth-domain <domain>]     (rewrites firebase.json's policy)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '../..');
export const FIREBASE_JSON = join(ROOT, 'firebase.json');
/** libs/domain FUNCTIONS_REGION (a test keeps them equal). */
export const FUNCTIONS_REGION = 'africa-south1';

/** The origins the policy must name for one project. */
export function projectOrigins(projectId, { authDomain, region = FUNCTIONS_REGION } = {}) {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId ?? ''))
    throw new Error(`Not a Firebase project id: ${JSON.stringify(projectId)}`);
  const domain = authDomain ?? `${projectId}.firebaseapp.com`;
  if (!/^[a-z0-9.-]+$/i.test(domain) || domain.includes('*'))
    throw new Error(`Not an auth domain: ${JSON.stringify(domain)}`);
  return { functions: `https://${region}-${projectId}.cloudfunctions.net`, auth: `https://${domain}` };
}

const parse = (policy) =>
  policy
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [name, ...sources] = p.split(/\s+/);
      return [name.toLowerCase(), sources];
    });
const format = (directives) => directives.map(([n, s]) => [n, ...s].join(' ')).join('; ');

/** Sources that are Firebase project hosts (any project's): what --write replaces. */
const PROJECT_HOST = /^https:\/\/(?:[^/]*\.cloudfunctions\.net|[^/]*\.firebaseapp\.com|[^/]*\.web\.app)\/?$/;

/**
 * Problems of a policy for `projectId`: a wildcard host, 'unsafe-inline' or 'unsafe-eval' in
 * script-src or style-src, the project's functions or auth origin missing, another project's
 * host present. Empty when the policy is fit for the project.
 */
export function policyProblems(policy, projectId, opts = {}) {
  const want = projectOrigins(projectId, opts);
  const directives = new Map(parse(policy));
  const problems = [];
  for (const [name, sources] of directives) {
    for (const source of sources) if (source.includes('*')) problems.push(`${name} allows a wildcard host: ${source}`);
  }
  for (const name of ['script-src', 'style-src', 'default-src']) {
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'"])
      if ((directives.get(name) ?? []).includes(bad)) problems.push(`${name} allows ${bad}`);
  }
  if (!(directives.get('connect-src') ?? []).includes(want.functions))
    problems.push(`connect-src lacks the project's callables, ${want.functions}`);
  if (!(directives.get('frame-src') ?? []).includes(want.auth))
    problems.push(`frame-src lacks the project's auth pages, ${want.auth}`);
  for (const [name, sources] of directives) {
    for (const source of sources) {
      if (!source.includes('*') && PROJECT_HOST.test(source) && source !== want.functions && source !== want.auth)
        problems.push(`${name} names another project's host: ${source}`);
    }
  }
  return problems;
}

/** The policy with its Firebase project hosts replaced by `projectId`'s (connect-src: functions; frame-src: auth). */
export function policyForProject(policy, projectId, opts = {}) {
  const want = projectOrigins(projectId, opts);
  const directives = parse(policy).map(([name, sources]) => {
    const kept = sources.filter((s) => !PROJECT_HOST.test(s) && !s.includes('*'));
    if (name === 'connect-src') kept.push(want.functions);
    if (name === 'frame-src') kept.splice(0, 0, want.auth);
    return [name, kept];
  });
  return format(directives);
}

/** Every Content-Security-Policy header of firebase.json's hosting section, with where it is. */
export function firebaseJsonPolicies(file = FIREBASE_JSON) {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const out = [];
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers ?? [])
      if (header.key.toLowerCase() === 'content-security-policy') out.push({ config, header, source: rule.source });
  }
  return out;
}

/** The project of .firebaserc's default: what firebase.json's policy names when none is given. */
export function defaultProject(root = ROOT) {
  return JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')).projects?.default ?? null;
}

function args(argv) {
  const out = { check: false, write: false, project: null, authDomain: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') out.check = true;
    else if (a === '--write') out.write = true;
    else if (a === '--project') out.project = argv[++i] ?? null;
    else if (a === '--auth-domain') out.authDomain = argv[++i];
    else throw new Error(`Unknown argument ${a}`);
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const a = args(process.argv.slice(2));
    // The hosting predeploy passes the project being deployed ($GCLOUD_PROJECT).
    const project = a.project || process.env.GCLOUD_PROJECT || defaultProject();
    const policies = firebaseJsonPolicies();
    if (policies.length === 0) throw new Error('firebase.json sends no Content-Security-Policy');
    if (a.write) {
      // The policy's text is replaced where it stands: the rest of the file keeps its layout.
      let text = readFileSync(FIREBASE_JSON, 'utf8');
      for (const p of policies) {
        const next = policyForProject(p.header.value, project, { authDomain: a.authDomain });
        text = text.replace(JSON.stringify(p.header.value), JSON.stringify(next));
        p.header.value = next;
      }
      writeFileSync(FIREBASE_JSON, text);
      console.log(`firebase.json: the Content-Security-Policy now names ${project}'s hosts.`);
    }
    const problems = policies.flatMap((p) =>
      policyProblems(p.header.value, project, { authDomain: a.authDomain }).map((x) => `${p.source}: ${x}`),
    );
    if (problems.length) {
      console.error(
        `firebase.json's Content-Security-Policy is not fit for project ${project}:\n  ${problems.join('\n  ')}\nRun: node tools/web/csp.mjs --write --project ${project} [--auth-domain <your auth domain>]`,
      );
      process.exit(1);
    }
    if (a.check)
      console.log(
        `firebase.json's Content-Security-Policy fits project ${project}: its own hosts, no wildcard, no 'unsafe-inline'.`,
      );
  } catch (err) {
    console.error(err.message ?? err);
    process.exit(1);
  }
}
