import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  DomainError,
  DRILL_SIZE,
  FRAUD_IDS,
  hash32,
  masteryByFraud,
  MAX_TEAM_MEMBERS,
  nextTeamMark,
  TEAM_STATS_SHARDS,
  teamPointsDelta,
  teamStatsDeltas,
  type AnswerSource,
  type FraudId,
  type StatsDelta,
  type TeamMark,
  type TeamSeat,
  type TeamState,
} from '@fraudshield/domain';
import type { PlayerDoc } from '../handlers/records';

/**
 * Team leagues' documents, and the part of every player change that keeps their aggregates:
 *   leagues/{id}                    LeagueDoc (kind 'team': `members` counter, `coOwners` uids)
 *   leagues/{id}/stats/{0..7}       TeamShard: sums over the members (libs/domain game/team.ts)
 *   leagues/{id}/members/{memberId} TeamMemberDoc: the member list (memberId is random, never the uid)
 * A member's seat (share, memberId) lives on their player doc (`teams`), so the change that grades
 * an answer knows, without a query, which leagues it moves.
 */

export const teamStatsRef = (db: Firestore, leagueId: string, shard: number) =>
  db.collection('leagues').doc(leagueId).collection('stats').doc(String(shard));
export const teamMembersCol = (db: Firestore, leagueId: string) =>
  db.collection('leagues').doc(leagueId).collection('members');

/** One member of a team league as stored (read by owners through league_getMembers and the help query). */
export interface TeamMemberDoc {
  uid: string;
  name: string;
  share: boolean;
  joinedAt: number;
  /** The last Threat Week they answered in (null: not yet). */
  lastWeek: number | null;
  /** m_<fraud>: their own mastery of each practised fraud in thousandths while they share their progress, else null (the help query ranks on it). */
  [help: `m_${string}`]: number | null;
}

/** Which shard a member's sums go to: the same one for every change of theirs. */
export function shardOf(uid: string): number {
  return hash32(uid) % TEAM_STATS_SHARDS;
}

export function teamStateOf(player: Pick<PlayerDoc, 'teams' | 'learning' | 'teamMark'>): TeamState {
  return {
    teams: player.teams ?? {},
    frauds: player.learning?.frauds ?? {},
    weeks: player.learning?.weeks ?? [],
    mark: player.teamMark ?? null,
  };
}

/** The player's mark after a change that graded `sources` in `week` (the drill counts once all its cases are answered). */
export function markAfter(
  player: PlayerDoc,
  week: number,
  sources: readonly AnswerSource[],
  drillWeekId: string | undefined,
): TeamMark {
  const drillAnswered = drillWeekId ? Object.keys(player.drills?.[drillWeekId] ?? {}).length : 0;
  const drill = sources.some((s) => s === 'drill' || s === 'review') && drillAnswered >= DRILL_SIZE;
  return nextTeamMark(player.teamMark, week, { drill, daily: sources.includes('daily') });
}

/** { f_Phishing_hits: 2 } → { f_Phishing_hits: increment(2) }: a merge-set that adds, creating the shard if need be. */
function incrementsOf(delta: StatsDelta): Record<string, FieldValue> {
  return Object.fromEntries(Object.entries(delta).map(([field, amount]) => [field, FieldValue.increment(amount)]));
}

/**
 * Mastery on a member doc is kept in thousandths, a whole number from −1000 to 1000: a query's range
 * then compares integers with integers on every Firestore (the local stand-in compares no integer
 * with a fraction).
 */
export const HELP_SCALE = 1000;

/** The help query's field for a fraud: the member's own mastery, null unless they share and practised it. */
export const helpField = (fraudId: FraudId): `m_${string}` => `m_${fraudId}`;

function memberDoc(player: PlayerDoc, seat: TeamSeat): TeamMemberDoc {
  const weeks = player.learning?.weeks ?? [];
  const lastWeek = weeks.at(-1)?.week ?? null;
  const doc: TeamMemberDoc = {
    uid: player.uid,
    name: player.displayName,
    share: seat.share,
    joinedAt: seat.joinedAt,
    lastWeek,
  };
  const all = seat.share && player.learning && lastWeek !== null ? masteryByFraud(player.learning.frauds) : null;
  // Every field written, null when not shared: withdrawing consent clears them even where a
  // whole-document write keeps fields it does not name (the local stand-in).
  for (const f of FRAUD_IDS)
    doc[helpField(f)] = all && player.learning?.frauds[f] ? Math.round(all[f].mastery * HELP_SCALE) : null;
  return doc;
}

/**
 * A settled week's points, for the league of teams (team-table.ts): what a settlement adds to each
 * team league of the player, or null. "Played" is the game's own sense: a squad was fielded.
 */
function pointsOf(before: PlayerDoc, after: PlayerDoc): StatsDelta | null {
  const played = after.squad.owned.some((o) => o.deployed);
  const delta = teamPointsDelta(before.pointsByWeek, after.pointsByWeek, played);
  return Object.keys(delta).length > 0 ? delta : null;
}

/**
 * Reads what the team writes of a player change need (inside its transaction, before any write)
 * and returns the writes to make once the ledger slot is won. Leagues that no longer exist are
 * dropped from the player's seats; a join into a full league is refused. Nothing to do (the player
 * is in no team league, before or after) costs no read.
 */
export async function prepareTeamWrites(
  db: Firestore,
  tx: Transaction,
  before: PlayerDoc,
  after: PlayerDoc,
): Promise<(() => void) | null> {
  const ids = [...new Set([...Object.keys(before.teams ?? {}), ...Object.keys(after.teams ?? {})])];
  if (ids.length === 0) return null;
  // A change that moves nothing a league keeps (a purchase) reads and writes nothing here.
  const points = pointsOf(before, after);
  const moved = teamStatsDeltas(teamStateOf(before), teamStateOf(after)).size > 0 || points !== null;
  const listed = (p: PlayerDoc, id: string) => {
    const seat = p.teams?.[id];
    return seat ? JSON.stringify(memberDoc(p, seat)) : null;
  };
  if (!moved && ids.every((id) => listed(before, id) === listed(after, id))) return null;
  const refs = ids.map((id) => db.collection('leagues').doc(id));
  const snaps = await tx.getAll(...refs);
  const live = new Map<string, DocumentReference>();
  snaps.forEach((s, i) => {
    if (s.exists && s.get('kind') === 'team') live.set(ids[i] as string, refs[i] as DocumentReference);
  });
  // A closed league's seat goes with this change (its id stays in `leagues` until the player leaves, like a removed points league).
  if (after.teams) for (const id of Object.keys(after.teams)) if (!live.has(id)) delete after.teams[id];
  const deltas = teamStatsDeltas(teamStateOf(before), teamStateOf(after));
  for (const [i, id] of ids.entries()) {
    const joining = !before.teams?.[id] && after.teams?.[id];
    if (joining && Number(snaps[i]?.get('members') ?? 0) >= MAX_TEAM_MEMBERS) throw new DomainError('league-full');
  }
  const shard = shardOf(after.uid);
  return () => {
    for (const [id, ref] of live) {
      const was = before.teams?.[id];
      const is = after.teams?.[id];
      // A settlement adds the member's week to the league of teams' sums (only while they are in it).
      const delta = { ...deltas.get(id), ...(was && is ? points : null) };
      if (Object.keys(delta).length > 0) tx.set(teamStatsRef(db, id, shard), incrementsOf(delta), { merge: true });
      if (!was && is) tx.set(ref, { members: FieldValue.increment(1) }, { merge: true });
      if (was && !is) {
        tx.set(ref, { members: FieldValue.increment(-1) }, { merge: true });
        tx.delete(teamMembersCol(db, id).doc(was.memberId));
      }
      if (is) tx.set(teamMembersCol(db, id).doc(is.memberId), memberDoc(after, is));
    }
  };
}
