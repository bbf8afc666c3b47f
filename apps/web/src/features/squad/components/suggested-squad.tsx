import { useMemo, useState } from 'react';
import {
  DEFENSES,
  defensePriceTenths,
  formatCredits,
  lineupValue,
  suggestSquad,
  type DefenseId,
  type FraudId,
  type PlayerState,
  type Ruleset,
} from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/field';
import { Feedback } from '../../../components/ui/feedback';
import { errorText } from '../../../lib/error-text';
import { useApplySuggestion, useSquadChangeBusy } from '../api/mutations';

const points = (x: number) => `${x >= 0 ? '' : '\u2212'}${Math.abs(x).toFixed(1)}`;

/**
 * One tap to a squad for this week: the lineup with the most expected points that the wallet
 * can reach by buying (libs/domain suggestSquad). The player sees what it buys and deploys, can
 * leave any buy out, then confirms: the buys and the lineup go through the usual callables.
 */
export function SuggestedSquad({
  state,
  headlineThreats,
  rules,
}: {
  state: PlayerState;
  headlineThreats: readonly FraudId[];
  /** The open week's rules: its points and the prices a buy is charged (libs/domain shopRules). */
  rules: Ruleset;
}) {
  const apply = useApplySuggestion();
  const busy = useSquadChangeBusy();
  // The search takes tens of milliseconds: redone only when the squad, the wallet or the forecast
  // change, not on every render (the state object is rebuilt on each one).
  const key = JSON.stringify([state.balanceTenths, state.squad, headlineThreats, rules.version]);
  const suggestion = useMemo(
    () => suggestSquad({ squad: state.squad, balanceTenths: state.balanceTenths, headlineThreats, rules }),
    [key],
  );
  const current = state.squad.owned.filter((o) => o.deployed).map((o) => o.defenseId);
  const now = useMemo(() => lineupValue(current, headlineThreats, rules).expectedPoints, [key]);
  // The buys the player leaves out (the suggestion itself is recomputed from the squad, never stored).
  const [skipped, setSkipped] = useState<ReadonlySet<DefenseId>>(new Set());
  const buys = suggestion.buy.filter((d) => !skipped.has(d));
  const owned = new Set(state.squad.owned.map((o) => o.defenseId));
  const deployed = suggestion.deployed.filter((d) => owned.has(d) || buys.includes(d));
  const edited = lineupValue(deployed, headlineThreats, rules);
  const price = (d: DefenseId) => defensePriceTenths(d, rules);
  const cost = buys.reduce((s, d) => s + price(d), 0);
  const same =
    suggestion.buy.length === 0 && deployed.length === current.length && deployed.every((d) => current.includes(d));

  return (
    <Card title="Suggested squad for this week" data-testid="suggested-squad">
      {same ? (
        <p data-testid="suggested-same">
          Your lineup is already the best this wallet can reach for this week&apos;s threats (about {points(now)} points
          expected).
        </p>
      ) : (
        <>
          <p>
            The lineup with the most points expected this week that your credits can reach, by the same rule as the
            lineup&apos;s what-if: about <strong data-testid="suggested-points">{points(edited.expectedPoints)}</strong>{' '}
            points
            {/* No lineup yet: "against −63.6 for your lineup now" compared it with an empty one. */}
            {current.length ? `, against ${points(now)} for your lineup now.` : ': your first lineup.'}
          </p>
          {suggestion.buy.length ? (
            <fieldset className="suggested-buys">
              <legend>
                Buy ({formatCredits(cost)} of {formatCredits(state.balanceTenths)})
              </legend>
              {suggestion.buy.map((d) => (
                <Checkbox
                  key={d}
                  label={`${DEFENSES[d].name} (${formatCredits(price(d))})`}
                  checked={!skipped.has(d)}
                  disabled={apply.isPending}
                  onChange={(e) => {
                    const next = new Set(skipped);
                    if (e.currentTarget.checked) next.delete(d);
                    else next.add(d);
                    setSkipped(next);
                  }}
                />
              ))}
            </fieldset>
          ) : null}
          <p data-testid="suggested-lineup">
            Deploy {deployed.map((d) => DEFENSES[d].name).join(', ') || 'nothing'}
            {edited.lead ? `, with ${DEFENSES[edited.lead].name} as Lead` : ''}.
          </p>
          <Button
            variant="primary"
            busy={apply.isPending}
            busyLabel="Buying and deploying…"
            disabled={busy || deployed.length === 0}
            onClick={() => apply.mutate({ buy: buys, deployed, lead: edited.lead })}
            data-testid="suggested-confirm"
          >
            {buys.length ? `Buy ${buys.length} and deploy this lineup` : 'Deploy this lineup'}
          </Button>
        </>
      )}
      <Feedback
        testId="suggested"
        error={apply.isError && `Not everything went through: ${errorText(apply.error)}`}
        ok={
          apply.isSuccess &&
          `Done: ${apply.data.bought.length ? `bought ${apply.data.bought.map((d) => DEFENSES[d].name).join(', ')} and ` : ''}set your lineup.`
        }
      />
    </Card>
  );
}
