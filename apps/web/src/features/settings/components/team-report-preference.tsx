import { EmailPreference } from './email-preference';

/** The weekly report of the team leagues the player runs: on unless they switch it off. */
export function TeamReportPreference({ value }: { value: boolean }) {
  return (
    <EmailPreference
      value={value}
      field="teamReportEmails"
      label="Email me a weekly report of the team leagues I run"
      hint="For owners and co-owners: after each Threat Week, the group's participation, the frauds it finds hardest and a ten-minute activity for your next class or meeting."
      onTitle="Team league reports on"
      offTitle="Team league reports off"
      testId="team-report-email-checkbox"
    />
  );
}
