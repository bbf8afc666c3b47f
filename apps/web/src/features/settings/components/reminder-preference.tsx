import { Checkbox } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';
import { useSetPreferences } from '../api/settings';

export function ReminderPreference({ uid, value }: { uid: string | null; value: boolean }) {
  const save = useSetPreferences(uid);
  const toast = useToast();
  const shown = save.isPending && save.variables?.deadlineReminders !== undefined ? save.variables.deadlineReminders : value;
  return (
    <div aria-busy={save.isPending || undefined}>
      <Checkbox
        label="Email me before each Threat Week deadline"
        hint="One short reminder to check your squad before changes lock."
        checked={shown}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate({ deadlineReminders: e.target.checked }, {
            onSuccess: (p) => toast.show({ tone: 'success', title: p.deadlineReminders ? 'Reminders on' : 'Reminders off' }),
            onError: (err) => toast.show({ tone: 'error', title: 'Could not save the preference', description: errorText(err) }),
          })
        }
        data-testid="reminder-checkbox"
      />
    </div>
  );
}
