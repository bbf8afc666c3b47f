import { Checkbox } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';
import { useSetPreferences } from '../api/settings';

/** The "your match report is ready" email: off unless the player switches it on. */
export function ReportEmailPreference({ uid, value }: { uid: string | null; value: boolean }) {
  const save = useSetPreferences(uid);
  const toast = useToast();
  const shown = save.isPending && save.variables?.reportEmails !== undefined ? save.variables.reportEmails : value;
  return (
    <div aria-busy={save.isPending || undefined}>
      <Checkbox
        label="Email me when my match report is ready"
        hint="One short email after each Threat Week is settled, with your points."
        checked={shown}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(
            { reportEmails: e.target.checked },
            {
              onSuccess: (p) => toast.show({ tone: 'success', title: p.reportEmails ? 'Report emails on' : 'Report emails off' }),
              onError: (err) => toast.show({ tone: 'error', title: 'Could not save the preference', description: errorText(err) }),
            },
          )
        }
        data-testid="report-email-checkbox"
      />
    </div>
  );
}
