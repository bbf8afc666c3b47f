import { EmailPreference } from './email-preference';

/** The "your match report is ready" email: off unless the player switches it on. */
export function ReportEmailPreference({ value }: { value: boolean }) {
  return (
    <EmailPreference
      value={value}
      field="reportEmails"
      label="Email me when my match report is ready"
      hint="One short email after each Threat Week is settled, with your points."
      onTitle="Report emails on"
      offTitle="Report emails off"
      testId="report-email-checkbox"
    />
  );
}
