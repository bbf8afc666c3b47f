import { href } from '@fraudshield/domain';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { useWallet } from '../../features/wallet/hooks/wallet-context';
import { formatCredits } from '../../features/wallet/api/get-balance';
import { useDefenses } from '../../features/defenses/hooks/use-defenses';
import { DefenseList } from '../../features/defenses/components/defense-list';
import { Loading } from '../../components/loading';
import { PrefetchLink } from '../../lib/prefetch-link';

export default function HomePage() {
  const { user } = useAuth();
  const wallet = useWallet();
  const defenses = useDefenses(user?.uid ?? null);
  return (
    <section className="home">
      <h1>Home</h1>
      <p>Welcome{user?.displayName ? `, ${user.displayName}` : ''}.</p>
      <section aria-labelledby="wallet-title" className="card">
        <h2 id="wallet-title">Wallet</h2>
        <p className="big" data-testid="home-balance">
          {wallet.balance === null ? '—' : formatCredits(wallet.balance)}
        </p>
        <button type="button" onClick={() => void wallet.refresh()} disabled={wallet.loading}>
          {wallet.loading ? 'Please wait…' : 'Refresh'}
        </button>
      </section>
      <section aria-labelledby="defenses-title" className="card">
        <h2 id="defenses-title">Your defenses</h2>
        {defenses.loading && defenses.defenses.length === 0 ? <Loading /> : null}
        {defenses.error ? (
          <p className="form-error" role="alert">
            {defenses.error}
          </p>
        ) : null}
        {!defenses.loading && !defenses.error ? <DefenseList defenses={defenses.defenses} /> : null}
        <p>
          <PrefetchLink to={href.defenseShop()}>Visit the defense shop</PrefetchLink>
        </p>
      </section>
    </section>
  );
}
