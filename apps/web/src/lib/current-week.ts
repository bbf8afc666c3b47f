import { useQuery } from '@tanstack/react-query';
import { shopRules, type Ruleset } from '@fraudshield/domain';
import { callableQuery, useUid } from './server-state/queries';

/** The season's current week (its status, deadlines, ownership): several features read it. */
export function currentWeekQueryOptions(uid: string | null) {
  return callableQuery('week_getCurrent', uid);
}

/**
 * The rules the shop trades under now (libs/domain shopRules): the open or locked week's, else
 * the rules the next week opens under. Their prices (defensePriceTenths) are what a buy is charged
 * now, so every price the web shows reads them; CURRENT_RULES until the week has loaded.
 */
export function useShopRules(): Ruleset {
  const week = useQuery(currentWeekQueryOptions(useUid()));
  return shopRules(week.data?.week);
}
