import type { AccountExport } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { useExportData } from '../api/mutations';
import { Feedback } from '../../../components/ui/feedback';

/** The file name of a download: the day it was made, so two downloads do not overwrite each other silently. */
export function exportFileName(data: Pick<AccountExport, 'exportedAt'>): string {
  return `fraudshield-league-data-${data.exportedAt.slice(0, 10)}.json`;
}

/** Saves JSON as a file through a temporary object URL (no server round trip, no new tab). */
function saveJson(name: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The right of access (POPIA section 23, GDPR article 15): everything we hold about the player,
 * as one JSON file, beside the deletion that removes it.
 */
export function DownloadData() {
  const exportData = useExportData();
  return (
    <div data-testid="download-data">
      <p>
        Everything we hold about you — profile, wallet history, squad, drills, match reports, leagues you created and
        your sign-in details — as one JSON file.
      </p>
      <Button
        busy={exportData.isPending}
        busyLabel="Gathering your data…"
        onClick={() => exportData.mutate(undefined, { onSuccess: (data) => saveJson(exportFileName(data), data) })}
      >
        Download my data
      </Button>
      <Feedback
        error={exportData.isError && `Your data did not download: ${errorText(exportData.error)}`}
        testId="download-data"
      />
    </div>
  );
}
