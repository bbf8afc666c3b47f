import { CURRENT_RULES_VERSION, DomainError, type BankEntry, type CurrentWeekStatus } from '@fraudshield/domain';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import type { CallerContext } from '../handlers/context';
import type { AuthAdmin, PlayerDeps, PlayerStore } from '../handlers/player-ports';
import { newPlayerDoc, openingEntry } from '../infra/player-store';
import type { AnswerLogDoc, LedgerEntryDoc, PlayerDoc } from '../handlers/records';

/**
 * An in-memory PlayerStore with the same contract as the Firestore one: one ledger entry per
 * change, request ids replayed, refusals change nothing, `entry: null` writes nothing.
 */
/** The real case bank (the learning rules' view of it). */
export const TEST_BANK: readonly BankEntry[] = SCENARIO_CASES.map((c) => ({
  id: c.id,
  fraudId: c.fraudId,
  genuine: caseKeyById(c.id)?.legitimate ?? false,
}));

export function fakePlayerDeps(
  opts: {
    weekStatus?: CurrentWeekStatus;
    /** The current week's rules version (what the shop prices by); absent: CURRENT_RULES_VERSION. */
    rulesVersion?: number;
    latestWeek?: number;
    bank?: readonly BankEntry[];
  } = {},
) {
  const players = new Map<string, PlayerDoc>();
  const answerLogs = new Map<string, Omit<AnswerLogDoc, 'expireAt'>[]>();
  let latestWeek = opts.latestWeek ?? 0;
  const ledgers = new Map<string, LedgerEntryDoc[]>();
  const requests = new Map<string, { result: unknown; kind: string }>();
  const calls: string[] = [];
  let weekStatus: CurrentWeekStatus = opts.weekStatus ?? null;
  let rulesVersion = opts.rulesVersion;

  const store: PlayerStore = {
    async getOrCreate(who, now) {
      let player = players.get(who.uid);
      if (!player) {
        player = newPlayerDoc(who, now);
        players.set(who.uid, player);
        ledgers.set(who.uid, [openingEntry(player, now)]);
      }
      return structuredClone(player);
    },
    async change(uid, { requestId, kind, now }, mutate) {
      const key = `${uid}/${requestId}`;
      const stored = requestId ? requests.get(key) : undefined;
      if (stored) {
        if (kind && stored.kind !== kind) throw new DomainError('request-reused');
        return structuredClone(stored.result) as never;
      }
      const before = players.get(uid);
      if (!before) throw new DomainError('no-player');
      const change = mutate(structuredClone(before));
      if (change.entry === null) return change.result;
      const seq = before.seq + 1;
      const player = { ...change.player, seq, updatedAt: now };
      if (player.balanceTenths < 0) throw new Error('negative balance');
      players.set(uid, player);
      ledgers.get(uid)?.push({
        seq,
        at: now,
        ...change.entry,
        balanceTenths: player.balanceTenths,
        ...(requestId ? { requestId } : {}),
      });
      if (requestId) requests.set(key, { result: structuredClone(change.result), kind: change.entry.kind });
      if (change.answers?.answers.length)
        answerLogs.set(uid, [...(answerLogs.get(uid) ?? []), { seq, at: now, ...structuredClone(change.answers) }]);
      return change.result;
    },
    async setPreferences(uid, prefs, now) {
      const player = players.get(uid);
      if (!player) throw new DomainError('no-player');
      players.set(uid, { ...player, ...prefs, updatedAt: now });
    },
    async weekStatus() {
      return weekStatus;
    },
    async shopWeek() {
      if (weekStatus === null) return { status: null };
      return { status: weekStatus, rulesVersion: rulesVersion ?? CURRENT_RULES_VERSION };
    },
    async latestWeek() {
      return latestWeek;
    },
    async ledgerPage(uid, beforeSeq, limit) {
      return (ledgers.get(uid) ?? [])
        .filter((e) => beforeSeq === null || e.seq < beforeSeq)
        .sort((a, b) => b.seq - a.seq)
        .slice(0, limit);
    },
    async deletePlayerData(uid) {
      calls.push(`deletePlayerData:${uid}`);
      players.delete(uid);
      ledgers.delete(uid);
      answerLogs.delete(uid);
      for (const key of [...requests.keys()]) if (key.startsWith(`${uid}/`)) requests.delete(key);
    },
  };
  const auth: AuthAdmin = {
    async setDisplayName(uid, name) {
      calls.push(`setDisplayName:${uid}:${name}`);
    },
    async deleteUser(uid) {
      calls.push(`deleteUser:${uid}`);
    },
  };
  const deps: PlayerDeps = { players: store, auth, bank: opts.bank ?? TEST_BANK };
  return {
    deps,
    calls,
    player: (uid: string) => players.get(uid),
    ledger: (uid: string) => ledgers.get(uid) ?? [],
    /** The graded answers logged per change (players/{uid}/answers). */
    answerLog: (uid: string) => answerLogs.get(uid) ?? [],
    setLatestWeek: (week: number) => {
      latestWeek = week;
    },
    setPlayer: (uid: string, patch: Partial<PlayerDoc>) => {
      const p = players.get(uid);
      if (p) players.set(uid, { ...p, ...patch });
    },
    setWeekStatus: (s: CurrentWeekStatus, version?: number) => {
      weekStatus = s;
      if (version !== undefined) rulesVersion = version;
    },
  };
}

let n = 0;
export function callerCtx(overrides: Partial<CallerContext> = {}): CallerContext {
  n += 1;
  return {
    uid: `uid-${n}`,
    email: `p${n}@unit.test`,
    emailVerified: true,
    displayName: `Player ${n}`,
    roles: [],
    signInProvider: 'password',
    now: 1_700_000_000_000 + n,
    ...overrides,
  };
}
