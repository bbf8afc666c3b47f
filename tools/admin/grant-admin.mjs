// Bootstraps the first admin: adds 'admin' to the `roles` custom claim of an account, keeping
// its other claims. Later admins are granted in the app (admin_setRole). Also the break-glass
// tool for a compromised admin: --revoke removes the role and ends every session of the
// account; --disable also disables the account.
//
//   npm run grant-admin -- <email> [--revoke | --disable] [--project <id>]
//
// Every run writes an entry in the admin audit log (adminAudit, read on the admin page), as the
// app's own role changes do: the entry first, marked pending, then the change in Auth,
// then the entry marked done (or failed): Auth and Firestore share no transaction, and a change
// must never go unlogged.
//
// Against the emulators: set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (npm start
// prints both; default project demo-fraudshield). Against a real project: pass --project <id>
// explicitly, with GOOGLE_APPLICATION_CREDENTIALS (or gcloud application-default credentials)
// for it. A non-demo project is refused unless it was named explicitly, so a stray environment
// variable cannot grant admin on production.
import { hostname, userInfo } from 'node:os';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const USAGE = 'Usage: npm run grant-admin -- <email> [--revoke | --disable] [--project <project-id>]';

/** The actor the audit log names for this tool (admins are named by uid and email; this is neither). */
export const CLI_ACTOR_UID = 'grant-admin-cli';

export function parseArgs(argv) {
  const out = { email: null, revoke: false, disable: false, project: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--revoke') out.revoke = true;
    else if (a === '--disable') out.disable = true;
    else if (a === '--project') out.project = argv[++i] ?? null;
    else if (a.startsWith('--project=')) out.project = a.slice('--project='.length);
    else if (!a.startsWith('-') && !out.email) out.email = a;
    else throw new Error(`Unknown argument ${a}\n${USAGE}`);
  }
  if (!out.email || !/^[^@\s]+@[^@\s]+$/.test(out.email)) throw new Error(`Give the account's email.\n${USAGE}`);
  if (out.revoke && out.disable)
    throw new Error(`--disable already removes admin: give one of --revoke and --disable.\n${USAGE}`);
  return out;
}

/** Which project, and whether we may touch it. */
export function resolveProject(args, env) {
  const emulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  const project =
    args.project ?? env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? (emulator ? 'demo-fraudshield' : null);
  if (!project)
    throw new Error(
      `No project: start the emulators and set FIREBASE_AUTH_EMULATOR_HOST, or pass --project <id>.\n${USAGE}`,
    );
  const explicit = Boolean(args.project) || Boolean(env.GOOGLE_APPLICATION_CREDENTIALS);
  if (!project.startsWith('demo-') && !explicit) {
    throw new Error(
      `Refusing project ${project}: not a demo-* project. Name it with --project (or set GOOGLE_APPLICATION_CREDENTIALS) to change a real project.`,
    );
  }
  if (project.startsWith('demo-') && !emulator) {
    throw new Error(
      `Project ${project} only exists in the emulators: set FIREBASE_AUTH_EMULATOR_HOST (e.g. 127.0.0.1:9099).`,
    );
  }
  // The audit entry goes to Firestore: on the emulators that is the Firestore emulator, never a real project.
  if (emulator && !env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'Set FIRESTORE_EMULATOR_HOST too (npm start prints it): the change is written to the admin audit log.',
    );
  }
  return { project, emulator };
}

/** What the run does to the account: the audit action, and the roles it leaves. */
export function planChange({ revoke, disable }, roles) {
  if (disable)
    return { action: 'disable-account', roles: roles.filter((r) => r !== 'admin'), endSessions: true, disable: true };
  if (revoke)
    return { action: 'revoke-admin', roles: roles.filter((r) => r !== 'admin'), endSessions: true, disable: false };
  return { action: 'grant-admin', roles: [...new Set([...roles, 'admin'])], endSessions: false, disable: false };
}

/**
 * Grants, revokes (ending the account's sessions) or disables (also ending its sessions), and
 * records it in adminAudit. Returns the uid, the roles now and the audit entry's id.
 */
export async function grantAdmin(
  { email, revoke = false, disable = false, project },
  { now = Date.now(), who = operator() } = {},
) {
  const app = initializeApp({ projectId: project }, `grant-admin-${now}-${Math.random().toString(36).slice(2)}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    const user = await auth.getUserByEmail(email).catch((err) => {
      if (err?.code === 'auth/user-not-found')
        throw new Error(`No account with email ${email} in ${project}. Sign up first, then run this again.`);
      throw err;
    });
    const claims = { ...(user.customClaims ?? {}) };
    const current = Array.isArray(claims.roles) ? claims.roles.filter((r) => typeof r === 'string') : [];
    const change = planChange({ revoke, disable }, current);
    const entry = db.collection('adminAudit').doc();
    await entry.create({
      actorUid: CLI_ACTOR_UID,
      actorEmail: null,
      targetUid: user.uid,
      targetEmail: user.email ?? email,
      action: change.action,
      at: now,
      detail: `npm run grant-admin, run by ${who}`,
      outcome: 'pending',
    });
    try {
      await auth.setCustomUserClaims(user.uid, { ...claims, roles: change.roles });
      // The functions count admins from this roster (claims cannot be queried): keep it in step.
      const roster = db.collection('adminRoster').doc(user.uid);
      if (change.roles.includes('admin')) await roster.set({ uid: user.uid, at: now });
      else await roster.delete();
      if (change.disable) await auth.updateUser(user.uid, { disabled: true });
      // Refresh tokens die, and admin callables refuse every ID token signed in before now.
      if (change.endSessions) await auth.revokeRefreshTokens(user.uid);
    } catch (error) {
      await entry.update({ outcome: 'failed' }).catch(() => undefined);
      throw error;
    }
    await entry.update({ outcome: 'done' });
    return { uid: user.uid, roles: change.roles, auditId: entry.id, action: change.action };
  } finally {
    await deleteApp(app);
  }
}

/** Who ran the tool, for the audit entry (the machine's user and host; no secret). */
function operator() {
  try {
    return `${userInfo().username}@${hostname()}`;
  } catch {
    return `unknown@${hostname()}`;
  }
}

const DONE = {
  'grant-admin': 'Granted admin for',
  'revoke-admin': 'Revoked admin (and every session) for',
  'disable-account': 'Disabled (admin removed, every session ended)',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const { project, emulator } = resolveProject(args, process.env);
    const out = await grantAdmin({ ...args, project });
    console.log(
      `${DONE[out.action]} ${args.email} (uid ${out.uid}) in ${project}${emulator ? ' (emulator)' : ''}. Roles: [${out.roles.join(', ')}]. Audit entry ${out.auditId}.`,
    );
    if (out.action === 'grant-admin')
      console.log('The change shows in the next ID token: sign out and in again (or wait for the token refresh).');
    else
      console.log(
        'Their sessions are revoked: admin actions refuse their current token at once, and they must sign in again.',
      );
  } catch (err) {
    console.error(err.message ?? err);
    process.exit(1);
  }
}
