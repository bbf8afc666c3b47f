import type { FraudId } from '../catalog/ids';
import type { ChipId } from '../game/chips';

/**
 * Rules v5's planning callables: the caller's transfers, chips and the forecasts published
 * ahead (`squad_getPlan`), and playing a chip (`squad_playChip`). Their entries in the map are
 * in callables.ts, with `PlayChipSchema`. Under rules before v5 the plan says so (`transfers: null`, no chips) and
 * `squad_playChip` is refused with the domain code `no-chips`.
 */

/** One published forecast: the week and its headline threats. */
export interface ForecastView {
  weekNumber: number;
  headlineThreats: FraudId[];
}

/** The caller's transfers in the open week (null under rules without transfers, or with no open week). */
export interface TransfersView {
  /** Free transfers available this week (unused ones roll over, capped). */
  free: number;
  /** Transfers made so far this week: cards owned now that were not owned when the week opened. */
  made: number;
  /** The points the transfers so far will cost at the deadline (0 when free). */
  hitPoints: number;
  /** This week is free whatever the number of transfers: the player's first squad, or a Wildcard. */
  freeWeek: 'first-squad' | 'wildcard' | null;
  /** Points taken off for each transfer beyond the free ones (the rule's constant). */
  hitPerTransfer: number;
  /** The most free transfers a week can hold (the rule's constant). */
  maxFree: number;
}

export interface SquadPlanView {
  /** The rules version of the open week (else of the current rules). */
  rulesVersion: number;
  /** The open week's number, or null when no week is open. */
  weekNumber: number | null;
  transfers: TransfersView | null;
  /** The week each chip was played in (absent: not played this season). */
  chipsPlayed: Partial<Record<ChipId, number>>;
  /** The chip played in the open week, if any. */
  chipThisWeek: ChipId | null;
  /** The chips still to play this season (empty under rules without chips). */
  chipsLeft: ChipId[];
  /** The open week's forecast and the ones published after it, in week order. */
  forecasts: ForecastView[];
}
