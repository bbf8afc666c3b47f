import {
  checkLeagueName,
  DomainError,
  HELP_LIST_SIZE,
  LEAGUE_NAME_PROBLEMS,
  TEAM_TREND_WEEKS,
  ownValue,
  teamDashboard,
  type CallableResponse,
  type FraudId,
  type HelpCandidate,
  type LeagueSummary,
  type TeamMemberView,
  type TeamWeekSnapshot,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import {
  CODE_ATTEMPTS,
  canManage,
  leagueKind,
  leagueOfCode,
  summaryOf,
  without,
  type LeagueDeps,
  type LeagueDoc,
  type Membership,
} from './league';
import { answered, coOwnerStateOf, dropCoOwner, setCoOwner } from './co-owners';

/**
 * Team leagues, the owners' side: the dashboard, the member list, and the owner's changes. Every
 * call checks the caller against the league first (owner, or a co-owner still in it); anyone else
 * gets `permission-denied` and learns nothing, not even whether the league exists. No response
 * carries a uid or an email address: members are named by their public name and a random member id.
 */

export { MAX_CO_OWNERS } from './co-owners';
export const MEMBERS_PAGE = 50;

/** A member as stored in leagues/{id}/members/{memberId} (the uid stays on the server). */
export interface TeamMember {
  memberId: string;
  uid: string;
  name: string;
  share: boolean;
  /** The day they joined (YYYY-MM-DD): the list keeps no finer time. */
  joinedOn: string;
}

export interface TeamLeagueDeps extends LeagueDeps {
  /** The latest opened week (its number and headline threats), or null before week 1. */
  currentWeek(): Promise<{ number: number; headlineThreats: FraudId[] } | null>;
  /** The league's latest week snapshots, newest first, at most `limit`. */
  snapshots(leagueId: string, limit: number): Promise<TeamWeekSnapshot[]>;
  /** Consenting members weakest on each fraud: at most HELP_LIST_SIZE per fraud, lowest mastery first. */
  weakestOn(leagueId: string, frauds: readonly FraudId[], limit: number): Promise<HelpCandidate[]>;
  member(leagueId: string, memberId: string): Promise<TeamMember | null>;
  /** Members in join order after `after` (joinedOn, memberId), at most `limit`. */
  membersPage(
    leagueId: string,
    after: { joinedOn: string; memberId: string } | null,
    limit: number,
  ): Promise<TeamMember[]>;
  /** Sets the league's name (co-owners change through changeCoOwners, a transaction). */
  updateLeague(leagueId: string, fields: Partial<Pick<LeagueDoc, 'name'>>): Promise<void>;
  /** Claims `code` for the league and frees its old one in one commit; false when the code is taken. */
  changeCode(league: LeagueDoc, code: string): Promise<boolean>;
  /** Enters the league in the league of teams (its entry built from its snapshots) or withdraws it. */
  setTeamTable(league: LeagueDoc, entered: boolean, now: number): Promise<void>;
  /** Deletes the league, its code, its aggregates, its member list and its league-of-teams entry. */
  closeLeague(league: LeagueDoc): Promise<void>;
}

/** The league, if the caller may run it; otherwise `permission-denied`, whether or not the league exists. */
async function managedLeague(
  ctx: CallerContext,
  leagueId: string,
  deps: TeamLeagueDeps,
  ownerOnly = false,
): Promise<{ league: LeagueDoc; membership: Membership | null }> {
  const [league] = await deps.getLeagues([leagueId]);
  if (!league || leagueKind(league) !== 'team') throw new DomainError('not-league-owner');
  if (league.ownerUid === ctx.uid) return { league, membership: null };
  if (ownerOnly) throw new DomainError('not-league-owner');
  // A co-owner's seat is checked on their own record: a co-owner who left runs nothing.
  const membership = (league.coOwners ?? []).includes(ctx.uid) ? await deps.membership(ctx) : null;
  if (!canManage(league, ctx.uid, membership)) throw new DomainError('not-league-owner');
  return { league, membership };
}

export async function previewLeague(
  _ctx: CallerContext,
  input: Parsed<'league_preview'>,
  deps: LeagueDeps,
): Promise<CallableResponse<'league_preview'>> {
  const league = await leagueOfCode(input.code, deps);
  const kind = leagueKind(league);
  return {
    name: league.name,
    kind,
    members: kind === 'team' ? (league.members ?? 0) : await deps.memberCount(league.id),
  };
}

export async function getDashboard(
  ctx: CallerContext,
  input: Parsed<'league_getDashboard'>,
  deps: TeamLeagueDeps,
): Promise<CallableResponse<'league_getDashboard'>> {
  const { league } = await managedLeague(ctx, input.leagueId, deps);
  // Settled weeks only: no figure moves between two settlements, whoever joins or leaves.
  const [week, snapshots] = await Promise.all([deps.currentWeek(), deps.snapshots(league.id, TEAM_TREND_WEEKS)]);
  const help = week ? await deps.weakestOn(league.id, week.headlineThreats, HELP_LIST_SIZE) : [];
  return teamDashboard({
    league: {
      id: league.id,
      name: league.name,
      code: league.code,
      members: league.members ?? 0,
      ownedByMe: league.ownerUid === ctx.uid,
      inTeamTable: league.teamTable === true,
    },
    snapshots,
    week,
    help,
  });
}

function cursorOf(m: TeamMember): string {
  return `${m.joinedOn}_${m.memberId}`;
}

function parseCursor(cursor: string | undefined): { joinedOn: string; memberId: string } | null {
  if (cursor === undefined) return null;
  const match = /^(\d{4}-\d{2}-\d{2})_([A-Za-z0-9_-]{8,40})$/.exec(cursor);
  if (!match) throw new DomainError('invalid-input', 'cursor');
  return { joinedOn: match[1] as string, memberId: match[2] as string };
}

export async function getMembers(
  ctx: CallerContext,
  input: Parsed<'league_getMembers'>,
  deps: TeamLeagueDeps,
): Promise<CallableResponse<'league_getMembers'>> {
  const { league } = await managedLeague(ctx, input.leagueId, deps);
  const page = await deps.membersPage(league.id, parseCursor(input.cursor), MEMBERS_PAGE + 1);
  const shown = page.slice(0, MEMBERS_PAGE);
  const coOwners = new Set(league.coOwners ?? []);
  const invites = new Set(league.coOwnerInvites ?? []);
  const members: TeamMemberView[] = shown.map((m) => ({
    memberId: m.memberId,
    name: m.name,
    coOwner: coOwners.has(m.uid),
    coOwnerInvited: invites.has(m.uid),
    owner: m.uid === league.ownerUid,
    shareProgress: m.share,
    joinedOn: m.joinedOn,
  }));
  return { members, nextCursor: page.length > MEMBERS_PAGE ? cursorOf(shown.at(-1) as TeamMember) : null };
}

export async function manageLeague(
  ctx: CallerContext,
  input: Parsed<'league_manage'>,
  deps: TeamLeagueDeps,
): Promise<LeagueSummary | { closed: true }> {
  // Naming co-owners and closing are the owner's alone; co-owners help run the rest.
  const ownerOnly = input.action === 'close' || input.action === 'setCoOwner';
  const { league, membership } = await managedLeague(ctx, input.leagueId, deps, ownerOnly);
  let next: LeagueDoc = league;
  switch (input.action) {
    case 'rename': {
      const checked = checkLeagueName(input.name);
      if (!checked.ok) throw new DomainError('invalid-input', `name: ${LEAGUE_NAME_PROBLEMS[checked.problem]}`);
      await deps.updateLeague(league.id, { name: checked.name });
      next = { ...league, name: checked.name };
      // The league of teams shows the new name at once.
      if (league.teamTable) await deps.setTeamTable(next, true, ctx.now);
      break;
    }
    case 'rotateCode': {
      // The old code stops working at once: a leaked invite link lets no one else in.
      let code: string | null = null;
      for (let attempt = 0; attempt < CODE_ATTEMPTS && !code; attempt++) {
        const candidate = deps.newCode();
        if (candidate !== league.code && (await deps.changeCode(league, candidate))) code = candidate;
      }
      if (!code) throw new DomainError('busy');
      next = { ...league, code };
      break;
    }
    case 'close':
      await deps.closeLeague(league);
      return { closed: true };
    case 'removeMember': {
      const member = await deps.member(league.id, input.memberId);
      if (!member) throw new DomainError('member-not-found');
      // A co-owner cannot remove the owner or another co-owner.
      const protectedMember = member.uid === league.ownerUid || (league.coOwners ?? []).includes(member.uid);
      if (protectedMember && league.ownerUid !== ctx.uid) throw new DomainError('not-league-owner');
      await deps.changeMembership(member.uid, ctx.now, `Removed from league ${league.name} by its owner`, (m) => {
        if (!m.leagues.includes(league.id) && !ownValue(m.teams, league.id)) throw new DomainError('member-not-found');
        return without(m, league.id);
      });
      // Removed, they co-own nothing and no invitation waits for them.
      const after = await dropCoOwner(league, member.uid, deps);
      next = { ...after, members: Math.max(0, (league.members ?? 0) - 1) };
      break;
    }
    case 'setTeamTable': {
      // Entering shows the league's name and its means to everyone: the owners decide, together.
      await deps.setTeamTable(league, input.entered, ctx.now);
      next = { ...league, teamTable: input.entered };
      break;
    }
    case 'setCoOwner': {
      // Making someone a co-owner invites them (they accept through league_answerCoOwner); unsetting
      // withdraws the invitation or the co-ownership.
      const member = await deps.member(league.id, input.memberId);
      if (!member) throw new DomainError('member-not-found');
      next = await setCoOwner(league, member.uid, input.coOwner, deps);
      break;
    }
  }
  return summaryOf(next, next.members ?? 0, ctx.uid, membership ?? (await deps.membership(ctx)));
}

export async function setSharing(
  ctx: CallerContext,
  input: Parsed<'league_setSharing'>,
  deps: LeagueDeps,
): Promise<CallableResponse<'league_setSharing'>> {
  const mine = await deps.membership(ctx);
  // A seat is an own key of the record: 'constructor' or '__proto__' names none (the contract refuses them too).
  if (!ownValue(mine.teams, input.leagueId)) throw new DomainError('not-in-league');
  await deps.changeMembership(
    ctx.uid,
    ctx.now,
    input.shareProgress ? 'Shared progress with a team league' : 'Stopped sharing progress with a team league',
    (m) => {
      const seat = ownValue(m.teams, input.leagueId);
      if (!seat) throw new DomainError('not-in-league');
      return { ...m, teams: { ...m.teams, [input.leagueId]: { ...seat, share: input.shareProgress } } };
    },
  );
  return { leagueId: input.leagueId, shareProgress: input.shareProgress };
}

/** league_answerCoOwner (co-owners.ts): the invited member accepts or declines, while they are still in the league. */
export async function answerCoOwner(
  ctx: CallerContext,
  input: Parsed<'league_answerCoOwner'>,
  deps: LeagueDeps,
): Promise<CallableResponse<'league_answerCoOwner'>> {
  const [league] = await deps.getLeagues([input.leagueId]);
  const mine = await deps.membership(ctx);
  // Only a member with a seat can hold an invitation; anyone else learns nothing about the league.
  if (!league || leagueKind(league) !== 'team' || !ownValue(mine.teams, league.id))
    throw new DomainError('no-co-owner-invite');
  if (!coOwnerStateOf(league).invites.includes(ctx.uid)) throw new DomainError('no-co-owner-invite');
  const after = await deps.changeCoOwners(league.id, (state) => answered(state, ctx.uid, input.accept));
  if (!after) throw new DomainError('no-co-owner-invite');
  return summaryOf(after, after.members ?? 0, ctx.uid, mine);
}
