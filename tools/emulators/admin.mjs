/**
 * The admin SDK on a local stack's emulators (`{ projectId, ports }`), for the tools that write
 * past the callables: the seed's snapshot, the benches' counters and fixtures, the demo players'
 * rate-limit refill. The emulator hosts go into the environment, which the admin SDK reads (not
 * GCLOUD_PROJECT: set before the first app, it sends the SDK to look for a metadata server, a
 * warning on every seed); one app per `name` per process, reused when asked again. demo-* only: the
 * admin SDK skips the security rules, so it must never reach a real project.
 */
export async function adminServices({ projectId, ports }, name) {
  if (!projectId?.startsWith('demo-')) throw new Error(`Refusing the admin SDK on project ${projectId}: demo-* only`);
  if (!ports?.firestore) throw new Error(`The stack of ${projectId} has no Firestore port (ports.firestore)`);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  if (ports.auth) process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  const [{ getApps, initializeApp }, { Timestamp, getFirestore }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
    import('firebase-admin/auth'),
  ]);
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  return { app, db: getFirestore(app), auth: getAuth(app), Timestamp };
}
