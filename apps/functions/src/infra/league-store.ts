import { randomBytes } from 'node:crypto';
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { createRng, FRAUD_IDS, generateLeagueCode, type FraudId, type HelpCandidate } from '@fraudshield/domain';
import type { LeagueDeps, LeagueDoc } from '../handlers/league';
import { coOwnerStateOf, withoutPerson, type CoOwnerState } from '../handlers/co-owners';
import type { TeamLeagueDeps, TeamMember } from '../handlers/team-league';
import { applyPlayerChange, getOrCreatePlayer, playersCol } from './player-store';
import {
  HELP_SCALE,
  helpField,
  readSnapshots,
  seatWrites,
  teamMembersCol,
  teamWeeksCol,
  type TeamMemberDoc,
} from './team-store';
import { setTeamTable, teamTableCol } from './team-table-store';
import { commitClaim, readSeason, readWeek } from './week-store';
import { emptyRoster, h2hRosterRef, h2hSeatPorts } from './h2h-store';

export const leaguesCol = (db: Firestore) => db.collection('leagues');
export const leagueCodeRef = (db: Firestore, code: string) => db.collection('leagueCodes').doc(code);

export function leagueDeps(db: Firestore): LeagueDeps {
  return {
    async membership(ctx) {
      // The caller's whole identity, the sign-in provider with it: a first call here makes the
      // same player record as any other callable's (a Google name stays pending).
      const player = await getOrCreatePlayer(db, ctx, ctx.now);
      return { leagues: player.leagues ?? [], teams: player.teams ?? {} };
    },
    newLeagueId: () => leaguesCol(db).doc().id,
    newCode: () => generateLeagueCode(createRng(randomBytes(16).toString('hex'))),
    newMemberId: () => randomBytes(12).toString('base64url'),
    async ownedTeamLeagues(uid) {
      const snap = await leaguesCol(db).where('ownerUid', '==', uid).where('kind', '==', 'team').get();
      return snap.docs.map((d) => d.data() as LeagueDoc);
    },
    async createLeague(league: LeagueDoc) {
      // The code claim is the first write: a taken code fails the commit before the league exists.
      const batch = db.batch();
      batch.create(leagueCodeRef(db, league.code), { leagueId: league.id, createdAt: league.createdAt });
      batch.create(leaguesCol(db).doc(league.id), league);
      if (league.kind === 'h2h') batch.create(h2hRosterRef(db, league.id), emptyRoster(league.id));
      return commitClaim(batch);
    },
    async deleteLeague(league) {
      const batch = db.batch();
      batch.delete(leaguesCol(db).doc(league.id));
      batch.delete(leagueCodeRef(db, league.code));
      if (league.kind === 'h2h') batch.delete(h2hRosterRef(db, league.id));
      await batch.commit();
    },
    h2hSeats: h2hSeatPorts(db),
    async leagueByCode(code) {
      const claim = await leagueCodeRef(db, code).get();
      const leagueId = claim.exists ? (claim.get('leagueId') as unknown) : null;
      if (typeof leagueId !== 'string') return null;
      const snap = await leaguesCol(db).doc(leagueId).get();
      return snap.exists ? (snap.data() as LeagueDoc) : null;
    },
    async getLeagues(ids) {
      if (ids.length === 0) return [];
      const snaps = await db.getAll(...ids.map((id) => leaguesCol(db).doc(id)));
      return snaps.map((s) => (s.exists ? (s.data() as LeagueDoc) : null));
    },
    async memberCount(leagueId) {
      const snap = await playersCol(db).where('leagues', 'array-contains', leagueId).count().get();
      return snap.data().count;
    },
    async ownedCount(uid) {
      const snap = await leaguesCol(db).where('ownerUid', '==', uid).count().get();
      return snap.data().count;
    },
    async changeMembership(uid, now, detail, change) {
      await applyPlayerChange(db, uid, { now }, (player) => {
        // The whole array is written (arrayUnion is unreliable on the local stand-in).
        const next = change({ leagues: player.leagues ?? [], teams: player.teams ?? {} });
        const after = { ...player, leagues: next.leagues, teams: next.teams };
        return {
          player: after,
          entry: { kind: 'league', deltaTenths: 0, detail },
          result: null,
          writes: seatWrites(db, player, after),
        };
      });
    },
    changeCoOwners: (leagueId, change) => changeCoOwners(db, leagueId, change),
  };
}

/**
 * A team league's co-owners and invitations, rewritten in a transaction from what is stored (an
 * accept racing a withdrawal: one of them sees the other's write). Whole arrays are written:
 * arrayUnion and arrayRemove are unreliable on the local stand-in.
 */
export async function changeCoOwners(
  db: Firestore,
  leagueId: string,
  change: (state: CoOwnerState) => CoOwnerState,
): Promise<LeagueDoc | null> {
  const ref = leaguesCol(db).doc(leagueId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const league = snap.data() as LeagueDoc;
    const next = change(coOwnerStateOf(league));
    tx.update(ref, { coOwners: next.coOwners, coOwnerInvites: next.invites });
    return { ...league, coOwners: next.coOwners, coOwnerInvites: next.invites };
  });
}

const memberOf = (id: string, d: TeamMemberDoc): TeamMember => ({
  memberId: id,
  uid: d.uid,
  name: d.name,
  share: d.share,
  joinedOn: d.joinedOn,
});

/** Team leagues' owner side. */
export function teamLeagueDeps(db: Firestore): TeamLeagueDeps {
  const base = leagueDeps(db);
  return {
    ...base,
    async currentWeek() {
      const season = await readSeason(db);
      const weekId = season.currentWeekId ?? season.lastSettledWeekId;
      if (!weekId) return null;
      const week = await readWeek(db, weekId);
      return week ? { number: week.number, headlineThreats: [...week.headlineThreats] } : null;
    },
    snapshots: (leagueId, limit) => readSnapshots(db, leagueId, limit),
    async weakestOn(leagueId, frauds, limit) {
      // Only members who share their progress have a number there (null sorts apart from numbers
      // and a range keeps it out): a single-field index, lowest mastery first.
      const snaps = await Promise.all(
        frauds.map((f) =>
          teamMembersCol(db, leagueId)
            .where(helpField(f), '>=', -HELP_SCALE)
            .orderBy(helpField(f), 'asc')
            .limit(limit)
            .get(),
        ),
      );
      const found = new Map<string, HelpCandidate>();
      for (const snap of snaps) {
        for (const d of snap.docs) {
          const m = d.data() as TeamMemberDoc;
          if (!m.share) continue;
          const mastery: Partial<Record<FraudId, number>> = {};
          for (const f of FRAUD_IDS) {
            const v = m[helpField(f)];
            if (typeof v === 'number') mastery[f] = v / HELP_SCALE;
          }
          found.set(d.id, { memberId: d.id, name: m.name, mastery, lastWeek: m.lastWeek ?? null });
        }
      }
      return [...found.values()];
    },
    async member(leagueId, memberId) {
      const snap = await teamMembersCol(db, leagueId).doc(memberId).get();
      return snap.exists ? memberOf(snap.id, snap.data() as TeamMemberDoc) : null;
    },
    async membersPage(leagueId, after, limit) {
      let q = teamMembersCol(db, leagueId).orderBy('joinedOn').orderBy('__name__').limit(limit);
      if (after) q = q.startAfter(after.joinedOn, after.memberId);
      const snap = await q.get();
      return snap.docs.map((d) => memberOf(d.id, d.data() as TeamMemberDoc));
    },
    async updateLeague(leagueId, fields) {
      await leaguesCol(db).doc(leagueId).update(fields);
    },
    async changeCode(league, code) {
      const batch = db.batch();
      batch.create(leagueCodeRef(db, code), { leagueId: league.id, createdAt: Date.now() });
      batch.update(leaguesCol(db).doc(league.id), { code });
      batch.delete(leagueCodeRef(db, league.code));
      return commitClaim(batch);
    },
    setTeamTable: (league, entered, now) => setTeamTable(db, league, entered, now),
    async closeLeague(league) {
      // The league and its code first (no one can join or open the dashboard after), then its data.
      await base.deleteLeague(league);
      await deleteTeamData(db, league.id);
    },
  };
}

/**
 * Every team league `uid` co-owns or is invited to co-own loses them (account deletion): two
 * array-contains queries, one transaction per league found (at most a person's few leagues).
 */
export async function dropCoOwnerEverywhere(db: Firestore, uid: string): Promise<void> {
  const found = await Promise.all([
    leaguesCol(db).where('coOwners', 'array-contains', uid).select().get(),
    leaguesCol(db).where('coOwnerInvites', 'array-contains', uid).select().get(),
  ]);
  const ids = new Set(found.flatMap((snap) => snap.docs.map((d) => d.id)));
  for (const id of ids) await changeCoOwners(db, id, (state) => withoutPerson(state, uid));
}

/** A team league's snapshots, week parts, member list and league-of-teams entry (members' seats stay on their records, skipped by every reader). */
export async function deleteTeamData(db: Firestore, leagueId: string): Promise<void> {
  await teamTableCol(db).doc(leagueId).delete();
  const drain = async (col: CollectionReference) => {
    for (;;) {
      const page = await col.select().limit(400).get();
      if (page.empty) return;
      const del = db.batch();
      for (const d of page.docs) del.delete(d.ref);
      await del.commit();
    }
  };
  for (const week of (await teamWeeksCol(db, leagueId).select().get()).docs) {
    await drain(week.ref.collection('parts'));
    await week.ref.delete();
  }
  await drain(teamMembersCol(db, leagueId));
}
