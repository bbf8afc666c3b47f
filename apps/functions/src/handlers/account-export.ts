import type { AccountExport, CallableResponse } from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';

/** Where the export reads; the Firestore implementation is infra/account-store.ts, beside the deletion that knows the same documents. */
export interface ExportDeps {
  /** The sign-in account as Auth keeps it (null when Auth has none). */
  account(uid: string): Promise<AccountExport['account']>;
  /** Every Firestore document about the player: path and stored data. */
  documents(uid: string): Promise<{ path: string; data: unknown }[]>;
  /** The public names (the leaderboard's, the member list's) of these accounts; an unknown one is left out. */
  publicNames(uids: string[]): Promise<Map<string, string>>;
}

/**
 * How the download names other people. The right of access is to one's own data, and it must not
 * hand over another person's (GDPR article 15(4); POPIA section 23 read with section 11): so no
 * other account's uid or email address, which the game shows no player. What the player already
 * sees stays: a co-owner of their league by the public name the member list shows them; an admin
 * who acted on their account as "an admin" (no player sees who the admins are, and an export is no
 * way to learn it); an account an admin acted on, as "another account". Data-subject exports of
 * real services do the same: the person's own records, with third parties reduced to what the
 * person could already see (their display names) or to their role.
 */
export const OTHERS = {
  coOwner: 'a co-owner',
  invited: 'a member you invited',
  admin: 'an admin',
  account: 'another account',
} as const;

/** The system actor of audit entries (the season clock) is no person: it stays as it is. */
const SYSTEM_ACTORS = new Set(['season-clock']);

const isLeague = (path: string) => /^leagues\/[^/]+$/.test(path);
const isAudit = (path: string) => /^adminAudit\/[^/]+$/.test(path);
const uidsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The other people the player's league documents name by uid (co-owners, invited members). */
export function otherPeopleIn(uid: string, documents: { path: string; data: unknown }[]): string[] {
  const found = new Set<string>();
  for (const d of documents) {
    if (!isLeague(d.path) || typeof d.data !== 'object' || d.data === null) continue;
    const data = d.data as Record<string, unknown>;
    for (const u of [...uidsOf(data['coOwners']), ...uidsOf(data['coOwnerInvites'])]) if (u !== uid) found.add(u);
  }
  return [...found];
}

/** One document with every other person replaced as OTHERS says; the player's own identifiers stay. */
export function withoutOthers(
  uid: string,
  doc: { path: string; data: unknown },
  names: ReadonlyMap<string, string>,
): { path: string; data: unknown } {
  if (typeof doc.data !== 'object' || doc.data === null) return doc;
  const data = { ...(doc.data as Record<string, unknown>) };
  if (isLeague(doc.path)) {
    const named = (list: unknown, fallback: string) =>
      uidsOf(list).map((u) => (u === uid ? u : (names.get(u) ?? fallback)));
    if ('coOwners' in data) data['coOwners'] = named(data['coOwners'], OTHERS.coOwner);
    if ('coOwnerInvites' in data) data['coOwnerInvites'] = named(data['coOwnerInvites'], OTHERS.invited);
  }
  if (isAudit(doc.path)) {
    const actor = data['actorUid'];
    if (typeof actor === 'string' && actor !== uid && !SYSTEM_ACTORS.has(actor)) {
      data['actorUid'] = OTHERS.admin;
      data['actorEmail'] = OTHERS.admin;
    }
    const target = data['targetUid'];
    if (typeof target === 'string' && target !== '' && target !== uid) {
      data['targetUid'] = OTHERS.account;
      data['targetEmail'] = OTHERS.account;
    }
  }
  return { path: doc.path, data };
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
 * (POPIA section 23, GDPR article 15) beside the erasure user_deleteAccount gives, with other
 * people named only as OTHERS says. Reads only:
 * a caller with no player record yet gets their Auth account and no documents (none is made).
 */
export async function exportAccount(
  ctx: CallerContext,
  _input: Parsed<'user_exportData'>,
  deps: ExportDeps,
): Promise<CallableResponse<'user_exportData'>> {
  const [account, documents] = await Promise.all([deps.account(ctx.uid), deps.documents(ctx.uid)]);
  const others = otherPeopleIn(ctx.uid, documents);
  const names = others.length > 0 ? await deps.publicNames(others) : new Map<string, string>();
  return {
    exportedAt: new Date(ctx.now).toISOString(),
    uid: ctx.uid,
    account,
    documents: documents
      .map((d) => withoutOthers(ctx.uid, { path: d.path, data: toPlainJson(d.data) }, names))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
}
