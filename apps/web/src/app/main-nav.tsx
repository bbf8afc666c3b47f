import { BookOpen, CircleHelp, House, Settings, ShoppingCart, Trophy, Wallet, Wrench, type LucideIcon } from 'lucide-react';
import { formatCreditAmount, ROUTES, type RouteDef } from '@fraudshield/domain';
import { useWallet } from '../features/squad/hooks/wallet-context';
import { PrefetchLink } from '../lib/prefetch-link';

/*
 * The signed-in part of the header: the page links with their icons and the balance. It comes
 * with the data layer (data-providers.tsx), not in the entry: public pages never show it.
 */

/** The main navigation: labels and paths from the route catalog, icons here. */
const NAV: { route: RouteDef; icon: LucideIcon }[] = [
  { route: ROUTES.home, icon: House },
  { route: ROUTES.defenseShop, icon: ShoppingCart },
  { route: ROUTES.fraudWiki, icon: BookOpen },
  { route: ROUTES.leaderboard, icon: Trophy },
  { route: ROUTES.help, icon: CircleHelp },
  { route: ROUTES.settings, icon: Settings },
];

export function MainNavLinks({ verified, isAdmin }: { verified: boolean; isAdmin: boolean }) {
  return (
    <ul>
      {verified
        ? NAV.map((item) => (
            <li key={item.route.pattern}>
              <PrefetchLink to={item.route.pattern}>
                <item.icon size={18} aria-hidden="true" />
                {item.route.title}
              </PrefetchLink>
            </li>
          ))
        : null}
      {verified && isAdmin ? (
        <li>
          <PrefetchLink to={ROUTES.admin.pattern}>
            <Wrench size={18} aria-hidden="true" />
            {ROUTES.admin.title}
          </PrefetchLink>
        </li>
      ) : null}
    </ul>
  );
}

/** The header's balance from the wallet: "— cr" until it has answered. */
export function HeaderBalance() {
  const { balance } = useWallet();
  return (
    <span className="balance" data-testid="balance-chip">
      <Wallet size={16} aria-hidden="true" />
      <span className="visually-hidden">Balance: </span>
      <span aria-label="Balance" role="status" data-testid="balance">
        {balance === null ? '— cr' : formatCreditAmount(balance)}
      </span>
    </span>
  );
}
