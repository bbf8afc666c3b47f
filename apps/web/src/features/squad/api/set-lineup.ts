import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { DefenseId, PlayerDefense } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { squadKeys } from './squad-keys';
import { writeDefenses } from './squad-cache';

export interface LineupInput {
  deployed: DefenseId[];
  lead: DefenseId | null;
}

export async function setLineup(input: LineupInput, requestId = newRequestId()): Promise<PlayerDefense[]> {
  const { defenses } = await callFunction('squad_setLineup', { deployed: input.deployed, lead: input.lead, requestId });
  return defenses;
}

/** Sets the deployed defenses and the Lead; the returned squad replaces the cached one. */
export function useSetLineup(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: squadKeys.lineup(uid),
    mutationFn: (input: LineupInput) => setLineup(input),
    onSuccess: (defenses) => {
      if (uid) writeDefenses(client, uid, defenses);
    },
  });
}
