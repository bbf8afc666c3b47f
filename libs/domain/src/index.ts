export * from './catalog/ids';
export * from './routes/catalog';
export * from './routes/title';
export * from './routes/guards';
export * from './routes/nav';
export * from './roles/roles';
export * from './errors/auth-errors';
export * from './errors/app-errors';
export * from './contracts/callables';
export * from './contracts/limits';
export * from './contracts/rate-limits';
export * from './contracts/names';
export * from './contracts/league-name';
export * from './contracts/drills';
export * from './game';
// Both contracts and game name a WeekStatus; the contract's (no null) is the public one.
export type { WeekStatus } from './contracts/callables';
export * from './content/types';
export type { ScenarioCase, CaseMedium, CaseLine } from './content/cases/types';
