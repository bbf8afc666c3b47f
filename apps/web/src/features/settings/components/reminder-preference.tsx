import { EmailPreference } from './email-preference';

export function ReminderPreference({ value }: { value: boolean }) {
  return (
    <EmailPreference
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
