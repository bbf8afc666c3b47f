import { useState, type FormEvent } from 'react';
import { DELETE_CONFIRMATION } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextInput } from '../../../components/ui/field';
import { errorText } from '../../shop/api/error-message';
import { useDeleteAccount } from '../api/settings';

/** Delete the account after typing the confirmation word; then the caller signs out. */
export function DeleteAccount({ onDeleted }: { onDeleted(): Promise<void> | void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => void onDeleted(),
      onError: (e) => setError(errorText(e)),
    });
  };

  return (
    <>
      <p>This removes your squad, points, leagues and your sign-in for good. It cannot be undone.</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account…
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (remove.isPending) return;
          setOpen(next);
          if (!next) {
            setTyped('');
            setError(null);
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
            error={error}
            name="confirm"
          />
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
