import { Wallet } from 'lucide-react';
import { ADMIN_NAV_ROUTES, formatCreditAmount, MAIN_NAV_ROUTES } from '@fraudshield/domain';
import { useBalance } from '../features/squad/api/queries';
import { PrefetchLink } from '../lib/prefetch-link';
import { NAV_ICONS } from './tab-bar';

/*
 * The signed-in part of the header: the page links with their icons and the balance. It comes
 * with the data layer (data-providers.tsx), not in the entry: public pages never show it. The
 * narrow layout's tab bar (tab-bar.tsx) comes with it too.
 */

/** The wide layout's links: labels and paths from the route catalog (libs/domain routes/nav.ts), icons from tab-bar.tsx. */
export function MainNavLinks({ isAdmin }: { isAdmin: boolean }) {
  return (
    <ul>
      {[...MAIN_NAV_ROUTES, ...(isAdmin ? ADMIN_NAV_ROUTES : [])].map((route) => {
        const Icon = NAV_ICONS[route.pattern];
        return (
          <li key={route.pattern}>
            <PrefetchLink to={route.pattern}>
              {Icon ? <Icon size={18} aria-hidden="true" /> : null}
              {route.title}
            </PrefetchLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The header's balance from the wallet: "— cr" until it has answered. */
export function HeaderBalance() {
  const balance = useBalance().data ?? null;
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
