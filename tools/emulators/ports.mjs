// Port layouts. `dev` is what `npm start` uses (the specification's ports); test suites use
// their own base so that they can run beside `npm start` and beside each other.
export const DEV_PROJECT_ID = 'demo-fraudshield';

export const DEV_PORTS = Object.freeze({
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  firestoreControl: 8081,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  web: 5173,
  // maildev, the local mail catcher: its SMTP port and its inbox (web UI and REST API).
  mailSmtp: 1025,
  mailWeb: 1080,
  // The auth-mail relay's reset page (tools/emulators/mail-relay.mjs), linked from relayed reset emails.
  mailRelay: 1081,
});

/**
 * Ports for a test suite: base+0 … base+12. Override the base with FS_PORT_BASE. `offset` moves
 * the block (npm test's second stack takes base+20 …, beside its first on base+0 …).
 */
export function testPorts(defaultBase, offset = 0) {
  const base = Number(process.env.FS_PORT_BASE ?? defaultBase) + offset;
  if (!Number.isInteger(base) || base < 1024 || base > 65000)
    throw new Error(`FS_PORT_BASE must be a port number, got ${process.env.FS_PORT_BASE}`);
  return Object.freeze({
    auth: base,
    functions: base + 1,
    firestore: base + 2,
    firestoreControl: base + 3,
    hub: base + 4,
    logging: base + 5,
    eventarc: base + 6,
    tasks: base + 7,
    web: base + 8,
    mailSmtp: base + 9,
    mailWeb: base + 10,
    mailRelay: base + 11,
    // A second build of the web app beside the first (the browser tests' Google-redirect build).
    webAlt: base + 12,
  });
}
