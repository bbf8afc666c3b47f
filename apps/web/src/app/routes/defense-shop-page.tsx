import { ShopView } from '../../features/squad/components/shop-view';
import { BackToNextStep } from '../../lib/next-step-link';

export default function DefenseShopPage() {
  return (
    <section className="shop">
      <h1>Defense shop</h1>
      <p className="lead">
        Twenty defenses in four positions. Cover this week&apos;s threats in depth: no single card stops everything.
      </p>
      <ShopView />
      <p>
        <BackToNextStep />
      </p>
    </section>
  );
}
