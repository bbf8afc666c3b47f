import { EmailPreference } from './email-preference';

export function ReminderPreference({ uid, value }: { uid: string | null; value: boolean }) {
  return (
    <EmailPreference
      uid={uid}
      value={value}
      field="deadlineReminders"
      label="Email me before each Threat Week deadline"
      hint="One short reminder to check your squad before changes lock."
      onTitle="Reminders on"
      offTitle="Reminders off"
      testId="reminder-checkbox"
    />
  );
}
