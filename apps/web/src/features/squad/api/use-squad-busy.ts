import { useIsMutating } from '@tanstack/react-query';
import { squadKeys } from './squad-keys';

/** True while any buy, sell or lineup change of this player is in flight: one change at a time. */
export function useSquadChangeBusy(uid: string | null): boolean {
  return useIsMutating({ mutationKey: squadKeys.mutations(uid) }) > 0;
}
