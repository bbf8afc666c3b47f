import { useParams } from 'react-router';
import { TeamDashboard } from '../../features/leagues/components/team-dashboard';
import { CreateTeamLeague } from '../../features/leagues/components/create-team-league';

/**
 * A team league's owner dashboard (the server refuses anyone but its owners), or, at
 * /leagues/new (no league yet), creating one: the two share this page's chunk.
 */
export default function TeamLeaguePage() {
  const { leagueId } = useParams();
  if (leagueId === undefined) {
    return (
      <section className="team-league-page">
        <h1>Create a team league</h1>
        <CreateTeamLeague />
      </section>
    );
  }
  return (
    <section className="team-league-page">
      <h1>Team league dashboard</h1>
      <p className="lead">
        What your group has learned: who plays, how well the group spots each fraud against this week's threats, and who
        could use a hand.
      </p>
      <TeamDashboard leagueId={leagueId} />
    </section>
  );
}
