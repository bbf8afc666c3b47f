import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import {
  DOMAIN_ERRORS,
  FRAUD_IDS,
  TEAM_PRIVACY_RULE,
  teamDashboard,
  teamWeekSnapshot,
  type FraudId,
  type TeamWeekPart,
} from '@fraudshield/domain';
import { fakeCalls, refusal, renderGamePage } from '../../../testing/render-game-page';
import { JoinTeam } from './join-team';
import { TeamDashboard } from './team-dashboard';
import { TeamsTable } from './teams-table';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const week = { number: 4, headlineThreats: ['Phishing', 'Deepfake', 'SimSwap'] as FraudId[] };
const view = teamDashboard({
  league: { id: 'L1', name: 'Class 7B', code: 'HJK234', members: 6, ownedByMe: true },
  // Week 3 settled: five members answered about Phishing, two about Deepfake (hidden), the drill by two (hidden).
  snapshots: [
    teamWeekSnapshot(
      3,
      Array.from({ length: 5 }, (_, i): TeamWeekPart => ({
        week: 3,
        frauds: {
          Phishing: { fraudSeen: 2, hits: 2, genuineSeen: 0, falseAlarms: 0 },
          ...(i < 2 ? { Deepfake: { fraudSeen: 1, hits: 0, genuineSeen: 0, falseAlarms: 0 } } : {}),
        },
        drill: i < 2,
        daily: false,
        points: null,
        active: true,
      })),
      null,
    ),
  ],
  week,
  help: [{ memberId: 'member-0001', name: 'Thabo', mastery: { Phishing: 0.1 }, lastWeek: 4 }],
});

describe('the join screen', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('says what the owners will see and asks for a choice before a team league is joined', async () => {
    call.mockImplementation(
      fakeCalls({
        league_preview: () => ({ name: 'Class 7B', kind: 'team', members: 12 }),
        league_join: () => ({ leagueId: 'L1', name: 'Class 7B' }),
      }),
    );
    renderGamePage(<JoinTeam code="HJK234" />);
    const consent = await screen.findByTestId('team-consent');
    expect(screen.getByTestId('team-privacy-rule')).toHaveTextContent(TEAM_PRIVACY_RULE);
    expect(consent).toHaveTextContent(/Never: your email address/);
    expect(consent).toHaveTextContent(/POPIA/);
    expect(consent).toHaveTextContent(/GDPR/);
    expect(consent).toHaveTextContent(/under 18/);
    const join = screen.getByRole('button', { name: 'Join Class 7B' });
    expect(join).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: "Count me only in the group's figures" }));
    fireEvent.click(join);
    expect(await screen.findByTestId('join-team-ok')).toHaveTextContent('You joined Class 7B.');
    expect(call).toHaveBeenCalledWith('league_join', { code: 'HJK234', shareProgress: false });
  });

  it('joins a points league without the consent text; a wrong code says so', async () => {
    call.mockImplementation(
      fakeCalls({
        league_preview: () => ({ name: 'Friends', kind: 'points', members: 3 }),
        league_join: () => ({ leagueId: 'L2', name: 'Friends' }),
      }),
    );
    renderGamePage(<JoinTeam code="ABC234" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join Friends' }));
    expect(await screen.findByTestId('join-team-ok')).toBeInTheDocument();
    expect(screen.queryByTestId('team-consent')).toBeNull();
    expect(call).toHaveBeenCalledWith('league_join', { code: 'ABC234' });

    call.mockReset();
    call.mockImplementation(
      fakeCalls({ league_preview: () => Promise.reject(refusal('not-found', 'unknown-league-code')) }),
    );
    renderGamePage(<JoinTeam code="ZZZZZZ" />);
    expect(await screen.findByTestId('join-preview-error')).toHaveTextContent(
      DOMAIN_ERRORS['unknown-league-code'].message,
    );
  });
});

describe('the join screen of a head-to-head league', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('says it is head-to-head and when the fixtures start, with the way to them', async () => {
    call.mockImplementation(
      fakeCalls({
        league_preview: () => ({ name: 'Weekend Rivals', kind: 'h2h', members: 7 }),
        league_join: () => ({ leagueId: 'H1', name: 'Weekend Rivals' }),
      }),
    );
    renderGamePage(<JoinTeam code="R6GBGE" />);
    expect(await screen.findByText(/^A head-to-head league with 7 members/)).toHaveTextContent(
      'A head-to-head league with 7 members: each week you meet one of them, and more points that week wins the fixture.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Join Weekend Rivals' }));
    expect(await screen.findByTestId('join-team-ok')).toHaveTextContent(
      'You joined Weekend Rivals. Your fixtures start with the next week to open.',
    );
    expect(screen.getByRole('link', { name: 'Fixtures and table' })).toHaveAttribute('href', '/h2h/H1');
  });
});

describe('the owner dashboard', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('shows participation, every fraud with threats first and group figures only from 5 members, who needs help and the trend', async () => {
    call.mockImplementation(
      fakeCalls({ league_getDashboard: () => view, league_getMembers: () => ({ members: [], nextCursor: null }) }),
    );
    renderGamePage(<TeamDashboard leagueId="L1" />);
    expect(await screen.findByTestId('team-members')).toHaveTextContent('6');
    expect(screen.getByTestId('team-played')).toHaveTextContent('5');
    // Two did the drill: fewer than the minimum, so that figure is hidden, with the reason.
    expect(within(screen.getByTestId('team-trend')).getAllByRole('row')[1]).toHaveTextContent(
      /^(?:Week\s*)?3\s*5\s*hidden: fewer than 5 members/,
    );
    const rows = within(screen.getByTestId('team-frauds')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(FRAUD_IDS.length);
    expect(rows[0]).toHaveTextContent(/Phishing.*this week's threat/);
    expect(rows[0]).not.toHaveTextContent('fewer than 5 members');
    expect(rows.find((r) => r.textContent?.startsWith('Deepfake'))).toHaveTextContent(
      /hidden: fewer than 5 members.*hidden: fewer than 5 members/,
    );
    expect(within(screen.getByTestId('team-help')).getByRole('row', { name: /Thabo/ })).toHaveTextContent('not yet');
    expect(within(screen.getByTestId('team-trend')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByTestId('team-code')).toHaveTextContent('HJK234');
  });

  it('a member or a stranger sees the refusal, not a dashboard', async () => {
    call.mockImplementation(
      fakeCalls({ league_getDashboard: () => Promise.reject(refusal('permission-denied', 'not-league-owner')) }),
    );
    renderGamePage(<TeamDashboard leagueId="L1" />);
    expect(await screen.findByTestId('team-dashboard-error')).toHaveTextContent(
      DOMAIN_ERRORS['not-league-owner'].message,
    );
    expect(screen.queryByTestId('team-members')).toBeNull();
  });
});

describe('the league of teams', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('the owner enters the league from the dashboard', async () => {
    call.mockImplementation(
      fakeCalls({
        league_getDashboard: () => view,
        league_getMembers: () => ({ members: [], nextCursor: null }),
        league_manage: () => ({}),
      }),
    );
    renderGamePage(<TeamDashboard leagueId="L1" />);
    const box = await screen.findByRole('checkbox', { name: /Enter Class 7B in the league of teams/ });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('league_manage', { leagueId: 'L1', action: 'setTeamTable', entered: true }),
    );
  });

  it('ranks teams with their season score and latest week, marks the caller’s own, hides a small week’s mean', async () => {
    call.mockImplementation(
      fakeCalls({
        league_teamsTable: () => ({
          rows: [
            {
              rank: 1,
              leagueId: 'L9',
              name: 'Grade 11 Science',
              seasonScoreTenths: 425,
              weeksCounted: 2,
              latestWeek: 5,
              latestPlayers: 28,
              latestMeanTenths: 215,
            },
            {
              rank: 2,
              leagueId: 'L1',
              name: 'Class 7B',
              seasonScoreTenths: -30,
              weeksCounted: 1,
              latestWeek: 5,
              latestPlayers: 3,
              latestMeanTenths: null,
            },
          ],
          nextCursor: null,
          minPlayers: 5,
        }),
        league_getMine: () => [
          {
            leagueId: 'L1',
            name: 'Class 7B',
            code: 'HJK234',
            members: 6,
            ownedByMe: true,
            kind: 'team',
            canManage: true,
            member: false,
          },
        ],
      }),
    );
    renderGamePage(<TeamsTable />);
    const rows = within(await screen.findByTestId('teams-table-rows'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent(/1Grade 11 Science42\.5 over 2 weeksWeek 5: 21\.5 · 28 played/);
    expect(rows[1]).toHaveTextContent(/Class 7B · yours-3\.0 over 1 weekWeek 5: – · 3 played/);
    expect(call).toHaveBeenCalledWith('league_teamsTable', {});
  });

  it('says how a team gets in when the table is empty', async () => {
    call.mockImplementation(
      fakeCalls({ league_teamsTable: () => ({ rows: [], nextCursor: null, minPlayers: 5 }), league_getMine: () => [] }),
    );
    renderGamePage(<TeamsTable />);
    expect(await screen.findByText(/at least 5 of its members have played a settled week/)).toBeInTheDocument();
  });
});

describe('paged lists (one infinite query each)', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('shows more members with the cursor the last page handed back, keeping the ones on screen', async () => {
    const member = (n: number) => ({
      memberId: `member-000${n}`,
      name: `Pupil ${n}`,
      shareProgress: false,
      coOwner: false,
    });
    call.mockImplementation(
      fakeCalls({
        league_getDashboard: () => view,
        league_getMembers: (input) =>
          (input as { cursor?: string }).cursor === 'c1'
            ? { members: [member(2)], nextCursor: null }
            : { members: [member(1)], nextCursor: 'c1' },
      }),
    );
    renderGamePage(<TeamDashboard leagueId="L1" />);
    expect(await screen.findAllByTestId('team-member')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(2));
    expect(call).toHaveBeenCalledWith('league_getMembers', { leagueId: 'L1', cursor: 'c1' });
    expect(screen.queryByRole('button', { name: 'Show more members' })).toBeNull();
  });
});
