/**
 * The teaching content: 20 fraud pages and 20 defense pages, each with a 3-question check.
 * A separate entry point (`@fraudshield/domain/content`) so the web app loads it only with the
 * pages that show it.
 */
export * from './types';
export { FRAUD_PAGES } from './frauds';
export { DEFENSE_PAGES } from './defenses';
export { FRAUD_INDEX } from './frauds/wiki-index';
export { DEFENSE_INDEX } from './defenses/wiki-index';
export { IC3_2024_LOSSES, IC3_2024_TOTAL, LOSS_FIGURE_SOURCES, type LossFigure } from './loss-figures';
export { SCENARIO_CASES, caseById, type CaseLine, type CaseMedium, type ScenarioCase } from './cases';
export { TEAM_ACTIVITIES, type TeamActivity } from './team-activities';
