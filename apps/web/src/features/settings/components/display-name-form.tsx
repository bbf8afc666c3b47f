import { useState, type FormEvent } from 'react';
import { checkDisplayName, DISPLAY_NAME_MAX, DISPLAY_NAME_PROBLEMS } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';
import { useSetDisplayName } from '../api/mutations';

/**
 * The player's public name. `pending` is a Google account's name that the server keeps private
 * until the player confirms it here (or saves another): until then the leaderboard shows the
 * placeholder `current`.
 */
export function DisplayNameForm({
  current,
  pending = null,
  onSaved,
}: {
  current: string;
  pending?: string | null;
  onSaved?: () => void;
}) {
  const [value, setValue] = useState(current);
  // The name's own check, before any call; the call's refusal is the mutation's state (save.error).
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetDisplayName();
  const toast = useToast();

  const submit = (candidate: string) => {
    const checked = checkDisplayName(candidate);
    if (!checked.ok) {
      save.reset();
      setProblem(DISPLAY_NAME_PROBLEMS[checked.problem]);
      return;
    }
    const displayName = checked.name;
    setProblem(null);
    save.mutate(displayName, {
      onSuccess: (profile) => {
        setValue(profile.displayName);
        toast.show({
          tone: 'success',
          title: 'Display name saved',
          description: 'The leaderboard shows it from now on.',
        });
        onSaved?.();
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="display-name-form">
      {pending ? (
        <div className="notice" data-testid="pending-name">
          <p>
            Other players see you as <strong>{current}</strong>. Your Google account's name, <strong>{pending}</strong>,
            stays private until you choose to show it.
          </p>
          <Button type="button" busy={save.isPending} busyLabel="Saving…" onClick={() => submit(pending)}>
            Show {pending} to other players
          </Button>
          <p>Or type another name below.</p>
        </div>
      ) : null}
      <TextInput
        label="Display name"
        hint="Shown on the leaderboard and in your leagues."
        value={value}
        maxLength={DISPLAY_NAME_MAX}
        onChange={(e) => setValue(e.target.value)}
        error={problem ?? (save.error && errorText(save.error))}
        autoComplete="nickname"
        name="displayName"
      />
      <Button
        type="submit"
        variant="primary"
        busy={save.isPending}
        busyLabel="Saving…"
        disabled={value.trim() === current}
      >
        Save name
      </Button>
    </form>
  );
}
