import { useIsMutating } from '@tanstack/react-query';
import { mutationGroupKey } from './queries';
import { useUid } from './uid';

/** True while any mutation of this group (callableMutationKey's group) of the signed-in player is in flight. */
export function useIsMutatingGroup(group: string): boolean {
  return useIsMutating({ mutationKey: mutationGroupKey(useUid(), group) }) > 0;
}
