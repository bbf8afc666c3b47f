import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  dayOf,
  FRAUD_IDS,
  masteryByFraud,
  teamWeekSnapshot,
  type FraudId,
  type TeamSeat,
  type TeamWeekPart,
  type TeamWeekSnapshot,
} from '@fraudshield/domain';
import type { PlayerDoc } from '../handlers/records';
import { isAlreadyExists } from './week-store';

/**
 * Team leagues' documents (the rules are libs/domain game/team.ts; this file only stores):
 *   leagues/{id}                             LeagueDoc (kind 'team': `members` counter, `coOwners` uids)
 *   leagues/{id}/members/{memberId}          TeamMemberDoc: the member list (memberId is random, never the uid)
 *   leagues/{id}/weeks/{week}                TeamWeekSnapshot: a settled week over its members, never changed
 *   leagues/{id}/weeks/{week}/parts/{memberId} TeamWeekPart: one member's settled week, until the snapshot is built
 * A member's seat (share, memberId) lives on their player doc (`teams`). Nothing here is written
 * by an answer: the member list moves with joins and leaves, the parts and the help figures with
 * the member's own settlement, and the snapshot once per league per week, after settlement.
 */

/**
 * Firestore sustains about one write a second on one document (Quotas and limits, "Maximum
 * sustained write rate to a document"). No league document is written per answer or per member's
 * settlement: each member's week is its own part document, and the snapshot is one write a week.
 */
export const FIRESTORE_DOC_WRITES_PER_SECOND = 1;
/**
 * Firestore refuses a commit with more than 500 field transforms on one document, and more than
 * 500 writes in one batch (Quotas and limits). The snapshot is a plain set (no transform); parts
 * are read and deleted in pages of this size.
 */
export const FIRESTORE_MAX_WRITES_PER_COMMIT = 500;

export const teamMembersCol = (db: Firestore, leagueId: string) =>
  db.collection('leagues').doc(leagueId).collection('members');
export const teamWeeksCol = (db: Firestore, leagueId: string) =>
  db.collection('leagues').doc(leagueId).collection('weeks');
export const teamPartsCol = (db: Firestore, leagueId: string, week: number) =>
  teamWeeksCol(db, leagueId).doc(String(week)).collection('parts');

/** One member of a team league as stored (read by owners through league_getMembers and the help query). */
export interface TeamMemberDoc {
  uid: string;
  name: string;
  share: boolean;
  /** The day they joined (YYYY-MM-DD, UTC): the list's order and all it shows of the moment. */
  joinedOn: string;
  /** The last settled Threat Week they answered in (null: not yet). */
  lastWeek: number | null;
  /** m_<fraud>: their own mastery of each practised fraud in thousandths while they share their progress, else null (the help query ranks on it). */
  [help: `m_${string}`]: number | null;
}

/**
 * Mastery on a member doc is kept in thousandths, a whole number from −1000 to 1000: a query's range
 * then compares integers with integers on every Firestore (the local stand-in compares no integer
 * with a fraction).
 */
export const HELP_SCALE = 1000;

/** The help query's field for a fraud: the member's own mastery, null unless they share and practised it. */
export const helpField = (fraudId: FraudId): `m_${string}` => `m_${fraudId}`;

/** The help fields of a member doc: every fraud written, null unless they share and practised it (withdrawing consent clears them). */
function helpFields(player: PlayerDoc, seat: TeamSeat): Record<`m_${string}`, number | null> {
  const out: Record<`m_${string}`, number | null> = {};
  const all = seat.share && player.learning ? masteryByFraud(player.learning.frauds) : null;
  for (const f of FRAUD_IDS)
    out[helpField(f)] = all && player.learning?.frauds[f] ? Math.round(all[f].mastery * HELP_SCALE) : null;
  return out;
}

type Write = { ref: DocumentReference; data: object | null };

/**
 * The documents a change of the player's seats writes: a new seat adds a member entry and one to
 * the league's counter, a seat gone deletes the entry and takes one off, a changed consent
 * rewrites the entry's share and help fields. Storage of the seats, no rule: the handler decided
 * the seats.
 */
export function seatWrites(db: Firestore, before: PlayerDoc, after: PlayerDoc): Write[] {
  const out: Write[] = [];
  const ids = new Set([...Object.keys(before.teams ?? {}), ...Object.keys(after.teams ?? {})]);
  for (const id of ids) {
    const was = before.teams?.[id];
    const is = after.teams?.[id];
    const league = db.collection('leagues').doc(id);
    if (was && (!is || is.memberId !== was.memberId)) {
      out.push({ ref: teamMembersCol(db, id).doc(was.memberId), data: null });
      out.push({ ref: league, data: { members: FieldValue.increment(-1) } });
    }
    if (is && (!was || is.memberId !== was.memberId)) {
      const doc: TeamMemberDoc = {
        uid: after.uid,
        name: after.displayName,
        share: is.share,
        joinedOn: dayOf(is.joinedAt),
        lastWeek: null,
        ...helpFields(after, is),
      };
      out.push({ ref: teamMembersCol(db, id).doc(is.memberId), data: doc });
      out.push({ ref: league, data: { members: FieldValue.increment(1) } });
    } else if (is && was && is.share !== was.share) {
      out.push({ ref: teamMembersCol(db, id).doc(is.memberId), data: { share: is.share, ...helpFields(after, is) } });
    }
  }
  return out;
}

/** A member's settlement: their parts created, and their entries' help figures and last week brought up to date. */
export function settleWrites(
  db: Firestore,
  player: PlayerDoc,
  parts: readonly { leagueId: string; memberId: string; part: TeamWeekPart }[],
): { creates: { ref: DocumentReference; data: object }[]; writes: Write[] } {
  const creates = parts.map(({ leagueId, memberId, part }) => ({
    ref: teamPartsCol(db, leagueId, part.week).doc(memberId),
    data: part,
  }));
  const lastWeek = player.learning?.weeks.at(-1)?.week ?? null;
  const writes = Object.entries(player.teams ?? {}).map(([leagueId, seat]) => ({
    ref: teamMembersCol(db, leagueId).doc(seat.memberId),
    data: { name: player.displayName, lastWeek, ...helpFields(player, seat) },
  }));
  return { creates, writes };
}

/** The league's latest snapshots, newest first (at most `limit`). */
export async function readSnapshots(db: Firestore, leagueId: string, limit: number): Promise<TeamWeekSnapshot[]> {
  const snap = await teamWeeksCol(db, leagueId).orderBy('week', 'desc').limit(limit).get();
  return snap.docs.map((d) => d.data() as TeamWeekSnapshot);
}

/**
 * The league's snapshot of a settled week, built once from its members' parts (read a page at a
 * time) and the previous snapshot, then the parts deleted. Idempotent: an existing snapshot is
 * kept as it is (a second builder's create fails and it only finishes the deletes).
 */
export async function ensureSnapshot(db: Firestore, leagueId: string, week: number): Promise<TeamWeekSnapshot> {
  const ref = teamWeeksCol(db, leagueId).doc(String(week));
  const existing = await ref.get();
  let snapshot = existing.exists ? (existing.data() as TeamWeekSnapshot) : null;
  if (!snapshot) {
    const parts: TeamWeekPart[] = [];
    let after: QueryDocumentSnapshot | null = null;
    for (;;) {
      let q = teamPartsCol(db, leagueId, week).orderBy('__name__').limit(FIRESTORE_MAX_WRITES_PER_COMMIT);
      if (after) q = q.startAfter(after);
      const page = await q.get();
      for (const d of page.docs) parts.push(d.data() as TeamWeekPart);
      if (page.size < FIRESTORE_MAX_WRITES_PER_COMMIT) break;
      after = page.docs.at(-1) ?? null;
    }
    const prev = await teamWeeksCol(db, leagueId).where('week', '<', week).orderBy('week', 'desc').limit(1).get();
    const built = teamWeekSnapshot(week, parts, (prev.docs[0]?.data() as TeamWeekSnapshot | undefined) ?? null);
    try {
      await ref.create(built);
      snapshot = built;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      snapshot = (await ref.get()).data() as TeamWeekSnapshot;
    }
  }
  // The parts are members' own weeks: once in the snapshot, they go.
  for (;;) {
    const page = await teamPartsCol(db, leagueId, week).select().limit(FIRESTORE_MAX_WRITES_PER_COMMIT).get();
    if (page.empty) break;
    const batch = db.batch();
    for (const d of page.docs) batch.delete(d.ref);
    await batch.commit();
  }
  return snapshot;
}
