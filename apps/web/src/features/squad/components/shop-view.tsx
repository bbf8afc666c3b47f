import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFENSES,
  FRAUDS,
  POSITIONS,
  canBuy,
  canSell,
  countersAny,
  coveredBy,
  creditsToTenths,
  defensePriceTenths,
  defensesIn,
  formatCreditAmount,
  formatCredits,
  href,
  positionCounts,
  MAX_DEPLOYED,
  MAX_OWNED,
  saleRefundTenths,
  MAX_PER_POSITION,
  rulesFor,
  type BalanceAndDefenses,
  type Check,
  type DefenseId,
  type PlayerDefense,
} from '@fraudshield/domain';
import { useSquad, type SquadData } from '../hooks/use-squad';
import { toSquad } from '../utils/squad-state';
import { OwnershipShare } from '../components/ownership-share';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Badge } from '../../../components/ui/badge';
import { Feedback } from '../../../components/ui/feedback';
import { QueryState } from '../../../components/ui/query-state';
import { DefenseIcon } from '../../../components/icons';
import { useBuyDefense, useSellDefense, useSquadChangeBusy } from '../api/mutations';
import { errorText } from '../../../lib/error-text';
import { SquadLimits } from './squad-limits';
import { SHORT_REFUSAL, refusalMessage } from './refusal';
import { SuggestedSquad } from './suggested-squad';
import { Checkbox } from '../../../components/ui/field';
import { usePlan } from '../api/queries';
import { nextTransferHit, nextTransferLine } from '../../../lib/rules-v5-words';
import { PlanPanel } from './plan-panel';
import './shop.css';

/** The query parameter of the threat filter: /shop?counters=week shows only this week's counters. */
export const COUNTERS_FILTER = { param: 'counters', value: 'week' } as const;

/** Why Buy is off for a card, in words that say what to change (null: it can be bought). */
export function buyBlockedReason(check: Check | null, priceTenths: number, balanceTenths: number): string | null {
  if (!check || check.ok) return null;
  if (check.code === 'insufficient-credits')
    return `Not enough credits (need ${formatCredits(priceTenths)}, have ${formatCredits(balanceTenths)})`;
  return SHORT_REFUSAL[check.code] ?? refusalMessage(check.code);
}

function fraudNames(ids: readonly string[]): string {
  return ids.map((id) => FRAUDS[id as keyof typeof FRAUDS]?.name ?? id).join(', ');
}

/** The defense shop: the 20 defenses by position, what each counters, buy and sell. */
export function ShopView() {
  const squad = useSquad();
  return (
    <QueryState query={squad.query} lines={6} loadingLabel="Loading the shop…" errorTitle="The shop did not load">
      {(defenses) => <Shop squad={squad} defenses={defenses.list} />}
    </QueryState>
  );
}

/** What a buy or a sell did, from the mutation's own state. */
function outcome(
  verb: 'Bought' | 'Sold',
  mutation: { data?: BalanceAndDefenses; variables?: DefenseId },
): string | null {
  if (!mutation.data || !mutation.variables) return null;
  return `${verb} ${DEFENSES[mutation.variables].name}. Balance ${formatCreditAmount(mutation.data.balance)}.`;
}

function Shop({ squad, defenses }: { squad: SquadData; defenses: PlayerDefense[] }) {
  const buy = useBuyDefense();
  const sell = useSellDefense();
  const busy = useSquadChangeBusy();
  // A client-side refusal (the squad rules); the server's answers come from the mutations.
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = (buy.isPending ? buy.variables : sell.isPending ? sell.variables : null) ?? null;

  const owned = new Map<DefenseId, PlayerDefense>(defenses.map((d) => [d.defenseId, d]));
  const counts = positionCounts(toSquad(defenses));
  const threats = squad.headlineThreats;
  const [params, setParams] = useSearchParams();
  const onlyCounters = threats.length > 0 && params.get(COUNTERS_FILTER.param) === COUNTERS_FILTER.value;
  const setOnlyCounters = (on: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set(COUNTERS_FILTER.param, COUNTERS_FILTER.value);
        else next.delete(COUNTERS_FILTER.param);
        return next;
      },
      { replace: true },
    );

  const run = (id: DefenseId, action: 'buy' | 'sell') => {
    if (busy || pending) return; // one change at a time
    if (squad.state) {
      const check =
        action === 'buy'
          ? canBuy(squad.state, id, squad.weekStatus, squad.rules)
          : canSell(squad.state, id, squad.weekStatus);
      // The squad and the week are known here; the cached balance may be stale (income, quiz
      // rewards, another tab), so a short balance is left to the server, whose answer also
      // refreshes the balance.
      if (!check.ok && check.code !== 'insufficient-credits') {
        buy.reset();
        sell.reset();
        setRefusal(refusalMessage(check.code));
        return;
      }
    }
    setRefusal(null);
    (action === 'buy' ? sell : buy).reset(); // the outcome shown is this action's
    (action === 'buy' ? buy : sell).mutate(id);
  };
  const failure = buy.error ?? sell.error;
  // What a buy is charged now: the open week's rules' price (the server charges the same).
  const price = (id: DefenseId) => defensePriceTenths(id, squad.rules);
  // Rules v5: what the next buy would cost in points, said beside each Buy when it costs any.
  const plan = usePlan().data;
  const transfers = plan?.transfers ?? null;
  const hitLine =
    transfers && nextTransferHit(transfers, rulesFor(plan?.rulesVersion)) > 0
      ? nextTransferLine(transfers, rulesFor(plan?.rulesVersion))
      : null;

  return (
    <>
      <Card title="Your squad" className="shop-summary">
        <p>
          Balance{' '}
          <strong data-testid="shop-balance">{squad.balance === null ? '—' : formatCreditAmount(squad.balance)}</strong>
          . Own up to {MAX_OWNED} defenses, {MAX_PER_POSITION} per position; deploy up to {MAX_DEPLOYED} and pick a Lead
          on <PrefetchLink to={href.home()}>your home page</PrefetchLink>.
        </p>
        <SquadLimits defenses={defenses} />
        <p className="field-hint" data-testid="shop-ownership-note">
          {squad.ownership
            ? `Ownership: the share of the ${squad.ownership.players} players who owned each defense when week ${squad.ownership.weekNumber} was settled.`
            : 'Ownership shares appear once the first week is settled.'}
        </p>
        {squad.weekStatus === 'locked' ? <p className="notice">{refusalMessage('week-locked')}</p> : null}
      </Card>
      <PlanPanel />
      {squad.state && squad.weekStatus === 'open' && threats.length ? (
        <SuggestedSquad state={squad.state} headlineThreats={threats} rules={squad.rules} />
      ) : null}
      {threats.length ? (
        <Checkbox
          label={`Only cards that counter this week's threats (${threats.map((f) => FRAUDS[f].name).join(', ')})`}
          checked={onlyCounters}
          onChange={(e) => setOnlyCounters(e.currentTarget.checked)}
          data-testid="shop-counters-filter"
        />
      ) : null}
      <div aria-live="polite" className="shop-feedback">
        <Feedback
          testId="shop"
          error={refusal ?? (failure && errorText(failure))}
          ok={outcome('Bought', buy) ?? outcome('Sold', sell)}
        />
      </div>
      {POSITIONS.map((position) => (
        <section key={position.id} aria-labelledby={`pos-${position.id}`} className="shop-position">
          <h2 id={`pos-${position.id}`}>
            {position.label}{' '}
            <span className="field-hint">
              ({counts[position.id]} of {MAX_PER_POSITION} owned)
            </span>
          </h2>
          <ul className="shop-list">
            {defensesIn(position.id)
              .filter((id) => !onlyCounters || countersAny(id, threats))
              .sort((a, b) => price(b) - price(a))
              .map((id) => {
                const card = DEFENSES[id];
                const mine = owned.get(id);
                const covers = coveredBy(id);
                const check = !mine && squad.state ? canBuy(squad.state, id, squad.weekStatus, squad.rules) : null;
                const blocked = buyBlockedReason(check, price(id), squad.state?.balanceTenths ?? 0);
                const countersThreat = countersAny(id, threats);
                const isPending = pending === id;
                return (
                  <li key={id} className="card shop-item" data-testid={`shop-${id}`}>
                    <h3>
                      <DefenseIcon id={id} />
                      <PrefetchLink to={href.defense(id)}>{card.name}</PrefetchLink>
                    </h3>
                    <p className="shop-meta">
                      <Badge tone="brand">{formatCredits(price(id))}</Badge>
                      {mine ? <Badge tone="success">Owned</Badge> : null}
                      {mine?.deployed ? <Badge tone="info">Deployed</Badge> : null}
                      {mine?.lead ? <Badge tone="warning">Lead</Badge> : null}
                      {countersThreat ? (
                        <span data-testid="counters-threat">
                          <Badge tone="warning">Counters this week&apos;s threat</Badge>
                        </span>
                      ) : null}
                    </p>
                    <OwnershipShare ownership={squad.ownership} defenseId={id} />
                    <p className="shop-counters">
                      {covers.strong.length ? (
                        <>
                          <strong>Strong vs</strong> {fraudNames(covers.strong)}
                        </>
                      ) : null}
                      {covers.strong.length && covers.partial.length ? <br /> : null}
                      {covers.partial.length ? (
                        <>
                          <strong>Partial vs</strong> {fraudNames(covers.partial)}
                        </>
                      ) : null}
                      {!covers.strong.length && !covers.partial.length
                        ? 'Counters nothing in the matrix: read why.'
                        : null}
                    </p>
                    {mine ? (
                      <Button
                        aria-label={`Sell ${card.name}`}
                        busy={isPending}
                        busyLabel="Selling…"
                        disabled={busy || pending !== null}
                        onClick={() => run(id, 'sell')}
                      >
                        Sell (+{formatCredits(saleRefundTenths(creditsToTenths(mine.pricePaid), squad.rules))})
                      </Button>
                    ) : (
                      <>
                        <Button
                          variant="primary"
                          aria-label={`Buy ${card.name}`}
                          aria-describedby={blocked || hitLine ? `buy-why-${id}` : undefined}
                          busy={isPending}
                          busyLabel="Buying…"
                          disabled={busy || pending !== null || blocked !== null}
                          onClick={() => run(id, 'buy')}
                        >
                          Buy
                        </Button>
                        {blocked ? (
                          <p className="field-hint" id={`buy-why-${id}`} data-testid={`buy-why-${id}`}>
                            {blocked}
                          </p>
                        ) : hitLine ? (
                          <p className="field-hint" id={`buy-why-${id}`} data-testid={`buy-hit-${id}`}>
                            {hitLine}
                          </p>
                        ) : null}
                      </>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </>
  );
}
