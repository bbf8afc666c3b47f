import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { createLeague, getMyLeagues, joinLeague, leaveLeague } from '../handlers/league';
import {
  answerCoOwner,
  getDashboard,
  getMembers,
  manageLeague,
  previewLeague,
  setSharing,
} from '../handlers/team-league';
import { getTeamsTable } from '../handlers/team-table';
import { leagueDeps, teamLeagueDeps } from '../infra/league-store';
import { teamTableDeps } from '../infra/team-table-store';

export const league_create = defineCallable('league_create', (ctx, input) =>
  createLeague(ctx, input, leagueDeps(getFirestore())),
);
export const league_join = defineCallable('league_join', (ctx, input) =>
  joinLeague(ctx, input, leagueDeps(getFirestore())),
);
export const league_leave = defineCallable('league_leave', (ctx, input) =>
  leaveLeague(ctx, input, leagueDeps(getFirestore())),
);
export const league_getMine = defineCallable('league_getMine', (ctx, input) =>
  getMyLeagues(ctx, input, leagueDeps(getFirestore())),
);
export const league_preview = defineCallable('league_preview', (ctx, input) =>
  previewLeague(ctx, input, leagueDeps(getFirestore())),
);
export const league_getDashboard = defineCallable('league_getDashboard', (ctx, input) =>
  getDashboard(ctx, input, teamLeagueDeps(getFirestore())),
);
export const league_getMembers = defineCallable('league_getMembers', (ctx, input) =>
  getMembers(ctx, input, teamLeagueDeps(getFirestore())),
);
export const league_manage = defineCallable('league_manage', (ctx, input) =>
  manageLeague(ctx, input, teamLeagueDeps(getFirestore())),
);
export const league_setSharing = defineCallable('league_setSharing', (ctx, input) =>
  setSharing(ctx, input, leagueDeps(getFirestore())),
);
export const league_teamsTable = defineCallable('league_teamsTable', (ctx, input) =>
  getTeamsTable(ctx, input, teamTableDeps(getFirestore())),
);
export const league_answerCoOwner = defineCallable('league_answerCoOwner', (ctx, input) =>
  answerCoOwner(ctx, input, leagueDeps(getFirestore())),
);
