import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction, reauthenticateWithGoogle, reauthenticateWithPassword } from '@fraudshield/firebase-client';
import { DELETE_CONFIRMATION, type AccountExport, type Profile } from '@fraudshield/domain';
import { profileQueryOptions } from '../../../lib/profile';
import { callableMutationKey, useUid } from '../../../lib/server-state/queries';
import { invalidate, writeQuery } from '../../../lib/server-state/writers';

/** Renames the player; the leaderboard tables show the new name after a refetch. */
export function useSetDisplayName() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'settings', 'user_setDisplayName'),
    mutationFn: (displayName: string): Promise<Profile> => callFunction('user_setDisplayName', { displayName }),
    onSuccess: (profile) => {
      if (!uid) return;
      writeQuery(client, profileQueryOptions(uid), profile);
      void invalidate(client, uid, 'leaderboard_getPage');
    },
  });
}

/** The email switches: either or both (user_setPreferences). */
export type EmailPreferences = { deadlineReminders?: boolean; reportEmails?: boolean; teamReportEmails?: boolean };

export function useSetPreferences() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'settings', 'user_setPreferences'),
    mutationFn: (prefs: EmailPreferences): Promise<Profile> => callFunction('user_setPreferences', prefs),
    onSuccess: (profile) => {
      if (uid) writeQuery(client, profileQueryOptions(uid), profile);
    },
  });
}

/** Everything the game holds about the player (user_exportData), for the download in Settings. */
export function useExportData() {
  return useMutation({
    mutationKey: callableMutationKey(useUid(), 'settings', 'user_exportData'),
    mutationFn: (): Promise<AccountExport> => callFunction('user_exportData'),
  });
}

/** How the player confirms who they are just before deleting: the server wants a sign-in at most 5 minutes old. */
export type Reauthentication = { method: 'password'; password: string } | { method: 'google' };

/**
 * Re-authenticates (password or Google popup), then removes the player's data and their
 * sign-in on the server (the callable deletes the auth user too).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationKey: callableMutationKey(useUid(), 'settings', 'user_deleteAccount'),
    mutationFn: async (reauth: Reauthentication) => {
      if (reauth.method === 'password') await reauthenticateWithPassword(reauth.password);
      else await reauthenticateWithGoogle();
      return callFunction('user_deleteAccount', { confirm: DELETE_CONFIRMATION });
    },
  });
}
