import {
  creditsToTenths,
  DEFENSES,
  defensePriceTenths,
  formatCreditAmount,
  formatCredits,
  href,
  saleRefundTenths,
  type DefenseId,
  type PlayerDefense,
} from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { useToast } from '../../../components/ui/toast';
import { useBuyDefense, useSellDefense, useSquadChangeBusy } from '../api/mutations';
import { errorText } from '../../../lib/error-text';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { useShopRules } from '../../../lib/current-week';

export interface DefenseMarketProps {
  defenseId: DefenseId;
  defenses: readonly PlayerDefense[];
  loading: boolean;
}

/** Buy or sell this defense from its wiki page (the shop's mutations, one change at a time). */
export function DefenseMarket({ defenseId, defenses, loading }: DefenseMarketProps) {
  const buy = useBuyDefense();
  const sell = useSellDefense();
  const busy = useSquadChangeBusy();
  const toast = useToast();
  const mine = defenses.find((d) => d.defenseId === defenseId);
  const name = DEFENSES[defenseId].name;
  // The rules a trade is made under now: the price charged and the share a sale refunds.
  const rules = useShopRules();
  const price = defensePriceTenths(defenseId, rules);
  const refund = mine ? saleRefundTenths(creditsToTenths(mine.pricePaid), rules) : 0;

  const onBuy = () =>
    buy.mutate(defenseId, {
      onSuccess: (r) =>
        toast.show({
          tone: 'success',
          title: `Bought ${name}`,
          description: `Balance ${formatCreditAmount(r.balance)}`,
        }),
      onError: (e) => toast.show({ tone: 'error', title: `Could not buy ${name}`, description: errorText(e) }),
    });
  const onSell = () =>
    sell.mutate(defenseId, {
      onSuccess: (r) =>
        toast.show({ tone: 'success', title: `Sold ${name}`, description: `Balance ${formatCreditAmount(r.balance)}` }),
      onError: (e) => toast.show({ tone: 'error', title: `Could not sell ${name}`, description: errorText(e) }),
    });

  return (
    <div className="market" data-testid="defense-market">
      <p>
        {mine ? (
          <>
            <Badge tone={mine.deployed ? 'success' : 'info'}>
              {mine.deployed ? (mine.lead ? 'Deployed · Lead' : 'Deployed') : 'Owned'}
            </Badge>{' '}
            You paid {formatCreditAmount(mine.pricePaid)}; selling refunds {formatCredits(refund)} (
            {rules.sellRefundPercent}% of it).
          </>
        ) : (
          <>
            <Badge>Not owned</Badge> Price {formatCredits(price)}.
          </>
        )}
      </p>
      <div className="button-row">
        {mine ? (
          <Button
            variant="danger"
            onClick={onSell}
            busy={sell.isPending}
            busyLabel="Selling…"
            disabled={busy || loading}
          >
            Sell for {formatCredits(refund)}
          </Button>
        ) : (
          <Button variant="primary" onClick={onBuy} busy={buy.isPending} busyLabel="Buying…" disabled={busy || loading}>
            Buy for {formatCredits(price)}
          </Button>
        )}
        <PrefetchLink to={href.defenseShop()}>Open the shop and squad</PrefetchLink>
      </div>
    </div>
  );
}
