import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { JoinTeam } from '../../features/leagues/components/join-team';

/** An invite link: the league, what joining it shares, and the member's choice. */
export default function JoinLeaguePage() {
  const { user } = useAuth();
  const { code = '' } = useParams();
  return (
    <section className="join-league-page">
      <h1>Join a league</h1>
      <JoinTeam uid={user?.uid ?? null} code={code.toUpperCase()} />
    </section>
  );
}
