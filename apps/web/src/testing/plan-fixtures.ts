import { MAX_FREE_TRANSFERS, TRANSFER_HIT_POINTS, type TransfersView } from '@fraudshield/domain';

/** A week's transfers view for tests: one free, none made, the rules' hit and cap; override what a test needs. */
export function transfersView(t: Partial<TransfersView> = {}): TransfersView {
  return {
    free: 1,
    made: 0,
    hitPoints: 0,
    freeWeek: null,
    hitPerTransfer: TRANSFER_HIT_POINTS,
    maxFree: MAX_FREE_TRANSFERS,
    ...t,
  };
}
