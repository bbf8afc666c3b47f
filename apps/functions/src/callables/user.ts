import { defineCallable } from './define';
import { playerDeps } from '../infra/player-firestore';
import { accountDeps, exportDeps } from '../infra/account-store';
import { exportAccount } from '../handlers/account-export';
import { deleteAccount } from '../handlers/account';
import { getBalance, getDefenses, getLedger, getProfile, setDisplayName, setPreferences } from '../handlers/user';

export const user_getBalance = defineCallable('user_getBalance', (ctx, input) => getBalance(ctx, input, playerDeps()));
export const user_getDefenses = defineCallable('user_getDefenses', (ctx, input) =>
  getDefenses(ctx, input, playerDeps()),
);
export const user_getProfile = defineCallable('user_getProfile', (ctx, input) => getProfile(ctx, input, playerDeps()));
export const user_setDisplayName = defineCallable('user_setDisplayName', (ctx, input) =>
  setDisplayName(ctx, input, playerDeps()),
);
export const user_setPreferences = defineCallable('user_setPreferences', (ctx, input) =>
  setPreferences(ctx, input, playerDeps()),
);
export const user_deleteAccount = defineCallable('user_deleteAccount', (ctx, input) =>
  deleteAccount(ctx, input, accountDeps()),
);
export const user_exportData = defineCallable('user_exportData', (ctx, input) =>
  exportAccount(ctx, input, exportDeps()),
);
export const user_getLedger = defineCallable('user_getLedger', (ctx, input) => getLedger(ctx, input, playerDeps()));
