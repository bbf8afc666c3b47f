import { href } from '@fraudshield/domain';
import { TeamsTable } from '../../features/leagues/components/teams-table';
import { buttonClassName } from '../../components/ui/button';
import { PrefetchLink } from '../../lib/prefetch-link';

/** The public league of teams: classes and workplaces ranked by their members' mean weekly points. */
export default function LeagueOfTeamsPage() {
  return (
    <section className="team-league-page">
      <h1>League of teams</h1>
      <p className="lead">
        Classes and workplaces that entered their team league, ranked by season score: each week, the mean points of the
        members who fielded a squad, added up over the season. A class of 30 competes with a class of 300 on equal
        terms.
      </p>
      <p>
        <PrefetchLink className={buttonClassName('secondary')} to={href.newTeamLeague()}>
          Create a team league
        </PrefetchLink>
      </p>
      <TeamsTable />
    </section>
  );
}
