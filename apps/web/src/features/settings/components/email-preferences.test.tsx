import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DOMAIN_ERRORS, type Profile } from '@fraudshield/domain';
import { withQueryClient } from '../../../testing/query-wrapper';
import { refusal } from '../../../testing/render-game-page';
import { ReminderPreference } from './reminder-preference';
import { ReportEmailPreference } from './report-email-preference';
import { TeamReportPreference } from './team-report-preference';

const callFunction = vi.fn();
const show = vi.fn();
vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock({
    callFunction: (...args: unknown[]) => callFunction(...args),
  }),
);
vi.mock('../../../components/ui/toast', () => ({ useToast: () => ({ show }) }));

const profile = (over: Partial<Profile>): Profile => ({
  uid: 'uid-1',
  displayName: 'Ada',
  pendingName: null,
  email: 'ada@example.test',
  deadlineReminders: true,
  reportEmails: false,
  teamReportEmails: true,
  seasonPoints: 0,
  pointsByWeek: [],
  ...over,
});

describe('email switches in Settings', () => {
  beforeEach(() => {
    callFunction.mockReset();
    show.mockReset();
  });

  it('the report email switch turns on report emails only, and says so', async () => {
    let answer: (p: Profile) => void = () => undefined;
    callFunction.mockReturnValue(new Promise((r) => (answer = r)));
    render(<ReportEmailPreference value={false} />, { wrapper: withQueryClient() });
    const box = screen.getByRole('checkbox', { name: /Email me when my match report is ready/ });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(callFunction).toHaveBeenCalledWith('user_setPreferences', { reportEmails: true }));
    expect(box).toBeChecked(); // shows the choice while it saves
    expect(box).toBeDisabled();
    answer(profile({ reportEmails: true }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ tone: 'success', title: 'Report emails on' }));
  });

  it('the report email switch shows why a save failed', async () => {
    callFunction.mockRejectedValue(refusal('resource-exhausted', 'rate-limited'));
    render(<ReportEmailPreference value={true} />, { wrapper: withQueryClient() });
    fireEvent.click(screen.getByRole('checkbox', { name: /match report/ }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Could not save the preference',
        description: DOMAIN_ERRORS['rate-limited'].message,
      }),
    );
    expect(callFunction).toHaveBeenCalledWith('user_setPreferences', { reportEmails: false });
  });

  it('the deadline reminder switch keeps its words and sends only its own field', async () => {
    callFunction.mockResolvedValue(profile({ deadlineReminders: false }));
    render(<ReminderPreference value={true} />, { wrapper: withQueryClient() });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Email me before each Threat Week deadline/ }));
    await waitFor(() => expect(callFunction).toHaveBeenCalledWith('user_setPreferences', { deadlineReminders: false }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ tone: 'success', title: 'Reminders off' }));
  });

  it('the team league report switch is on by default and switches only its own field off', async () => {
    callFunction.mockResolvedValue(profile({ teamReportEmails: false }));
    render(<TeamReportPreference value={true} />, { wrapper: withQueryClient() });
    const box = screen.getByRole('checkbox', { name: /weekly report of the team leagues I run/ });
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(callFunction).toHaveBeenCalledWith('user_setPreferences', { teamReportEmails: false }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ tone: 'success', title: 'Team league reports off' }));
  });
});
