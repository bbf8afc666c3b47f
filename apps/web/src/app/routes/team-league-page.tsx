import { useParams } from 'react-router';
import { TeamDashboard } from '../../features/leagues/components/team-dashboard';

/** A team league's owner dashboard (the server refuses anyone but its owners). */
export default function TeamLeaguePage() {
  const { leagueId = '' } = useParams();
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
