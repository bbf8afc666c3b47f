import { defineCallable } from './define';
import { playerDeps } from '../infra/player-firestore';
import { setLineup } from '../handlers/squad';

export const squad_setLineup = defineCallable('squad_setLineup', (ctx, input) => setLineup(ctx, input, playerDeps()));
