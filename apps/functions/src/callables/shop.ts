import { defineCallable } from './define';
import { playerDeps } from '../infra/player-firestore';
import { buyDefense, sellDefense } from '../handlers/shop';

export const shop_buyDefense = defineCallable('shop_buyDefense', (ctx, input) => buyDefense(ctx, input, playerDeps()));
export const shop_sellDefense = defineCallable('shop_sellDefense', (ctx, input) =>
  sellDefense(ctx, input, playerDeps()),
);
