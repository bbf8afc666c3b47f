export * from './catalog/ids';
export * from './routes/catalog';
export * from './routes/guards';
export * from './routes/nav';
export * from './roles/roles';
export * from './errors/auth-errors';
export * from './errors/app-errors';
export * from './contracts/callables';
export * from './contracts/limits';
export * from './contracts/rate-limits';
export * from './contracts/display-name';
export * from './contracts/drills';
export * from './game';
// Both contracts and game name a WeekStatus; the contract's (no null) is the public one.
export type { WeekStatus } from './contracts/callables';
export * from './content/types';
export { FRAUD_PAGES } from './content/frauds';
export { DEFENSE_PAGES } from './content/defenses';
export type { ScenarioCase, CaseMedium, CaseLine } from './content/cases/types';
