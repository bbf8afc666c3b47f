import { useAuth } from '../../features/auth/hooks/auth-context';
import { ShopView } from '../../features/squad/components/shop-view';

export default function DefenseShopPage() {
  const { user } = useAuth();
  return (
    <section className="shop">
      <h1>Defense shop</h1>
      <p className="lead">
        Twenty defenses in four positions. Cover this week&apos;s threats in depth: no single card stops everything.
      </p>
      <ShopView uid={user?.uid ?? null} />
    </section>
  );
}
