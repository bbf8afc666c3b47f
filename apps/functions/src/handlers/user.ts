import { DomainError, tenthsToCredits, type CallableResponse } from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import type { PlayerDeps } from './player-ports';
import { toDefenseViews, toLedgerView, toProfile } from './player-views';

/** Ledger entries per page of user_getLedger. */
export const LEDGER_PAGE_SIZE = 20;

export async function getBalance(
  ctx: CallerContext,
  _input: Parsed<'user_getBalance'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'user_getBalance'>> {
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  return tenthsToCredits(player.balanceTenths);
}

export async function getDefenses(
  ctx: CallerContext,
  _input: Parsed<'user_getDefenses'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'user_getDefenses'>> {
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  return toDefenseViews(player);
}

export async function getProfile(
  ctx: CallerContext,
  _input: Parsed<'user_getProfile'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'user_getProfile'>> {
  return toProfile(await deps.players.getOrCreate(ctx, ctx.now));
}

/** Renames the player (the leaderboard reads players/{uid}.displayName) and their Auth profile. */
export async function setDisplayName(
  ctx: CallerContext,
  input: Parsed<'user_setDisplayName'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'user_setDisplayName'>> {
  await deps.players.getOrCreate(ctx, ctx.now);
  const displayName = input.displayName;
  const profile = await deps.players.change(ctx.uid, { now: ctx.now }, (player) => {
    if (player.displayName === displayName && (player.pendingName ?? null) === null)
      return { player, entry: null, result: toProfile(player) };
    // Choosing a name (the Google one confirmed, or another) settles the pending one.
    const next = { ...player, displayName, ...(player.pendingName != null ? { pendingName: null } : {}) };
    return {
      player: next,
      entry: { kind: 'profile', deltaTenths: 0, detail: 'Display name changed' },
      result: toProfile(next),
    };
  });
  await deps.auth.setDisplayName(ctx.uid, displayName);
  return profile;
}

/**
 * Preferences are not the wallet's business: a toggle writes the one field, no ledger entry
 * (a script flipping it cannot grow the ledger), and setting the same value writes nothing.
 */
export async function setPreferences(
  ctx: CallerContext,
  input: Parsed<'user_setPreferences'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'user_setPreferences'>> {
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  const changes: { deadlineReminders?: boolean; reportEmails?: boolean; teamReportEmails?: boolean } = {};
  if (input.deadlineReminders !== undefined && player.deadlineReminders !== input.deadlineReminders)
    changes.deadlineReminders = input.deadlineReminders;
  if (input.reportEmails !== undefined && (player.reportEmails ?? false) !== input.reportEmails)
    changes.reportEmails = input.reportEmails;
  if (input.teamReportEmails !== undefined && (player.teamReportEmails ?? true) !== input.teamReportEmails)
    changes.teamReportEmails = input.teamReportEmails;
  if (Object.keys(changes).length === 0) return toProfile(player);
  await deps.players.setPreferences(ctx.uid, changes, ctx.now);
  return toProfile({ ...player, ...changes });
}

/** The wallet's history, newest first; the cursor is the seq of the last entry shown. */
export async function getLedger(
  ctx: CallerContext,
  input: Parsed<'user_getLedger'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'user_getLedger'>> {
  let before: number | null = null;
  if (input.cursor !== undefined) {
    if (!/^[1-9][0-9]{0,9}$/.test(input.cursor)) throw new DomainError('invalid-input', 'cursor');
    before = Number(input.cursor);
  }
  await deps.players.getOrCreate(ctx, ctx.now);
  const page = await deps.players.ledgerPage(ctx.uid, before, LEDGER_PAGE_SIZE + 1);
  const entries = page.slice(0, LEDGER_PAGE_SIZE);
  const last = entries[entries.length - 1];
  const nextCursor = page.length > LEDGER_PAGE_SIZE && last ? String(last.seq) : null;
  return { entries: entries.map(toLedgerView), nextCursor };
}
