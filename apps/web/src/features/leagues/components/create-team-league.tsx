import { GROUP_MIN_CONTRIBUTORS, href, LEAGUE_NAME_MAX_LENGTH, LEAGUE_NAME_MIN_LENGTH } from '@fraudshield/domain';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextInput } from '../../../components/ui/field';
import { Feedback } from '../../../components/ui/feedback';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { useLeagueNameForm } from '../hooks/use-league-name-form';
import { InvitePanel } from './invite-panel';
import './team-league.css';

/**
 * A teacher's way in, on a phone: name the league, create it, and the invite comes first (link,
 * Copy, Share, QR); the dashboard is one link further. The name field has the focus, so from Home
 * it is More, Create a team league, (type), Create, Copy or Share: four taps.
 */
export function CreateTeamLeague() {
  const { name, setName, submit, create, error } = useLeagueNameForm('team');
  if (create.isSuccess) {
    const leagueName = create.variables.name;
    return (
      <Card title={`Invite your group to ${leagueName}`} data-testid="team-created">
        <InvitePanel leagueName={leagueName} code={create.data.code} />
        <p>
          Members appear on the dashboard as they join; the group's figures show once {GROUP_MIN_CONTRIBUTORS} of them
          have played.
        </p>
        <PrefetchLink className={buttonClassName('secondary')} to={href.teamLeague(create.data.leagueId)}>
          Open the dashboard
        </PrefetchLink>
      </Card>
    );
  }
  return (
    <Card title="Name your team league">
      <p className="field-hint">
        For a class or a workplace: you run it and see what the group learns on a dashboard; you do not play in it
        unless you join it.
      </p>
      <form onSubmit={submit} aria-label="Create a team league">
        <TextInput
          label="League name"
          hint={`${LEAGUE_NAME_MIN_LENGTH}–${LEAGUE_NAME_MAX_LENGTH} characters, e.g. your class or team`}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          minLength={LEAGUE_NAME_MIN_LENGTH}
          maxLength={LEAGUE_NAME_MAX_LENGTH}
          // The page exists to type this one name: the keyboard is up without a tap.
          autoFocus
          data-testid="new-team-name"
        />
        <Button type="submit" variant="primary" busy={create.isPending} busyLabel="Creating…">
          Create
        </Button>
        <Feedback testId="create-team" error={error} />
      </form>
    </Card>
  );
}
