import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { MatchReport, Squad } from '@fraudshield/domain';
import type { PlayerScore, PlayerSettlement, SettlementDeps } from '../handlers/settlement';
import { drillResultsOf } from '../handlers/drill';
import { applyPlayerChange, playersCol, settlementsCol } from './player-store';
import { writeStandings } from './leaderboard-store';
import {
  lockWeek,
  markWeekSettled,
  readWeek,
  readWeekSeed,
  reportRef,
  saveSettlementProgress,
  type WeekDoc,
} from './week-store';

/** What weeks/{weekId}/reports/{uid} holds: the domain's report and what it was computed from. */
export interface ReportDoc {
  uid: string;
  weekId: string;
  weekNumber: number;
  squad: Squad;
  report: MatchReport;
  createdAt: number;
}

/**
 * The player's settlement record for a week: players/{uid}/settlements/{weekId}, a collection
 * that client request ids (players/{uid}/requests/{id}) can never reach.
 */
export const settlementRecordRef = (db: Firestore, uid: string, weekId: string) => settlementsCol(db, uid).doc(weekId);

/** uids after `afterUid` in uid order: a field filter, not a cursor (the stand-in ignores cursors). */
export async function pagePlayerUids(db: Firestore, afterUid: string | null, limit: number): Promise<string[]> {
  let query = playersCol(db).orderBy('uid').select('uid').limit(limit);
  if (afterUid !== null) query = playersCol(db).where('uid', '>', afterUid).orderBy('uid').select('uid').limit(limit);
  const snap = await query.get();
  return snap.docs.map((d) => d.get('uid') as string);
}

/** Settles one player: points, points by week, credits and the report, in one player change. */
export function settlePlayer(
  db: Firestore,
  uid: string,
  week: WeekDoc,
  now: number,
  runToken: string,
  score: PlayerScore,
): Promise<PlayerSettlement> {
  return applyPlayerChange<PlayerSettlement>(db, uid, { record: settlementRecordRef(db, uid, week.id), kind: 'settlement', now }, (player) => {
    // Issue 15: the week's drill answers (given before the deadline) count in the report.
    const report = score(player.squad, drillResultsOf(player, week.id));
    const key = String(week.number);
    const doc: ReportDoc = { uid, weekId: week.id, weekNumber: week.number, squad: player.squad, report, createdAt: now };
    return {
      player: {
        ...player,
        seasonPoints: player.seasonPoints + report.totalPoints,
        pointsByWeek: { ...player.pointsByWeek, [key]: report.totalPoints },
        balanceTenths: player.balanceTenths + report.creditsEarnedTenths,
      },
      entry: {
        kind: 'settlement',
        deltaTenths: report.creditsEarnedTenths,
        detail: `Week ${week.number}: ${report.totalPoints} points, ${report.blockedCount} of ${report.attacks.length} attacks blocked`,
        weekId: week.id,
      },
      result: { points: report.totalPoints, creditsTenths: report.creditsEarnedTenths, runToken },
      creates: [{ ref: reportRef(db, week.id, uid), data: doc }],
    };
  });
}

export function settlementDeps(db: Firestore): SettlementDeps {
  return {
    weeks: {
      get: (weekId) => readWeek(db, weekId),
      getSeed: (weekId) => readWeekSeed(db, weekId),
      lock: (weekId, now) => lockWeek(db, weekId, now),
      saveProgress: (weekId, progress) => saveSettlementProgress(db, weekId, progress),
      finish: (weekId, seed, now, progress) => markWeekSettled(db, weekId, seed, now, progress),
    },
    players: {
      page: (afterUid, limit) => pagePlayerUids(db, afterUid, limit),
      settle: (uid, week, now, runToken, score) => settlePlayer(db, uid, week, now, runToken, score),
    },
    rankAll: (weekId) => writeStandings(db, weekId),
    newRunToken: () => randomBytes(8).toString('hex'),
  };
}
