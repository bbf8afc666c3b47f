import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import { DOMAIN_ERRORS, type SeasonPlanView } from '@fraudshield/domain';
import { authFor, fakeCalls, never, refusal, renderGamePage } from '../../testing/render-game-page';
import AdminPage from './admin-page';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../testing/firebase-client-mock')).callableClientMock(),
);
vi.mock('../../features/auth/hooks/auth-context', () => ({ useAuth: () => authFor('admin-1', ['admin']) }));
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const DAY = 86_400_000;
const lastDeadline = new Date(Date.now() + DAY).toISOString();
const stored: SeasonPlanView = {
  weeks: [
    {
      number: 4,
      deadline: new Date(Date.now() + 8 * DAY).toISOString(),
      headlineThreats: ['Phishing', 'Vishing', 'Ddos'],
    },
  ],
  nextNumber: 4,
  lastDeadline,
};

function renderWith(setPlan: (payload: unknown) => unknown) {
  call.mockImplementation(
    fakeCalls({
      week_getCurrent: never,
      admin_getStats: never,
      admin_getAudit: never,
      user_getBalance: () => 0,
      admin_getSeasonPlan: () => stored,
      admin_setSeasonPlan: setPlan,
    }),
  );
  renderGamePage(<AdminPage />, { uid: 'admin-1' });
}

const setCalls = () => call.mock.calls.filter(([n]) => n === 'admin_setSeasonPlan');

describe('admin season plan', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('shows the planned weeks, adds the next one a week later, and saves the whole plan', async () => {
    renderWith((payload) => ({ ...stored, weeks: (payload as SeasonPlanView).weeks }));
    const week4 = await screen.findByTestId('plan-week-4');
    expect(within(week4).getByLabelText('Week 4 threat 2')).toHaveValue('Vishing');
    expect(screen.getByText(/Week 4 opens next/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a week' }));
    const week5 = screen.getByTestId('plan-week-5');
    fireEvent.change(within(week5).getByLabelText('Week 5 threat 1'), { target: { value: 'SimSwap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByTestId('plan-result')).toHaveTextContent('Plan saved: 2 weeks from week 4.');
    const [[, payload]] = setCalls() as [
      [string, { weeks: { number: number; deadline: string; headlineThreats: string[] }[] }],
    ];
    expect(payload.weeks.map((w) => w.number)).toEqual([4, 5]);
    expect(payload.weeks[1]?.headlineThreats[0]).toBe('SimSwap');
    // The added week is a week after the last planned deadline (to the minute of the input).
    expect(Date.parse(payload.weeks[1]?.deadline ?? '') - Date.parse(payload.weeks[0]?.deadline ?? '')).toBe(7 * DAY);
  });

  it('refuses deadlines out of order and repeated threats before calling, with the reason', async () => {
    renderWith(() => stored);
    const week4 = await screen.findByTestId('plan-week-4');
    fireEvent.change(within(week4).getByLabelText('Week 4 threat 1'), { target: { value: 'Vishing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByTestId('plan-result')).toHaveTextContent(
      "Week 4's forecast is not valid (duplicate-fraud).",
    );
    fireEvent.change(within(week4).getByLabelText('Week 4 threat 1'), { target: { value: 'Phishing' } });
    fireEvent.change(within(week4).getByLabelText('Week 4 deadline'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(screen.getByTestId('plan-result')).toHaveTextContent("Week 4's deadline is in the past."),
    );
    expect(setCalls()).toHaveLength(0);
  });

  it("shows the server's reason when a week opened meanwhile", async () => {
    renderWith(() => Promise.reject(refusal('failed-precondition', 'plan-week-opened')));
    await screen.findByTestId('plan-week-4');
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByTestId('plan-result')).toHaveTextContent(DOMAIN_ERRORS['plan-week-opened'].message);
  });

  it('removes a week and renumbers the rest; an empty plan clears it', async () => {
    renderWith(() => ({ ...stored, weeks: [] }));
    await screen.findByTestId('plan-week-4');
    fireEvent.click(screen.getByRole('button', { name: 'Remove week 4' }));
    expect(screen.getByTestId('plan-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByTestId('plan-result')).toHaveTextContent('Plan cleared');
    expect(setCalls()[0]?.[1]).toEqual({ weeks: [] });
  });
});
