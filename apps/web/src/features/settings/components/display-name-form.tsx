import { useState, type FormEvent } from 'react';
import { checkDisplayName, DISPLAY_NAME_MAX, DISPLAY_NAME_PROBLEMS } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';
import { useSetDisplayName } from '../api/settings';

export function DisplayNameForm({ uid, current, onSaved }: { uid: string | null; current: string; onSaved?: () => void }) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const save = useSetDisplayName(uid);
  const toast = useToast();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDisplayName(value);
    if (!checked.ok) {
      setError(DISPLAY_NAME_PROBLEMS[checked.problem]);
      return;
    }
    const displayName = checked.name;
    setError(null);
    save.mutate(displayName, {
      onSuccess: (profile) => {
        setValue(profile.displayName);
        toast.show({ tone: 'success', title: 'Display name saved', description: 'The leaderboard shows it from now on.' });
        onSaved?.();
      },
      onError: (e) => setError(errorText(e)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="display-name-form">
      <TextInput
        label="Display name"
        hint="Shown on the leaderboard and in your leagues."
        value={value}
        maxLength={DISPLAY_NAME_MAX}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        autoComplete="nickname"
        name="displayName"
      />
      <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving…" disabled={value.trim() === current}>
        Save name
      </Button>
    </form>
  );
}
