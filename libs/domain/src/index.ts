export * from './catalog/ids';
export * from './routes/catalog';
export * from './routes/guards';
export * from './roles/roles';
export * from './errors/auth-errors';
export * from './errors/app-errors';
export * from './contracts/callables';
