/** When a fraud comes back for review, seen from Threat Week `week`. */
export function reviewWhen(dueWeek: number, week: number): string {
  if (dueWeek <= week) return 'Review due now';
  if (dueWeek === week + 1) return 'Review next week';
  return `Review in week ${dueWeek}`;
}
