/**
 * The lines `npm start` prints beside the web app's address: the demo logins, then the seeded
 * head-to-head league (tools/seed/seed.mjs demoHeadToHead): its name, its invite code and its
 * join link, so that a newcomer who signs up has a league to play a head-to-head fixture in.
 * The join path is the web's joinLeague route (libs/domain routes/catalog.ts; the test checks it,
 * since plain Node cannot import the domain's TypeScript).
 */
export const joinPath = (code) => `/join/${encodeURIComponent(code)}`;

export function demoLines({ logins = [], h2h = null, webUrl }) {
  const lines = logins.map((l) => `  ${l.role.padEnd(7)} ${l.email} / ${l.password}`);
  if (h2h)
    lines.push(
      `  Head-to-head league "${h2h.name}": invite code ${h2h.code}; a new account joins it at ${new URL(joinPath(h2h.code), webUrl).href} (or Leaderboard → Join a league) to be drawn into its fixtures.`,
    );
  return lines;
}
