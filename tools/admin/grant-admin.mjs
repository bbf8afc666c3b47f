// Bootstraps the first admin: adds 'admin' to the `roles` custom claim of an account, keeping
// its other claims. Later admins are granted in the app (admin_setRole).
//
//   npm run grant-admin -- <email> [--revoke] [--project <id>]
//
// Against the emulators: set FIREBASE_AUTH_EMULATOR_HOST (npm start prints it; default
// project demo-fraudshield). Against a real project: pass --project <id> explicitly, with
// GOOGLE_APPLICATION_CREDENTIALS (or gcloud application-default credentials) for it.
// A non-demo project is refused unless it was named explicitly, so a stray environment
// variable cannot grant admin on production.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const USAGE = 'Usage: npm run grant-admin -- <email> [--revoke] [--project <project-id>]';

export function parseArgs(argv) {
  const out = { email: null, revoke: false, project: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--revoke') out.revoke = true;
    else if (a === '--project') out.project = argv[++i] ?? null;
    else if (a.startsWith('--project=')) out.project = a.slice('--project='.length);
    else if (!a.startsWith('-') && !out.email) out.email = a;
    else throw new Error(`Unknown argument ${a}\n${USAGE}`);
  }
  if (!out.email || !/^[^@\s]+@[^@\s]+$/.test(out.email)) throw new Error(`Give the account's email.\n${USAGE}`);
  return out;
}

/** Which project, and whether we may touch it. */
export function resolveProject(args, env) {
  const emulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  const project = args.project ?? env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? (emulator ? 'demo-fraudshield' : null);
  if (!project) throw new Error(`No project: start the emulators and set FIREBASE_AUTH_EMULATOR_HOST, or pass --project <id>.\n${USAGE}`);
  const explicit = Boolean(args.project) || Boolean(env.GOOGLE_APPLICATION_CREDENTIALS);
  if (!project.startsWith('demo-') && !explicit) {
    throw new Error(`Refusing project ${project}: not a demo-* project. Name it with --project (or set GOOGLE_APPLICATION_CREDENTIALS) to change a real project.`);
  }
  if (project.startsWith('demo-') && !emulator) {
    throw new Error(`Project ${project} only exists in the emulators: set FIREBASE_AUTH_EMULATOR_HOST (e.g. 127.0.0.1:9099).`);
  }
  return { project, emulator };
}

export async function grantAdmin({ email, revoke, project }) {
  const auth = getAuth(initializeApp({ projectId: project }, `grant-admin-${Date.now()}`));
  const user = await auth.getUserByEmail(email).catch((err) => {
    if (err?.code === 'auth/user-not-found') throw new Error(`No account with email ${email} in ${project}. Sign up first, then run this again.`);
    throw err;
  });
  const claims = { ...(user.customClaims ?? {}) };
  const roles = Array.isArray(claims.roles) ? claims.roles.filter((r) => typeof r === 'string') : [];
  const next = revoke ? roles.filter((r) => r !== 'admin') : [...new Set([...roles, 'admin'])];
  await auth.setCustomUserClaims(user.uid, { ...claims, roles: next });
  return { uid: user.uid, roles: next };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const { project, emulator } = resolveProject(args, process.env);
    const out = await grantAdmin({ ...args, project });
    console.log(`${args.revoke ? 'Revoked' : 'Granted'} admin for ${args.email} (uid ${out.uid}) in ${project}${emulator ? ' (emulator)' : ''}. Roles: [${out.roles.join(', ')}].`);
    console.log('The change shows in the next ID token: sign out and in again (or wait for the token refresh).');
  } catch (err) {
    console.error(err.message ?? err);
    process.exit(1);
  }
}
