import type { Firestore } from 'firebase-admin/firestore';
import type { LeagueDoc } from '../handlers/league';
import { tableEntryOf, type TeamTableDeps, type TeamTableEntryDoc } from '../handlers/team-table';
import { ensureSnapshot, teamWeeksCol } from './team-store';
import type { TeamWeekSnapshot } from '@fraudshield/domain';
import { readWeek } from './week-store';

/** The league of teams' entries (teamTable/{leagueId}: handlers/team-table.ts). */

export const teamTableCol = (db: Firestore) => db.collection('teamTable');
const leaguesCol = (db: Firestore) => db.collection('leagues');

/** A team league's week snapshots, every settled week (one a week of the season: the season score sums them). */
async function readAllSnapshots(db: Firestore, leagueId: string): Promise<TeamWeekSnapshot[]> {
  const snap = await teamWeeksCol(db, leagueId).orderBy('week').get();
  return snap.docs.map((d) => d.data() as TeamWeekSnapshot);
}

/** Rebuilds a league's entry from its snapshots (one read a settled week, one write). */
export async function writeTableEntry(db: Firestore, league: { id: string; name: string }, now: number): Promise<void> {
  await teamTableCol(db)
    .doc(league.id)
    .set(tableEntryOf(league, await readAllSnapshots(db, league.id), now));
}

/** Enters the league in the league of teams (its entry built at once) or withdraws it (its entry deleted). */
export async function setTeamTable(db: Firestore, league: LeagueDoc, entered: boolean, now: number): Promise<void> {
  await leaguesCol(db).doc(league.id).update({ teamTable: entered });
  if (entered) await writeTableEntry(db, league, now);
  else await teamTableCol(db).doc(league.id).delete();
}

/**
 * Rebuilds every entry after a settled week: entries in leagueId order, a page at a time (the
 * week's snapshot built first if the owner reports have not built it yet, then one read a settled
 * week and one write per entered league). Entries of leagues that no longer exist go.
 */
export async function refreshTeamTable(
  db: Firestore,
  now: number,
  shouldStop?: () => boolean,
  settledWeek?: number,
): Promise<number> {
  let after: string | null = null;
  let refreshed = 0;
  for (;;) {
    if (shouldStop?.()) return refreshed;
    let q = teamTableCol(db).orderBy('leagueId').limit(100);
    if (after !== null) q = teamTableCol(db).where('leagueId', '>', after).orderBy('leagueId').limit(100);
    const page = await q.get();
    for (const d of page.docs) {
      const entry = d.data() as TeamTableEntryDoc;
      const league = await leaguesCol(db).doc(entry.leagueId).get();
      if (!league.exists || league.get('teamTable') !== true) await d.ref.delete();
      else {
        if (settledWeek !== undefined) await ensureSnapshot(db, entry.leagueId, settledWeek);
        await writeTableEntry(db, { id: entry.leagueId, name: String(league.get('name')) }, now);
      }
      refreshed += 1;
    }
    if (page.size < 100) return refreshed;
    after = (page.docs.at(-1)?.data() as TeamTableEntryDoc).leagueId;
  }
}

export function teamTableDeps(db: Firestore): TeamTableDeps {
  return {
    async page(afterKey, limit) {
      const base = teamTableCol(db).where('sortKey', '>', afterKey ?? '');
      const snap = await base.orderBy('sortKey').limit(limit).get();
      return snap.docs.map((d) => d.data() as TeamTableEntryDoc);
    },
    async countBelow(key) {
      const snap = await teamTableCol(db).where('sortKey', '>', '').where('sortKey', '<', key).count().get();
      return snap.data().count;
    },
  };
}

/**
 * The league of teams after a settled week: every entry rebuilt from its league's snapshots, once
 * per week (a marker in mailRuns/{weekId}-teamTable, where the weekly runs are kept; a pass
 * stopped early runs again whole).
 */
export async function refreshTeamTableOnce(
  db: Firestore,
  weekId: string,
  now: number,
  shouldStop?: () => boolean,
): Promise<number | null> {
  const marker = db.collection('mailRuns').doc(`${weekId}-teamTable`);
  if ((await marker.get()).exists) return null;
  let stopped = false;
  const settledWeek = (await readWeek(db, weekId))?.number;
  const refreshed = await refreshTeamTable(db, now, () => (stopped = shouldStop?.() ?? false), settledWeek);
  if (!stopped) await marker.set({ refreshed, at: now });
  return refreshed;
}
