import type { AccountExport, CallableResponse } from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';

/** Where the export reads; the Firestore implementation is infra/account-store.ts, beside the deletion that knows the same documents. */
export interface ExportDeps {
  /** The sign-in account as Auth keeps it (null when Auth has none). */
  account(uid: string): Promise<AccountExport['account']>;
  /** Every Firestore document about the player: path and stored data. */
  documents(uid: string): Promise<{ path: string; data: unknown }[]>;
}

/**
 * Firestore values as plain JSON: timestamps and dates become ISO strings (a download must open
 * in any JSON reader), references their paths; everything else as stored.
 */
export function toPlainJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toPlainJson);
  const v = value as { toDate?: () => Date; path?: unknown; firestore?: unknown };
  if (typeof v.toDate === 'function') return v.toDate().toISOString();
  if (typeof v.path === 'string' && v.firestore !== undefined) return v.path;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, x]) => [k, toPlainJson(x)]));
}

/**
 * user_exportData: everything the game holds about the caller, as JSON: the right of access
 * (POPIA section 23, GDPR article 15) beside the erasure user_deleteAccount gives. Reads only:
 * a caller with no player record yet gets their Auth account and no documents (none is made).
 */
export async function exportAccount(
  ctx: CallerContext,
  _input: Parsed<'user_exportData'>,
  deps: ExportDeps,
): Promise<CallableResponse<'user_exportData'>> {
  const [account, documents] = await Promise.all([deps.account(ctx.uid), deps.documents(ctx.uid)]);
  return {
    exportedAt: new Date(ctx.now).toISOString(),
    uid: ctx.uid,
    account,
    documents: documents
      .map((d) => ({ path: d.path, data: toPlainJson(d.data) }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
}
