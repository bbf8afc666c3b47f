import { Checkbox } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';
import { useSetPreferences } from '../api/mutations';

/** One email switch of the player's preferences: shows the pending value, saves on change, toasts the outcome. */
export function EmailPreference({
  value,
  field,
  label,
  hint,
  onTitle,
  offTitle,
  testId,
}: {
  value: boolean;
  field: 'deadlineReminders' | 'reportEmails' | 'teamReportEmails';
  label: string;
  hint: string;
  onTitle: string;
  offTitle: string;
  testId: string;
}) {
  const save = useSetPreferences();
  const toast = useToast();
  const pending = save.variables?.[field];
  const shown = save.isPending && pending !== undefined ? pending : value;
  return (
    <div aria-busy={save.isPending || undefined}>
      <Checkbox
        label={label}
        hint={hint}
        checked={shown}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(
            { [field]: e.target.checked },
            {
              onSuccess: (p) => toast.show({ tone: 'success', title: p[field] ? onTitle : offTitle }),
              onError: (err) =>
                toast.show({ tone: 'error', title: 'Could not save the preference', description: errorText(err) }),
            },
          )
        }
        data-testid={testId}
      />
    </div>
  );
}
