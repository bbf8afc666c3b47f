import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { DomainError } from '@fraudshield/domain';
import { withSeat, withoutSeat, type H2hDeps, type H2hRosterDoc } from '../handlers/h2h';
import type { LeagueDeps } from '../handlers/league';
import { playersCol } from './player-store';
import { readSeason, readWeek, seasonRef } from './week-store';

/**
 * H2H leagues' one stored document: h2hRosters/{leagueId} (handlers/h2h.ts says why nothing else
 * is stored). At most H2H_MAX_SEATS seats: a few kB, far under Firestore's 1 MiB a document;
 * written by joins and leaves only, far under its one write a second a document.
 */
export const h2hRosterRef = (db: Firestore, leagueId: string) => db.collection('h2hRosters').doc(leagueId);

/** The roster an H2H league starts with: no seats, the league id as its fixture seed. */
export const emptyRoster = (leagueId: string): H2hRosterDoc => ({ leagueId, seed: leagueId, seats: [] });

/** Seat changes run in a transaction with the season pointer, so the week they take effect from is the one read. */
export function h2hSeatPorts(db: Firestore): NonNullable<LeagueDeps['h2hSeats']> {
  const change = (leagueId: string, next: (roster: H2hRosterDoc, latestOpened: number) => H2hRosterDoc['seats']) =>
    db.runTransaction(async (tx) => {
      const [rosterSnap, seasonSnap] = await tx.getAll(h2hRosterRef(db, leagueId), seasonRef(db));
      if (!rosterSnap?.exists) throw new DomainError('league-not-found');
      const latestOpened = Number(seasonSnap?.get('weekCount') ?? 0);
      const roster = rosterSnap.data() as H2hRosterDoc;
      tx.update(h2hRosterRef(db, leagueId), { seats: next(roster, latestOpened) });
    });
  return {
    take: (leagueId, uid) =>
      change(leagueId, (roster, latestOpened) =>
        withSeat(roster, uid, randomBytes(9).toString('base64url'), latestOpened),
      ),
    leave: (leagueId, uid) => change(leagueId, (roster, latestOpened) => withoutSeat(roster, uid, latestOpened)),
  };
}

/**
 * An account deletion: the uid leaves every roster it is in (a seat that played stays, nameless,
 * so the weeks already opened keep their fixtures). `leagues`: the player's league ids.
 */
export async function forgetInH2h(db: Firestore, uid: string, leagues: readonly string[]): Promise<void> {
  for (const leagueId of leagues)
    await db.runTransaction(async (tx) => {
      const [snap, seasonSnap] = await tx.getAll(h2hRosterRef(db, leagueId), seasonRef(db));
      if (!snap?.exists) return;
      const roster = snap.data() as H2hRosterDoc;
      if (!roster.seats.some((s) => s.uid === uid)) return;
      // Left as a leave leaves (the weeks opened kept), then nameless.
      const left = withoutSeat(roster, uid, Number(seasonSnap?.get('weekCount') ?? 0));
      tx.update(snap.ref, { seats: left.map((s) => (s.uid === uid ? { ...s, uid: '' } : s)) });
    });
}

/** Reads of an H2H table: the caller's record, their ≤ MAX_LEAGUES leagues, the roster, 2–3 season documents, ≤ H2H_MAX_SEATS players. */
export function h2hDeps(db: Firestore, base: Pick<LeagueDeps, 'membership' | 'getLeagues'>): H2hDeps {
  return {
    membership: (ctx) => base.membership(ctx),
    getLeagues: (ids) => base.getLeagues(ids),
    async roster(leagueId) {
      const snap = await h2hRosterRef(db, leagueId).get();
      return snap.exists ? (snap.data() as H2hRosterDoc) : null;
    },
    async season() {
      const season = await readSeason(db);
      const last = season.lastSettledWeekId ? await readWeek(db, season.lastSettledWeekId) : null;
      return { latestOpened: season.weekCount, settledThrough: last?.number ?? 0 };
    },
    async players(uids) {
      // A deleted account's seat has no uid: nothing to read.
      const known = uids.filter((u) => u !== '');
      if (known.length === 0) return uids.map(() => null);
      const snaps = await db.getAll(...known.map((uid) => playersCol(db).doc(uid)), {
        fieldMask: ['displayName', 'pointsByWeek'],
      });
      const byUid = new Map(known.map((u, i) => [u, snaps[i]]));
      return uids
        .map((u) => byUid.get(u))
        .map((s) =>
          s?.exists
            ? {
                name: String(s.get('displayName') ?? 'Player'),
                pointsByWeek: (s.get('pointsByWeek') ?? {}) as Record<string, number>,
              }
            : null,
        );
    },
  };
}
