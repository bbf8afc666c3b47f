/**
 * Versioned rules. A week is played under the rules version it was opened with, and its
 * reports are recomputed (verifyWeekReport, "Check this draw") with that version, so a change
 * of numbers never breaks the proof of a week already settled. Weeks stored before versions
 * existed carry no version and are version 1.
 *
 * Versions 1–3 are frozen here as literals (GAME.md's original rules, the balanced v2, v2 with the drill).
 * The current version is built from constants.ts and MATRIX: change a number there and bump
 * CURRENT_RULES_VERSION (and add the old numbers here as a new frozen version) if weeks have
 * been played under the old one.
 */
import type { FraudId } from '../catalog/ids';
import type { DefenseId } from '../catalog/ids';
import * as C from './constants';
import * as V5 from './constants-v5';
import * as V6 from './constants-v6';
import * as V7 from './constants-v7';
import type { Severity } from './constants';
import { MATRIX, MATRIX_V1, type MatrixRow } from './matrix';

export type RulesVersion = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The weekly drill's effect (rules v3+): see constants.ts. */
export interface DrillRules {
  readonly size: number;
  readonly maxPerFraud: number;
  readonly boostPerCase: number;
  readonly boostCap: number;
}

export interface Ruleset {
  readonly version: RulesVersion;
  readonly matrix: Readonly<Record<FraudId, MatrixRow>>;
  readonly attacksPerWeek: number;
  readonly forecastMultiplier: number;
  /** false: attacks are distinct (drawn without replacement); true: each attack is drawn from all 20. */
  readonly drawWithReplacement: boolean;
  readonly blockP: { readonly strong: number; readonly partial: number };
  readonly severityPoints: Readonly<Record<Severity, number>>;
  readonly breachPenalty: Readonly<Record<Severity, number>>;
  readonly leadMultiplier: number;
  /**
   * 'strongest': the Lead doubles when among the strongest deployed counters (v1); 'strong': when it
   * is a strong counter; 'counters': when it counters the fraud at all (no version's own rule: v7's
   * Triple Lead on the attacks it covers, chips.ts leadRulesOfWeek).
   */
  readonly leadRule: 'strongest' | 'strong' | 'counters';
  /**
   * v4+: the Lead's multiplier applies to a breach of an attack it counters as it does to a block
   * (the captain's points count both ways); before v4 only blocks were multiplied.
   */
  readonly leadOnBreaches: boolean;
  readonly cleanSheetBonus: number;
  readonly passwordFatigue: number;
  readonly passwordFatigueDefense: DefenseId;
  readonly weeklyIncomeTenths: number;
  readonly perBlockTenths: number;
  /**
   * What a sale refunds, in percent of the price paid (rounded down to a tenth of a credit). A
   * sale is no part of a match report: the shop applies the current rules' figure (squad.ts sell).
   */
  readonly sellRefundPercent: number;
  /** The weekly drill's effect on block chances; null before v3 (no drill). */
  readonly drill: DrillRules | null;
  // ---- Rules v5 (absent on v1–v4: each field's absence means the older behaviour) ----
  /** Weeks of forecast published ahead, this week included (forecast-schedule.ts); absent: 1. */
  readonly forecastWeeksAhead?: number;
  /** Free transfers and the points hit beyond them (transfers.ts); absent: every buy free, the sale refund applies. */
  readonly transfers?: TransferRules | null;
  /** Chips, each once a season (chips.ts); absent: none. */
  readonly chips?: ChipRules | null;
  /** v5: a right drill answer boosts only a fraud the deployed lineup already counters. */
  readonly drillCounteredOnly?: boolean;
  /** v5: what the daily case and the page checks may pay per week (income.ts); absent: uncapped. */
  readonly incomeCaps?: IncomeCaps | null;
  /** v5: 'free': weeks before a player's first squad score nothing and pay nothing; absent: scored as idle. */
  readonly idleBeforeFirstSquad?: 'charged' | 'free';
  /**
   * Prices that differ from the catalog's (catalog.ts DEFENSES), in tenths, by card; absent (or a
   * card absent from it): the catalog price. The shop charges the open week's rules' price
   * (prices.ts defensePriceTenths); a card keeps the price paid for it (its sale refund).
   */
  readonly prices?: Readonly<Partial<Record<DefenseId, number>>> | null;
}

/** Rules v5: transfers. A transfer is a card owned at the deadline that was not owned at the week's start. */
export interface TransferRules {
  /** Free transfers added each week… */
  readonly freePerWeek: number;
  /** …unused ones roll over, up to this many available in a week. */
  readonly maxFree: number;
  /** Points taken off the week for each transfer beyond the free ones. */
  readonly hitPoints: number;
}

/** Rules v5: the chips' numbers (which chips exist: chips.ts CHIP_IDS). */
export interface ChipRules {
  /** The Lead's multiplier in a Triple Lead week (instead of leadMultiplier). */
  readonly tripleLeadMultiplier: number;
  /** A Triple Lead applies only to the week's headline threats of these severities (chips.ts tripleLeadApplies); absent: every attack. */
  readonly tripleLeadSeverities?: readonly Severity[];
  /**
   * v6: in a Triple Lead week, the Lead's multiplier on the attacks the chip does not cover (the
   * rest of the week); absent: leadMultiplier (v5: the Lead still doubles them).
   */
  readonly tripleLeadOthersMultiplier?: number;
  /**
   * v7: the chip's multiplier applies to a covered attack whenever the Lead counters the fraud,
   * strongly or partly; absent: only when the Lead's own rule (leadRule) multiplies it.
   */
  readonly tripleLeadCoversPartial?: boolean;
}

/** Rules v5: the most the daily case and the page checks pay in one week, in tenths. */
export interface IncomeCaps {
  readonly dailyCasePerWeekTenths: number;
  readonly quizPerWeekTenths: number;
}

/** GAME.md v1, as first played. Never change these numbers. */
export const RULES_V1: Ruleset = Object.freeze({
  version: 1,
  matrix: MATRIX_V1,
  attacksPerWeek: 4,
  forecastMultiplier: 2,
  drawWithReplacement: false,
  blockP: Object.freeze({ strong: 0.8, partial: 0.35 }),
  severityPoints: Object.freeze({ low: 2, medium: 4, high: 6, 'very high': 8 }),
  breachPenalty: Object.freeze({ low: 1, medium: 2, high: 3, 'very high': 4 }),
  leadMultiplier: 2,
  leadRule: 'strongest',
  leadOnBreaches: false,
  cleanSheetBonus: 4,
  passwordFatigue: -1,
  passwordFatigueDefense: 'RegularPasswordChanges',
  weeklyIncomeTenths: 50,
  perBlockTenths: 5,
  sellRefundPercent: 100,
  drill: null,
} as const);

/** v2, the balanced rules, without the drill: frozen here (constants.ts held them until v4). Never change these numbers. */
export const RULES_V2: Ruleset = Object.freeze({
  version: 2,
  matrix: MATRIX,
  attacksPerWeek: 4,
  forecastMultiplier: 8,
  drawWithReplacement: true,
  blockP: Object.freeze({ strong: 0.6, partial: 0.15 }),
  severityPoints: Object.freeze({ low: 2, medium: 4, high: 6, 'very high': 8 }),
  breachPenalty: Object.freeze({ low: 4, medium: 8, high: 12, 'very high': 16 }),
  leadMultiplier: 2,
  leadRule: 'strong',
  leadOnBreaches: false,
  cleanSheetBonus: 6,
  passwordFatigue: -1,
  passwordFatigueDefense: 'RegularPasswordChanges',
  weeklyIncomeTenths: 50,
  perBlockTenths: 5,
  sellRefundPercent: 100,
  drill: null,
} as const);

/** v3: v2 plus the weekly drill. Never change these numbers. */
export const RULES_V3: Ruleset = Object.freeze({
  ...RULES_V2,
  version: 3,
  drill: Object.freeze({ size: 8, maxPerFraud: 1, boostPerCase: 0.9, boostCap: 0.9 }),
} as const);

/** The current rules: every number from constants.ts and MATRIX. */
export const RULES_V4: Ruleset = Object.freeze({
  version: 4,
  matrix: MATRIX,
  attacksPerWeek: C.ATTACKS_PER_WEEK,
  forecastMultiplier: C.FORECAST_MULTIPLIER,
  drawWithReplacement: C.DRAW_WITH_REPLACEMENT,
  blockP: C.BLOCK_P,
  severityPoints: C.SEVERITY_POINTS,
  breachPenalty: C.BREACH_PENALTY,
  leadMultiplier: C.LEAD_MULTIPLIER,
  leadRule: C.LEAD_RULE,
  leadOnBreaches: C.LEAD_ON_BREACHES,
  cleanSheetBonus: C.CLEAN_SHEET_BONUS,
  passwordFatigue: C.PASSWORD_FATIGUE,
  passwordFatigueDefense: C.PASSWORD_FATIGUE_DEFENSE,
  weeklyIncomeTenths: C.WEEKLY_INCOME_TENTHS,
  perBlockTenths: C.PER_BLOCK_TENTHS,
  sellRefundPercent: C.SELL_REFUND_PERCENT,
  drill: Object.freeze({
    size: C.DRILL_SIZE,
    maxPerFraud: C.DRILL_MAX_PER_FRAUD,
    boostPerCase: C.DRILL_BOOST_PER_CASE,
    boostCap: C.DRILL_BOOST_CAP,
  }),
} as const);

/**
 * Rules v5 (constants-v5.ts): v4's scoring with forecasts published weeks ahead, free transfers
 * and a points hit in place of the sale tax, chips, a drill that sharpens a squad instead of
 * replacing one, capped learning income and no charge before a player's first squad. Weeks have
 * been played under it: never change its numbers (constants-v5.ts), add a version instead.
 */
export const RULES_V5: Ruleset = Object.freeze({
  ...RULES_V4,
  version: 5,
  attacksPerWeek: V5.ATTACKS_PER_WEEK_V5,
  forecastMultiplier: V5.FORECAST_MULTIPLIER_V5,
  blockP: Object.freeze({ strong: C.BLOCK_P.strong, partial: V5.PARTIAL_BLOCK_P_V5 }),
  drill: Object.freeze({
    size: C.DRILL_SIZE,
    maxPerFraud: C.DRILL_MAX_PER_FRAUD,
    boostPerCase: V5.DRILL_BOOST_V5,
    boostCap: V5.DRILL_BOOST_V5,
  }),
  weeklyIncomeTenths: V5.WEEKLY_INCOME_TENTHS_V5,
  perBlockTenths: V5.PER_BLOCK_TENTHS_V5,
  sellRefundPercent: 100,
  forecastWeeksAhead: V5.FORECAST_WEEKS_AHEAD,
  transfers: Object.freeze({
    freePerWeek: V5.FREE_TRANSFERS_PER_WEEK,
    maxFree: V5.MAX_FREE_TRANSFERS,
    hitPoints: V5.TRANSFER_HIT_POINTS,
  }),
  chips: Object.freeze({
    tripleLeadMultiplier: V5.TRIPLE_LEAD_MULTIPLIER,
    tripleLeadSeverities: V5.TRIPLE_LEAD_SEVERITIES,
  }),
  drillCounteredOnly: true,
  incomeCaps: Object.freeze({
    dailyCasePerWeekTenths: V5.DAILY_CASE_CAP_PER_WEEK_TENTHS,
    quizPerWeekTenths: V5.QUIZ_CAP_PER_WEEK_TENTHS,
  }),
  idleBeforeFirstSquad: 'free',
} as const);

/**
 * Rules v6 (constants-v6.ts): v5 with its own price table (premium cards cost more, so no card is
 * in most of the best lineups within the wallet), two free transfers a week (up to four banked), and
 * a Triple Lead that trades the Lead's double on the rest of the week for ×2.5 on the very-high
 * headline threats. v5 stays as it was played: its weeks' reports verify with RULES_V5.
 */
export const RULES_V6: Ruleset = Object.freeze({
  ...RULES_V5,
  version: 6,
  prices: V6.DEFENSE_PRICES_V6,
  transfers: Object.freeze({
    freePerWeek: V6.FREE_TRANSFERS_PER_WEEK_V6,
    maxFree: V6.MAX_FREE_TRANSFERS_V6,
    hitPoints: V5.TRANSFER_HIT_POINTS,
  }),
  chips: Object.freeze({
    tripleLeadMultiplier: V6.TRIPLE_LEAD_MULTIPLIER_V6,
    tripleLeadSeverities: V5.TRIPLE_LEAD_SEVERITIES,
    tripleLeadOthersMultiplier: V6.TRIPLE_LEAD_OTHERS_MULTIPLIER_V6,
  }),
} as const);

/**
 * Rules v7 (constants-v7.ts): v6 with a 4-point hit beyond the free transfers, and a Triple Lead
 * whose ×3 applies to a covered attack whenever the Lead counters the fraud, strongly or partly
 * (v6: strong counters only). v6 stays as it was played: its weeks' reports verify with RULES_V6.
 */
export const RULES_V7: Ruleset = Object.freeze({
  ...RULES_V6,
  version: 7,
  transfers: Object.freeze({
    freePerWeek: V6.FREE_TRANSFERS_PER_WEEK_V6,
    maxFree: V6.MAX_FREE_TRANSFERS_V6,
    hitPoints: V7.TRANSFER_HIT_POINTS_V7,
  }),
  chips: Object.freeze({
    tripleLeadMultiplier: V6.TRIPLE_LEAD_MULTIPLIER_V6,
    tripleLeadSeverities: V5.TRIPLE_LEAD_SEVERITIES,
    tripleLeadOthersMultiplier: V6.TRIPLE_LEAD_OTHERS_MULTIPLIER_V6,
    tripleLeadCoversPartial: V7.TRIPLE_LEAD_COVERS_PARTIAL_V7,
  }),
} as const);

/** The newest rules version (what the balance tool reports by default). */
export const LATEST_RULES: Ruleset = RULES_V7;

export const CURRENT_RULES_VERSION: RulesVersion = 7;
export const CURRENT_RULES: Ruleset = RULES_V7;
export const RULES_VERSIONS: readonly RulesVersion[] = Object.freeze([1, 2, 3, 4, 5, 6, 7] as const);

/** The rules of a version; a missing version (a week stored before versions existed) is 1. */
export function rulesFor(version: number | null | undefined): Ruleset {
  if (version === undefined || version === null || version === 1) return RULES_V1;
  if (version === 2) return RULES_V2;
  if (version === 3) return RULES_V3;
  if (version === 4) return RULES_V4;
  if (version === 5) return RULES_V5;
  if (version === 6) return RULES_V6;
  if (version === 7) return RULES_V7;
  throw new RangeError(`Unknown rules version ${version}`);
}

export function isRulesVersion(v: unknown): v is RulesVersion {
  return v === 1 || v === 2 || v === 3 || v === 4 || v === 5 || v === 6 || v === 7;
}
