import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { href, TEAM_PRIVACY_RULE } from '@fraudshield/domain';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Feedback } from '../../../components/ui/feedback';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/error-text';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { NEXT_STEP_ANCHOR } from '../../../lib/next-step-link';
import { leaguePreviewQueryOptions } from '../api/queries';
import { useJoinLeague } from '../api/mutations';
import './team-league.css';
import { useUid } from '../../../lib/server-state/queries';

/** Exactly what a team league's owners see of a member, said before the member chooses. */
function WhatOwnersSee() {
  return (
    <div className="team-consent" data-testid="team-consent">
      <h2>What the league's owners will see</h2>
      <p data-testid="team-privacy-rule">{TEAM_PRIVACY_RULE}</p>
      <ul>
        <li>
          <strong>Always:</strong> that you are a member, under your public name, and your answers counted into the
          group's figures.
        </li>
        <li>
          <strong>Only if you share your progress:</strong> your own mastery of this week's three threats and the last
          week you played, so they can help you where you need it.
        </li>
        <li>
          <strong>Never:</strong> your email address, your squad, your credits, or which answer you gave to which case.
        </li>
      </ul>
      <h2>Why we ask, in plain words</h2>
      <p>
        How well you spot frauds is personal information about you. The South African law that protects it (POPIA) and
        the European one (GDPR) let us show your own progress to someone else only with your agreement, and you can take
        it back at any time: untick it under Your leagues on the Leaderboard page, or leave the league. Leaving takes
        your own progress out of the owners' view at once; the weeks already settled keep your answers only inside the
        group's totals.
      </p>
      <p>
        If you are under 18, ask a parent or guardian before you share your progress: the law asks for their agreement
        for a child. Nothing here asks for your date of birth.
      </p>
    </div>
  );
}

/**
 * Joined: the next step first and large (play this week, through Home's Next step, which names
 * what to do), then the way to the league's table.
 */
function Joined({ name, team, h2h }: { name: string; team: boolean; h2h: string | null }) {
  return (
    <Card title={`You joined ${name}`} data-testid="join-team-done">
      <p className="notice" role="status" data-testid="join-team-ok">
        You joined {name}.{' '}
        {team
          ? 'Your answers count for the group from now on.'
          : h2h
            ? // A member who joins gets fixtures from the week after the latest opened one (game/h2h.ts).
              'Your fixtures start with the next week to open.'
            : 'You are in its table.'}
      </p>
      <p>
        <strong>Next: play this week.</strong> Field a squad before the week's deadline and do the drill: that is what
        counts for {name}.
      </p>
      <div className="team-actions">
        <PrefetchLink
          to={`${href.home()}#${NEXT_STEP_ANCHOR}`}
          className={buttonClassName('primary')}
          data-testid="join-next-step"
        >
          Play this week
        </PrefetchLink>
        {h2h ? (
          <PrefetchLink to={href.h2h(h2h)} className={buttonClassName('secondary')}>
            Fixtures and table
          </PrefetchLink>
        ) : (
          <PrefetchLink to={href.leaderboard()} className={buttonClassName('secondary')}>
            Your leagues
          </PrefetchLink>
        )}
      </div>
    </Card>
  );
}

/** The invite link's screen: the league, what joining shares, and the choice. */
export function JoinTeam({ code }: { code: string }) {
  const uid = useUid();
  const preview = useQuery(leaguePreviewQueryOptions(uid, code));
  const join = useJoinLeague();
  const [share, setShare] = useState<'yes' | 'no' | null>(null);
  const submit = (e: FormEvent, team: boolean) => {
    e.preventDefault();
    if (join.isPending || (team && share === null)) return;
    join.mutate(team ? { code, shareProgress: share === 'yes' } : { code });
  };
  if (join.isSuccess)
    return (
      <Joined
        name={join.data.name}
        team={join.variables.shareProgress !== undefined}
        h2h={preview.data?.kind === 'h2h' ? join.data.leagueId : null}
      />
    );
  return (
    <QueryState
      query={preview}
      lines={4}
      loadingLabel="Looking the league up…"
      errorTitle="That invite did not work"
      testId="join-preview"
    >
      {(league) => {
        const team = league.kind === 'team';
        return (
          <Card title={`Join ${league.name}`}>
            <p>
              {team ? 'A team league' : league.kind === 'h2h' ? 'A head-to-head league' : 'A mini-league'} with{' '}
              {league.members} {league.members === 1 ? 'member' : 'members'}
              {league.kind === 'h2h'
                ? ': each week you meet one of them, and more points that week wins the fixture.'
                : '.'}
            </p>
            {team ? <WhatOwnersSee /> : null}
            <form onSubmit={(e) => submit(e, team)} aria-label={`Join ${league.name}`}>
              {team ? (
                <fieldset className="team-choice">
                  <legend className="field-label">Your choice</legend>
                  <label className="check">
                    <input
                      type="radio"
                      name="share"
                      value="yes"
                      checked={share === 'yes'}
                      onChange={() => setShare('yes')}
                      required
                    />
                    <span className="check-text">
                      <span>Share my progress with the owners</span>
                    </span>
                  </label>
                  <label className="check">
                    <input
                      type="radio"
                      name="share"
                      value="no"
                      checked={share === 'no'}
                      onChange={() => setShare('no')}
                    />
                    <span className="check-text">
                      <span>Count me only in the group's figures</span>
                    </span>
                  </label>
                </fieldset>
              ) : null}
              <Button
                type="submit"
                variant="primary"
                busy={join.isPending}
                busyLabel="Joining…"
                disabled={team && share === null}
              >
                Join {league.name}
              </Button>
              <Feedback testId="join-team" error={join.error && errorText(join.error)} />
            </form>
          </Card>
        );
      }}
    </QueryState>
  );
}
