import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isAppError } from '@fraudshield/firebase-client';
import {
  href,
  LEAGUE_NAME_MAX_LENGTH,
  LEAGUE_NAME_MIN_LENGTH,
  MAX_LEAGUES,
  type LeagueKind,
  type LeagueSummary,
} from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextInput } from '../../../components/ui/field';
import { Dialog } from '../../../components/ui/dialog';
import { Feedback } from '../../../components/ui/feedback';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/error-text';
import { myLeaguesQueryOptions } from '../api/queries';
import { useJoinLeague, useLeaveLeague, useSetSharing } from '../api/mutations';
import { useLeagueNameForm } from '../hooks/use-league-name-form';
import { CoOwnerInvite } from './co-owner-invite';
import './leagues-panel.css';
import { useUid } from '../../../lib/server-state/queries';

const KINDS: { kind: LeagueKind; label: string; hint: string }[] = [
  { kind: 'points', label: 'Mini-league', hint: 'A points table with friends: everyone plays in it.' },
  {
    kind: 'team',
    label: 'Team league',
    hint: 'For a class or a workplace: you run it and see what the group learns on a dashboard; you do not play in it unless you join it.',
  },
  {
    kind: 'h2h',
    label: 'Head-to-head league',
    hint: 'Up to 20 friends: each week you meet one of them, and more points that week wins the fixture.',
  },
];

function CreateLeagueForm({ onCreated }: { onCreated(leagueId: string, kind: LeagueKind): void }) {
  const [kind, setKind] = useState<LeagueKind>('points');
  const { name, setName, submit, create, error } = useLeagueNameForm(kind, (r) => onCreated(r.leagueId, kind));
  return (
    <form onSubmit={submit} aria-label="Create a league">
      <TextInput
        label="League name"
        hint={`${LEAGUE_NAME_MIN_LENGTH}–${LEAGUE_NAME_MAX_LENGTH} characters`}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        required
        minLength={LEAGUE_NAME_MIN_LENGTH}
        maxLength={LEAGUE_NAME_MAX_LENGTH}
      />
      <fieldset className="league-kind">
        <legend className="field-label">Kind of league</legend>
        {KINDS.map((k) => (
          <label key={k.kind} className="check">
            <input
              type="radio"
              name="league-kind"
              value={k.kind}
              checked={kind === k.kind}
              onChange={() => setKind(k.kind)}
            />
            <span className="check-text">
              <span>{k.label}</span>
              <span className="field-hint">{k.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="primary" busy={create.isPending} busyLabel="Creating…">
        Create league
      </Button>
      <Feedback
        testId="create-league"
        error={error}
        ok={create.data && `League created. Invite code: ${create.data.code}`}
      />
    </form>
  );
}

function JoinLeagueForm({ onJoined }: { onJoined(leagueId: string): void }) {
  const [code, setCode] = useState('');
  const join = useJoinLeague();
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (join.isPending) return;
    const typed = code
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '');
    join.mutate(
      { code: typed },
      {
        onSuccess: (r) => {
          setCode('');
          onJoined(r.leagueId);
        },
        // A team league asks for consent first: its join screen says what the owners will see.
        onError: (error) => {
          if (isAppError(error) && error.reason === 'consent-required') void navigate(href.joinLeague(typed));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Join a league">
      <TextInput
        label="Invite code"
        hint="6 characters, from the league's creator"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        required
        minLength={4}
        maxLength={12}
        autoCapitalize="characters"
        autoComplete="off"
      />
      <Button type="submit" variant="primary" busy={join.isPending} busyLabel="Joining…">
        Join league
      </Button>
      <Feedback
        testId="join-league"
        error={join.error && errorText(join.error)}
        ok={join.data && `You joined ${join.data.name}.`}
      />
    </form>
  );
}

/** Leave a league after a confirmation; a refusal shows beside the button and the league stays. */
function LeaveButton({ league, onLeft }: { league: LeagueSummary; onLeft(): void }) {
  const leave = useLeaveLeague();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Leave ${league.name}`}
        busy={leave.isPending}
        busyLabel="Leaving…"
        onClick={() => setConfirming(true)}
      >
        Leave
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Leave ${league.name}?`}
        description="You can join again later with its invite code."
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                leave.mutate(league.leagueId, { onSuccess: onLeft });
              }}
            >
              Leave league
            </Button>
          </>
        }
      />
      <Feedback testId="leave-league" error={leave.error && errorText(leave.error)} />
    </>
  );
}

/** A team league member's consent, changeable at any time (off takes their own progress out of the owners' view). */
function ShareToggle({ league }: { league: LeagueSummary }) {
  const share = useSetSharing();
  const checked = share.isPending ? share.variables.shareProgress : league.shareProgress === true;
  return (
    <div className="league-share">
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          disabled={share.isPending}
          onChange={(e) => share.mutate({ leagueId: league.leagueId, shareProgress: e.currentTarget.checked })}
        />
        <span className="check-text">
          <span>Let the owners of {league.name} see my own progress</span>
        </span>
      </label>
      <Feedback testId="league-share" error={share.error && errorText(share.error)} />
    </div>
  );
}

/** The player's mini-leagues: pick one to see its table; create one, or join by code. */
export function LeaguesPanel({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect(leagueId: string | null): void;
}) {
  const uid = useUid();
  const query = useQuery(myLeaguesQueryOptions(uid));
  const navigate = useNavigate();
  return (
    <Card
      title="Your leagues"
      actions={
        <PrefetchLink
          className={buttonClassName('secondary', 'sm')}
          to={href.newTeamLeague()}
          data-testid="new-team-link"
        >
          Create a team league
        </PrefetchLink>
      }
    >
      <QueryState
        query={query}
        lines={2}
        loadingLabel="Loading your leagues…"
        errorTitle="Your leagues did not load"
        testId="leagues"
        empty={{
          when: (leagues) => leagues.length === 0,
          title: 'No mini-leagues yet',
          // Where a code comes from, in the product itself: a newcomer signed up and found no way into a league.
          body: "An invite code comes from a league's creator: ask a friend for theirs (an invite link joins in one tap), or create a league below, a head-to-head one to meet one member a week, and share its code.",
        }}
      >
        {(leagues) => (
          <ul className="league-list" aria-label="Your leagues">
            {leagues.map((l) => (
              <li key={l.leagueId} data-testid="league">
                <strong>{l.name}</strong>{' '}
                <span className="field-hint">
                  code <code data-testid="league-code">{l.code}</code> · {l.members}{' '}
                  {l.members === 1 ? 'member' : 'members'}
                </span>{' '}
                {l.kind === 'team' ? <span className="field-hint"> · team league</span> : null}{' '}
                {l.kind === 'h2h' ? (
                  <PrefetchLink to={href.h2h(l.leagueId)} data-testid="h2h-link">
                    Fixtures and table<span className="visually-hidden"> of {l.name}</span>
                  </PrefetchLink>
                ) : null}{' '}
                {l.member !== false ? (
                  <LeaveButton league={l} onLeft={() => selected === l.leagueId && onSelect(null)} />
                ) : null}
                {l.canManage ? (
                  <PrefetchLink className="league-dashboard-link" to={href.teamLeague(l.leagueId)}>
                    Dashboard<span className="visually-hidden"> of {l.name}</span>
                  </PrefetchLink>
                ) : null}
                {l.kind === 'team' && l.member !== false ? <ShareToggle league={l} /> : null}
                {l.coOwnerInvite ? <CoOwnerInvite league={l} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <p className="field-hint">You can belong to {MAX_LEAGUES} leagues at most.</p>
      <p>
        <PrefetchLink to={href.leagueOfTeams()} data-testid="league-of-teams-link">
          League of teams
        </PrefetchLink>
        <span className="field-hint"> · classes and workplaces ranked by their members' mean points</span>
      </p>
      <p>
        <PrefetchLink to={href.cup()} data-testid="cup-page-link">
          The cup
        </PrefetchLink>
        <span className="field-hint"> · a knockout of every player, one week's points a round</span>
      </p>
      <div className="game-forms">
        <CreateLeagueForm
          onCreated={(leagueId, kind) =>
            kind === 'team'
              ? void navigate(href.teamLeague(leagueId))
              : kind === 'h2h'
                ? void navigate(href.h2h(leagueId))
                : onSelect(leagueId)
          }
        />
        <JoinLeagueForm onJoined={onSelect} />
      </div>
    </Card>
  );
}
