import { defineCallable } from './define';
import { playerDeps } from '../infra/player-firestore';
import { squadPlanDeps } from '../infra/squad-plan-deps';
import { setLineup } from '../handlers/squad';
import { getPlan, playChip } from '../handlers/squad-plan';

export const squad_setLineup = defineCallable('squad_setLineup', (ctx, input) => setLineup(ctx, input, playerDeps()));
export const squad_getPlan = defineCallable('squad_getPlan', (ctx, input) => getPlan(ctx, input, squadPlanDeps()));
export const squad_playChip = defineCallable('squad_playChip', (ctx, input) => playChip(ctx, input, squadPlanDeps()));
