import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { TEAM_STATS_SHARDS, type TeamShard } from '@fraudshield/domain';
import type { LeagueDoc } from '../handlers/league';
import type { MailDeps } from '../handlers/mail';
import type { PlayerDoc } from '../handlers/records';
import { tableEntryOf, type TeamTableDeps, type TeamTableEntryDoc } from '../handlers/team-table';
import type { TeamReportDeps, TeamReportRun } from '../handlers/team-report';
import { mailCol } from './mail-store';
import { playerRef } from './player-store';
import { teamStatsRef } from './team-store';
import { isAlreadyExists } from './week-store';

/**
 * The league of teams' entries (teamTable/{leagueId}: handlers/team-table.ts) and the weekly
 * owner reports' state (handlers/team-report.ts).
 */

export const teamTableCol = (db: Firestore) => db.collection('teamTable');
const leaguesCol = (db: Firestore) => db.collection('leagues');

async function readShards(db: Firestore, leagueId: string): Promise<(TeamShard | null)[]> {
  const refs = Array.from({ length: TEAM_STATS_SHARDS }, (_, i) => teamStatsRef(db, leagueId, i));
  const snaps = await db.getAll(...refs);
  return snaps.map((s) => (s.exists ? (s.data() as TeamShard) : null));
}

/** Rebuilds a league's entry from its shards (9 reads at most, one write). */
export async function writeTableEntry(db: Firestore, league: { id: string; name: string }, now: number): Promise<void> {
  await teamTableCol(db)
    .doc(league.id)
    .set(tableEntryOf(league, await readShards(db, league.id), now));
}

/** Enters the league in the league of teams (its entry built at once) or withdraws it (its entry deleted). */
export async function setTeamTable(db: Firestore, league: LeagueDoc, entered: boolean, now: number): Promise<void> {
  await leaguesCol(db).doc(league.id).update({ teamTable: entered });
  if (entered) await writeTableEntry(db, league, now);
  else await teamTableCol(db).doc(league.id).delete();
}

/**
 * Rebuilds every entry after a settled week: entries in leagueId order, a page at a time
 * (9 reads and one write per entered league). Entries of leagues that no longer exist go.
 */
export async function refreshTeamTable(db: Firestore, now: number, shouldStop?: () => boolean): Promise<number> {
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
      else await writeTableEntry(db, { id: entry.leagueId, name: String(league.get('name')) }, now);
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

const runRef = (db: Firestore, weekId: string) => db.collection('mailRuns').doc(`${weekId}-team`);

export function teamReportDeps(
  db: Firestore,
  mail: Pick<MailDeps, 'send' | 'appUrl' | 'unsubscribeUrl' | 'signToken'>,
): TeamReportDeps {
  return {
    ...mail,
    async leagues(afterId, limit) {
      // `teamId` exists only on team leagues: one field filters and orders them (no composite index).
      const snap = await leaguesCol(db)
        .where('teamId', '>', afterId ?? '')
        .orderBy('teamId')
        .limit(limit)
        .get();
      return snap.docs.map((d) => {
        const l = d.data() as LeagueDoc;
        return { id: l.id, name: l.name, members: l.members ?? 0, ownerUid: l.ownerUid, coOwners: l.coOwners ?? [] };
      });
    },
    shards: (leagueId) => readShards(db, leagueId),
    async people(uids, leagueId) {
      if (uids.length === 0) return [];
      const snaps = await db.getAll(...uids.map((u) => playerRef(db, u)));
      const { users } = await getAuth().getUsers(uids.map((uid) => ({ uid })));
      const authEmail = new Map(
        (users as UserRecord[]).filter((u) => u.email && u.emailVerified).map((u) => [u.uid, u.email as string]),
      );
      return snaps
        .filter((s) => s.exists)
        .map((s) => {
          const p = s.data() as PlayerDoc;
          return {
            uid: p.uid,
            email: authEmail.get(p.uid) ?? p.email,
            displayName: p.displayName,
            wantsReport: p.teamReportEmails !== false,
            member: Boolean(p.teams?.[leagueId]),
          };
        });
    },
    async claim(uid, key, now) {
      try {
        await mailCol(db, uid).doc(key).create({ key, claimedAt: now, sentAt: null, messageId: null });
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },
    async release(uid, key) {
      await mailCol(db, uid).doc(key).delete();
    },
    async markSent(uid, key, now, messageId) {
      await mailCol(db, uid).doc(key).update({ sentAt: now, messageId });
    },
    async readRun(weekId) {
      const snap = await runRef(db, weekId).get();
      return snap.exists ? (snap.data() as TeamReportRun) : null;
    },
    async saveRun(weekId, run) {
      await runRef(db, weekId).set(run);
    },
  };
}
