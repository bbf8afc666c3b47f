import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  masteryExplained,
  MASTERY_HELP_ID,
  checkLeagueName,
  formatMastery,
  FRAUDS,
  GROUP_MIN_CONTRIBUTORS,
  href,
  LEAGUE_NAME_MAX_LENGTH,
  LEAGUE_NAME_MIN_LENGTH,
  LEAGUE_NAME_PROBLEMS,
  teamDashboardCsv,
  type TeamDashboardView,
  type TeamFraudRow,
} from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Feedback } from '../../../components/ui/feedback';
import { Checkbox, TextInput } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { ShowMore } from './show-more';
import { Stat } from '../../../components/ui/stat';
import { Table } from '../../../components/ui/table';
import { errorText } from '../../../lib/error-text';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { teamDashboardQueryOptions, teamMembersQueryOptions } from '../api/queries';
import { useManageLeague } from '../api/mutations';
import { CoOwnerButton } from './co-owner-invite';
import { InvitePanel } from './invite-panel';
import './team-league.css';
import { useUid } from '../../../lib/server-state/queries';

const pct = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)}%`);

/** A figure, or why it is hidden (fewer members than the minimum: it would point at them). */
function Figure({ value, reason }: { value: number | string | null; reason: string }) {
  return value === null ? (
    <span className="field-hint" data-hidden="true">
      hidden: {reason}
    </span>
  ) : (
    <>{value}</>
  );
}

/** A column of group figures: its heading, the cell's label on a phone (stacked rows) and the figure of a row. */
interface FigureColumn<R> {
  label: string;
  heading?: string;
  value(row: R): number | string | null;
}

function FigureHeadings<R>({ columns }: { columns: readonly FigureColumn<R>[] }) {
  return columns.map((c) => (
    <th scope="col" key={c.label}>
      {c.heading ?? c.label}
    </th>
  ));
}

/** A row's figures, one cell a column: each shown, or why it is hidden. */
function FigureCells<R>({ row, columns, reason }: { row: R; columns: readonly FigureColumn<R>[]; reason: string }) {
  return columns.map((c) => (
    <td key={c.label} data-label={c.label}>
      <Figure value={c.value(row)} reason={reason} />
    </td>
  ));
}

const MASTERY_COLUMNS: readonly FigureColumn<TeamFraudRow>[] = [
  { label: 'Members who answered', heading: 'Members who answered (last settled week)', value: (f) => f.contributors },
  { label: 'Answers', value: (f) => f.answered },
  { label: 'Group mastery', value: (f) => (f.mastery === null ? null : formatMastery(f.mastery)) },
];

const TREND_COLUMNS: readonly FigureColumn<TeamDashboardView['trend'][number]>[] = [
  { label: 'Played', value: (t) => t.played },
  { label: 'Drill done', value: (t) => t.drill },
  { label: 'Daily case', value: (t) => t.daily },
  { label: 'Answers', value: (t) => t.answered },
  { label: 'Right', value: (t) => (t.accuracy === null ? null : pct(t.accuracy)) },
];

/** Threats first (this week's forecast), then the frauds the group answered most. */
function fraudOrder(a: TeamFraudRow, b: TeamFraudRow): number {
  return (
    Number(b.threat) - Number(a.threat) ||
    (b.answered ?? 0) - (a.answered ?? 0) ||
    FRAUDS[a.fraudId].name.localeCompare(FRAUDS[b.fraudId].name)
  );
}

function downloadCsv(view: TeamDashboardView) {
  const blob = new Blob([teamDashboardCsv(view, (id) => FRAUDS[id].name)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${view.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'team-league'}-week-${view.week?.number ?? 0}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Participation({ view }: { view: TeamDashboardView }) {
  const p = view.participation;
  const hidden = (n: number | null) => (n === null ? `hidden: ${view.hiddenReason}` : n);
  return (
    <Card title={view.settledWeek === null ? 'Participation' : `Participation, week ${view.settledWeek} (settled)`}>
      <p className="field-hint" data-testid="team-settled-note">
        Figures change only when a week settles, and count members from the week after they join.
      </p>
      <div className="team-stats">
        <Stat label="Members" value={view.members} data-testid="team-members" />
        <Stat label="Played that week" value={hidden(p.played)} data-testid="team-played" />
        <Stat label="Drill done" value={hidden(p.drill)} />
        <Stat label="Daily case" value={hidden(p.daily)} />
        <Stat label="Played this season" value={hidden(p.activeEver)} />
      </div>
    </Card>
  );
}

function GroupMastery({ view }: { view: TeamDashboardView }) {
  const rows = [...view.frauds].sort(fraudOrder);
  return (
    <Card title="Group mastery per fraud">
      <p className="field-hint" data-testid="team-mastery-explained">
        {masteryExplained('group')} It is the players&apos; own rule on the members&apos; answers added up, and shows
        only once {view.minContributors} members have answered about that fraud, so no one&apos;s answers can be picked
        out. <PrefetchLink to={`${href.help()}#${MASTERY_HELP_ID}`}>Exact definition</PrefetchLink>
      </p>
      <Table caption="Group mastery per fraud" hideCaption className="stack-table" data-testid="team-frauds">
        <thead>
          <tr>
            <th scope="col">Fraud</th>
            <FigureHeadings columns={MASTERY_COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {rows.map((f) => (
            <tr key={f.fraudId} data-fraud={f.fraudId}>
              <th scope="row">
                {FRAUDS[f.fraudId].name}
                {f.threat ? <span className="team-threat"> · this week's threat</span> : null}
              </th>
              <FigureCells row={f} columns={MASTERY_COLUMNS} reason={view.hiddenReason} />
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

function NeedsHelp({ view }: { view: TeamDashboardView }) {
  const threats = view.week?.headlineThreats ?? [];
  return (
    <Card title="Who needs help">
      <p className="field-hint">
        Members who chose to share their progress, weakest first on this week's threats. Members who did not share count
        only in the group's figures.
      </p>
      {view.needsHelp.length === 0 ? (
        <p data-testid="team-help-empty">No member who shares their progress has practised this week's threats yet.</p>
      ) : (
        <Table caption="Who needs help" hideCaption className="stack-table" data-testid="team-help">
          <thead>
            <tr>
              <th scope="col">Member</th>
              {threats.map((f) => (
                <th scope="col" key={f}>
                  {FRAUDS[f].name}
                </th>
              ))}
              <th scope="col">Last played</th>
            </tr>
          </thead>
          <tbody>
            {view.needsHelp.map((h) => (
              <tr key={h.memberId}>
                <th scope="row">{h.name}</th>
                {h.threats.map((t) => (
                  <td key={t.fraudId} data-label={FRAUDS[t.fraudId].name}>
                    {t.mastery === null ? 'not yet' : formatMastery(t.mastery)}
                  </td>
                ))}
                <td data-label="Last played">{h.lastWeek === null ? '–' : `week ${h.lastWeek}`}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

function Trend({ view }: { view: TeamDashboardView }) {
  return (
    <Card title="Trend by week">
      {view.trend.length === 0 ? (
        <p>No settled week yet: the trend starts when the first week after members joined settles.</p>
      ) : (
        <Table caption="Trend by week" hideCaption className="stack-table" data-testid="team-trend">
          <thead>
            <tr>
              <th scope="col">Week</th>
              <FigureHeadings columns={TREND_COLUMNS} />
            </tr>
          </thead>
          <tbody>
            {view.trend.map((t) => (
              <tr key={t.week}>
                <th scope="row">
                  <span className="stack-only">Week </span>
                  {t.week}
                </th>
                <FigureCells row={t} columns={TREND_COLUMNS} reason={view.hiddenReason} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

function RenameForm({ view }: { view: TeamDashboardView }) {
  const [name, setName] = useState(view.name);
  const [problem, setProblem] = useState<string | null>(null);
  const manage = useManageLeague(view.leagueId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkLeagueName(name);
    if (!checked.ok) return setProblem(LEAGUE_NAME_PROBLEMS[checked.problem]);
    setProblem(null);
    manage.mutate({ leagueId: view.leagueId, action: 'rename', name: checked.name });
  };
  return (
    <form onSubmit={submit} aria-label="Rename the league">
      <TextInput
        label="League name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        required
        minLength={LEAGUE_NAME_MIN_LENGTH}
        maxLength={LEAGUE_NAME_MAX_LENGTH}
      />
      <Button type="submit" busy={manage.isPending} busyLabel="Renaming…">
        Rename
      </Button>
      <Feedback
        testId="team-rename"
        error={problem ?? (manage.error && errorText(manage.error))}
        ok={manage.isSuccess && 'Renamed.'}
      />
    </form>
  );
}

function Members({ view }: { view: TeamDashboardView }) {
  const uid = useUid();
  const page = useInfiniteQuery(teamMembersQueryOptions(uid, view.leagueId));
  const manage = useManageLeague(view.leagueId);
  return (
    <Card title="Members">
      <QueryState
        query={page}
        lines={3}
        loadingLabel="Loading the members…"
        errorTitle="The members did not load"
        testId="team-members-list"
        empty={{
          when: (d) => d.pages.every((p) => p.members.length === 0),
          title: 'No members yet',
          body: 'Share the invite link: members appear here as they join.',
        }}
      >
        {({ pages }) => (
          <>
            <ul className="team-member-list" aria-label="Members">
              {pages
                .flatMap((p) => p.members)
                .map((m) => (
                  <li key={m.memberId} data-testid="team-member">
                    <span>
                      <strong>{m.name}</strong>
                      <span className="field-hint">
                        {' '}
                        · joined {m.joinedOn} · {m.shareProgress ? 'shares progress' : 'group totals only'}
                        {m.coOwner ? ' · co-owner' : m.coOwnerInvited ? ' · invited to co-own' : ''}
                      </span>
                    </span>
                    <span className="team-member-actions">
                      {view.ownedByMe ? (
                        <CoOwnerButton
                          member={m}
                          onSet={(coOwner) =>
                            manage.mutate({
                              leagueId: view.leagueId,
                              action: 'setCoOwner',
                              memberId: m.memberId,
                              coOwner,
                            })
                          }
                        />
                      ) : null}
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          manage.mutate({ leagueId: view.leagueId, action: 'removeMember', memberId: m.memberId })
                        }
                        aria-label={`Remove ${m.name}`}
                      >
                        Remove
                      </Button>
                    </span>
                  </li>
                ))}
            </ul>
            <ShowMore pages={page} what="members" />
          </>
        )}
      </QueryState>
      <Feedback testId="team-manage" error={manage.error && errorText(manage.error)} />
    </Card>
  );
}

/** A league still gathering its members shows the invite before the figures, which wait for them. */
const inviteFirst = (view: TeamDashboardView) => view.members < GROUP_MIN_CONTRIBUTORS;

function Manage({ view }: { view: TeamDashboardView }) {
  const manage = useManageLeague(view.leagueId);
  const [closing, setClosing] = useState(false);
  const navigate = useNavigate();
  return (
    <Card title="Run the league">
      <p>
        Invite code <code data-testid="team-code">{view.code}</code>
      </p>
      {inviteFirst(view) ? null : <InvitePanel leagueName={view.name} code={view.code} />}
      <div className="team-actions">
        <Button
          onClick={() => manage.mutate({ leagueId: view.leagueId, action: 'rotateCode' })}
          busy={manage.isPending && manage.variables?.action === 'rotateCode'}
          busyLabel="Changing…"
        >
          New invite code
        </Button>
        {view.ownedByMe ? (
          <Button variant="danger" onClick={() => setClosing(true)}>
            Close the league
          </Button>
        ) : null}
      </div>
      <p className="field-hint">A new code stops the old code and link at once: members already in stay.</p>
      <Feedback testId="team-run" error={manage.error && errorText(manage.error)} />
      <div aria-busy={(manage.isPending && manage.variables?.action === 'setTeamTable') || undefined}>
        <Checkbox
          label={`Enter ${view.name} in the league of teams`}
          hint="Everyone can then see the league's name, how many members played each week and their mean points. No member is named. A week counts once at least 5 members played it."
          checked={
            manage.isPending && manage.variables?.action === 'setTeamTable'
              ? manage.variables.entered
              : view.inTeamTable
          }
          disabled={manage.isPending}
          onChange={(e) =>
            manage.mutate({ leagueId: view.leagueId, action: 'setTeamTable', entered: e.currentTarget.checked })
          }
          data-testid="team-table-switch"
        />
        <p className="field-hint">
          <PrefetchLink to={href.leagueOfTeams()}>See the league of teams</PrefetchLink>
        </p>
      </div>
      <RenameForm view={view} />
      <Dialog
        open={closing}
        onOpenChange={setClosing}
        title={`Close ${view.name}?`}
        description="The dashboard, the member list and the invite code go for good. Members keep their own progress."
        footer={
          <>
            <Button onClick={() => setClosing(false)}>Cancel</Button>
            <Button
              variant="danger"
              onClick={() => {
                setClosing(false);
                manage.mutate(
                  { leagueId: view.leagueId, action: 'close' },
                  { onSuccess: () => void navigate(href.leaderboard()) },
                );
              }}
            >
              Close league
            </Button>
          </>
        }
      />
    </Card>
  );
}

/** A team league's owner dashboard: participation, group mastery against this week's threats, who needs help, the trend, CSV. */
export function TeamDashboard({ leagueId }: { leagueId: string }) {
  const uid = useUid();
  const query = useQuery(teamDashboardQueryOptions(uid, leagueId));
  return (
    <QueryState
      query={query}
      lines={6}
      loadingLabel="Loading the dashboard…"
      errorTitle="The dashboard did not load"
      testId="team-dashboard"
    >
      {(view) => (
        <div className="team-dashboard" data-testid="team-dashboard">
          <h2 className="team-title">{view.name}</h2>
          {inviteFirst(view) ? (
            <Card title="Invite your group">
              <InvitePanel leagueName={view.name} code={view.code} />
            </Card>
          ) : null}
          <div className="team-actions">
            <Button variant="primary" onClick={() => downloadCsv(view)}>
              Download CSV
            </Button>
          </div>
          <Participation view={view} />
          <GroupMastery view={view} />
          <NeedsHelp view={view} />
          <Trend view={view} />
          <Manage view={view} />
          <Members view={view} />
        </div>
      )}
    </QueryState>
  );
}
