import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { LeagueDoc } from '../handlers/league';
import type { PlayerDoc } from '../handlers/records';
import type { TeamReportSource } from '../handlers/team-report';
import { playerRef } from './player-store';
import { ensureSnapshot } from './team-store';

/**
 * What the weekly owner reports read (handlers/team-report.ts): the team leagues a page at a
 * time, their week snapshots (built here), and the people who run each. Their markers and runs are the mail
 * engine's (infra/mail-store.ts).
 */

const leaguesCol = (db: Firestore) => db.collection('leagues');

export function teamReportSource(db: Firestore): TeamReportSource {
  return {
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
    snapshot: (leagueId, week) => ensureSnapshot(db, leagueId, week),
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
  };
}
