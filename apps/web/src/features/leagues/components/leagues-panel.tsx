import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LEAGUE_NAME_MAX_LENGTH, LEAGUE_NAME_MIN_LENGTH, MAX_LEAGUES, type LeagueSummary } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextInput } from '../../../components/ui/field';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states';
import { errorText } from '../../../lib/error-text';
import { myLeaguesQueryOptions, useCreateLeague, useJoinLeague, useLeaveLeague } from '../api/leagues';
import './leagues-panel.css';

type Message = { kind: 'ok' | 'error'; text: string } | null;

function Feedback({ message, testId }: { message: Message; testId: string }) {
  if (!message) return null;
  return message.kind === 'error' ? (
    <p className="form-error" role="alert" data-testid={`${testId}-error`}>
      {message.text}
    </p>
  ) : (
    <p className="notice" role="status" data-testid={`${testId}-ok`}>
      {message.text}
    </p>
  );
}

function CreateLeagueForm({ uid, onCreated }: { uid: string | null; onCreated(leagueId: string): void }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const create = useCreateLeague(uid);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    setMessage(null);
    create.mutate(name.trim(), {
      onSuccess: (r) => {
        setName('');
        setMessage({ kind: 'ok', text: `League created. Invite code: ${r.code}` });
        onCreated(r.leagueId);
      },
      onError: (error) => setMessage({ kind: 'error', text: errorText(error) }),
    });
  };
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
      <Button type="submit" variant="primary" busy={create.isPending} busyLabel="Creating…">
        Create league
      </Button>
      <Feedback message={message} testId="create-league" />
    </form>
  );
}

function JoinLeagueForm({ uid, onJoined }: { uid: string | null; onJoined(leagueId: string): void }) {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const join = useJoinLeague(uid);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (join.isPending) return;
    setMessage(null);
    join.mutate(code.trim().toUpperCase(), {
      onSuccess: (r) => {
        setCode('');
        setMessage({ kind: 'ok', text: `You joined ${r.name}.` });
        onJoined(r.leagueId);
      },
      onError: (error) => setMessage({ kind: 'error', text: errorText(error) }),
    });
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
      <Feedback message={message} testId="join-league" />
    </form>
  );
}

function LeaveButton({ uid, league, onLeft }: { uid: string | null; league: LeagueSummary; onLeft(): void }) {
  const leave = useLeaveLeague(uid);
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={`Leave ${league.name}`}
      busy={leave.isPending}
      busyLabel="Leaving…"
      onClick={() => {
        if (window.confirm(`Leave ${league.name}?`)) leave.mutate(league.leagueId, { onSuccess: onLeft });
      }}
    >
      Leave
    </Button>
  );
}

/** The player's mini-leagues: pick one to see its table; create one, or join by code. */
export function LeaguesPanel({
  uid,
  selected,
  onSelect,
}: {
  uid: string | null;
  selected: string | null;
  onSelect(leagueId: string | null): void;
}) {
  const query = useQuery(myLeaguesQueryOptions(uid));
  const leagues = query.data ?? [];
  return (
    <Card title="Your leagues">
      {query.isPending && uid ? <Skeleton lines={2} label="Loading your leagues…" /> : null}
      {query.isError ? (
        <div data-testid="leagues-error">
          <ErrorState title="Your leagues did not load" message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      ) : null}
      {query.isSuccess && leagues.length === 0 ? (
        <div data-testid="leagues-empty">
          <EmptyState title="No mini-leagues yet">Create one and share its invite code, or join a friend&apos;s with theirs.</EmptyState>
        </div>
      ) : null}
      {leagues.length ? (
        <ul className="league-list" aria-label="Your leagues">
          {leagues.map((l) => (
            <li key={l.leagueId} data-testid="league">
              <strong>{l.name}</strong>{' '}
              <span className="field-hint">
                code <code data-testid="league-code">{l.code}</code> · {l.members} {l.members === 1 ? 'member' : 'members'}
              </span>{' '}
              <LeaveButton uid={uid} league={l} onLeft={() => selected === l.leagueId && onSelect(null)} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="field-hint">You can belong to {MAX_LEAGUES} leagues at most.</p>
      <div className="game-forms">
        <CreateLeagueForm uid={uid} onCreated={onSelect} />
        <JoinLeagueForm uid={uid} onJoined={onSelect} />
      </div>
    </Card>
  );
}
