import { ShopView } from '../../features/shop/components/shop-view';

export default function DefenseShopPage() {
  return (
    <section className="shop">
      <h1>Defense shop</h1>
      <p>Twenty defenses in four positions. Build a squad that covers this week&apos;s threats in depth.</p>
      <ShopView />
    </section>
  );
}
