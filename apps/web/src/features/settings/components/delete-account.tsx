import { useState, type FormEvent } from 'react';
import { DELETE_CONFIRMATION, REAUTH_MESSAGES, reauthErrorMessage } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextInput } from '../../../components/ui/field';
import { errorText } from '../../../lib/error-text';
import { useDeleteAccount } from '../api/mutations';
import { Feedback } from '../../../components/ui/feedback';

/** A failure of the re-authentication (identity provider, `auth/…`) or of the callable. */
function deleteErrorText(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('auth/') ? reauthErrorMessage(error) : errorText(error);
}

/**
 * Delete the account after typing the confirmation word and confirming the password (or the
 * Google account, when it is the only way to sign in) again; then the caller signs out.
 */
export function DeleteAccount({
  providerIds,
  onDeleted,
  onGoogleIntent,
}: {
  providerIds: readonly string[] | undefined;
  /** Gets Google's popup ready: called when a Google-only account opens the dialog (its Delete opens the popup). */
  onGoogleIntent?: () => void;
  onDeleted(): Promise<void> | void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const hasPassword = providerIds ? providerIds.includes('password') : true;
  const confirmed = typed.trim() === DELETE_CONFIRMATION && (!hasPassword || password.length > 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    remove.mutate(hasPassword ? { method: 'password', password } : { method: 'google' }, {
      onSuccess: () => void onDeleted(),
    });
  };

  return (
    <>
      <p>This removes your squad, points, leagues and your sign-in for good. It cannot be undone.</p>
      <Button
        variant="danger"
        onClick={() => {
          if (!hasPassword) onGoogleIntent?.();
          setOpen(true);
        }}
      >
        Delete my account…
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (remove.isPending) return;
          setOpen(next);
          if (!next) {
            setTyped('');
            setPassword('');
            remove.reset();
          }
        }}
        title="Delete your account?"
        description={`Your game data and your sign-in will be removed. Type ${DELETE_CONFIRMATION} to confirm.`}
      >
        <form onSubmit={onSubmit} noValidate>
          <TextInput
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            name="confirm"
          />
          {hasPassword ? (
            <TextInput
              label="Your password"
              hint={REAUTH_MESSAGES.explain}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              name="password"
            />
          ) : (
            <p className="field-hint">{REAUTH_MESSAGES.explain} A Google window opens when you press Delete account.</p>
          )}
          <Feedback error={remove.error && deleteErrorText(remove.error)} testId="delete-account" />
          <div className="dialog-footer">
            <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!confirmed} busy={remove.isPending} busyLabel="Deleting…">
              Delete account
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
