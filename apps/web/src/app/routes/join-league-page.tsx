import { useParams } from 'react-router';
import { JoinTeam } from '../../features/leagues/components/join-team';

/** An invite link: the league, what joining it shares, and the member's choice. */
export default function JoinLeaguePage() {
  const { code = '' } = useParams();
  return (
    <section className="join-league-page">
      <h1>Join a league</h1>
      <JoinTeam code={code.toUpperCase()} />
    </section>
  );
}
