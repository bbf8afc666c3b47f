import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callFunction, reauthenticateWithPassword } from '@fraudshield/firebase-client';
import { AUTH_MESSAGES, DOMAIN_ERRORS, type WeekView } from '@fraudshield/domain';
import { authFor, fakeCalls, never, refusal, renderGamePage } from '../../testing/render-game-page';
import AdminPage from './admin-page';
import { formatDateTime } from '../../lib/date-time';

const PLANNED = '2026-12-07T14:47:00.000Z';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../testing/firebase-client-mock')).callableClientMock({
    reauthenticateWithPassword: vi.fn(async () => undefined),
    reauthenticateWithGoogle: vi.fn(async () => undefined),
  }),
);
const reauth = vi.mocked(reauthenticateWithPassword);
vi.mock('../../features/auth/hooks/auth-context', () => ({ useAuth: () => authFor('admin-1', ['admin']) }));
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const stats = {
  players: 12,
  squads: 10,
  playedLastWeek: { weekNumber: 3, count: 9 },
  drillsDoneThisWeek: { weekNumber: 4, count: 5 },
  mostOwned: [{ defenseId: 'MultiFactorAuth', count: 7 }],
  pointsSpread: [{ label: '0–9', count: 4 }],
};
const openWeek: WeekView = {
  id: 'week-003',
  number: 3,
  status: 'open',
  deadline: new Date(Date.now() + 86_400_000).toISOString(),
  headlineThreats: ['Phishing', 'Vishing', 'Ddos'],
  seedHash: 'f'.repeat(64),
};

describe('admin page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
    reauth.mockReset();
    reauth.mockResolvedValue(undefined);
  });

  it('shows loading states', () => {
    call.mockImplementation(fakeCalls({}));
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    const statuses = screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses).toEqual(
      expect.arrayContaining(['Loading the week…', 'Loading the stats…', 'Loading the audit log…']),
    );
  });

  it('shows error states', async () => {
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: () => Promise.reject(refusal('unavailable')),
        admin_getStats: () => Promise.reject(refusal('permission-denied', 'not-admin')),
        user_getBalance: () => 0,
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    expect(await screen.findByTestId('stats-error')).toHaveTextContent(DOMAIN_ERRORS['not-admin'].message);
    expect(await screen.findByText('The week did not load')).toBeInTheDocument();
  });

  it('empty season: no week, stats with nothing bought; opens a week with a deadline and three threats', async () => {
    let answer: (value: unknown) => void = () => undefined;
    let current: { week: WeekView | null; lastSettled: null } = { week: null, lastSettled: null };
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: () => current,
        admin_getStats: () => ({
          players: 0,
          squads: 0,
          playedLastWeek: null,
          drillsDoneThisWeek: null,
          mostOwned: [],
          pointsSpread: [],
        }),
        user_getBalance: () => 0,
        admin_openWeek: () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    expect(await screen.findByTestId('admin-no-week')).toBeInTheDocument();
    expect(await screen.findByTestId('stats-empty')).toBeInTheDocument();
    // The field is named "Deadline" alone; the time-zone hint is its description (it read "DeadlineIn your time zone").
    const deadline = screen.getByLabelText('Deadline');
    expect(deadline).toHaveAttribute('type', 'datetime-local');
    expect(deadline).toHaveAccessibleDescription(/^In your time zone \(.+\)\.$/);
    fireEvent.change(screen.getByLabelText('Headline threat 2'), { target: { value: 'Phishing' } });
    fireEvent.change(screen.getByLabelText('Headline threat 1'), { target: { value: 'Phishing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open week' }));
    expect(await screen.findByTestId('open-week-result')).toHaveTextContent('three different frauds');
    expect(call.mock.calls.some(([n]) => n === 'admin_openWeek')).toBe(false);

    fireEvent.change(screen.getByLabelText('Headline threat 2'), { target: { value: 'SimSwap' } });
    const open = screen.getByRole('button', { name: 'Open week' });
    fireEvent.click(open);
    await waitFor(() => expect(open).toHaveAttribute('aria-busy', 'true'));
    const [, payload] = call.mock.calls.find(([n]) => n === 'admin_openWeek') ?? [];
    expect(payload).toMatchObject({ headlineThreats: ['Phishing', 'SimSwap', expect.any(String)] });
    expect(Date.parse((payload as { deadline: string }).deadline)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    current = { week: { ...openWeek, number: 1 }, lastSettled: null };
    answer({ ...openWeek, number: 1 });
    expect(await screen.findByTestId('open-week-result')).toHaveTextContent('Week 1 is open until');
    // The week reloads as open: the form gives way to what is open, and the result stays.
    expect(await screen.findByTestId('open-week-why')).toHaveTextContent(/^Week 1 is open until/);
    expect(screen.queryByRole('button', { name: 'Open week' })).toBeNull();
    expect(screen.getByTestId('open-week-result')).toHaveTextContent('Week 1 is open until');
  });

  it('after a settlement, the form starts from the next week as the season plan published it, not from the first frauds of the list', async () => {
    const settled: WeekView = { ...openWeek, number: 4, status: 'settled', seed: 'a'.repeat(64) };
    const deadline = new Date(Date.now() + 10 * 86_400_000);
    deadline.setSeconds(0, 0);
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: () => ({ week: null, lastSettled: settled }),
        admin_getStats: () => stats,
        user_getBalance: () => 0,
        admin_getSeasonPlan: () => ({
          weeks: [
            { number: 5, deadline: deadline.toISOString(), headlineThreats: ['Phishing', 'SimSwap', 'Ransomware'] },
          ],
          nextNumber: 5,
          lastDeadline: settled.deadline,
        }),
        squad_getPlan: () => ({ forecasts: [] }),
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    expect(await screen.findByTestId('open-week-suggestion')).toHaveTextContent(
      'Week 5 as the season plan says: players see these threats in their forecast.',
    );
    expect(screen.getByLabelText('Headline threat 1')).toHaveValue('Phishing');
    expect(screen.getByLabelText('Headline threat 2')).toHaveValue('SimSwap');
    expect(screen.getByLabelText('Headline threat 3')).toHaveValue('Ransomware');
    expect(new Date((screen.getByLabelText('Deadline') as HTMLInputElement).value).getTime()).toBe(deadline.getTime());
    // The admin may still change it: a change sticks.
    fireEvent.change(screen.getByLabelText('Headline threat 3'), { target: { value: 'Ddos' } });
    expect(screen.getByLabelText('Headline threat 3')).toHaveValue('Ddos');
    expect(screen.getByLabelText('Headline threat 1')).toHaveValue('Phishing');
  });

  it('says, before an early settle without a plan, that the next week is due a week from then', async () => {
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: () => ({ week: openWeek, lastSettled: null }),
        admin_getStats: never,
        user_getBalance: () => 0,
        admin_getSeasonPlan: () => ({ weeks: [], nextNumber: 4, lastDeadline: openWeek.deadline }),
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Settle week 3' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent(
        'The season clock then opens week 4 on its next run, due a week from now.',
      ),
    );
  });

  it('settles the current week (resuming slices until settled) and shows the stats', async () => {
    let slices = 0;
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: () => ({ week: openWeek, lastSettled: null }),
        admin_getStats: () => stats,
        user_getBalance: () => 0,
        admin_getSeasonPlan: () => ({
          weeks: [{ number: 4, deadline: PLANNED, headlineThreats: ['Phishing', 'Vishing', 'Ddos'] }],
          nextNumber: 4,
          lastDeadline: openWeek.deadline,
        }),
        admin_settleWeek: () => {
          slices += 1;
          return { weekId: 'week-003', settledPlayers: slices * 5, status: slices < 2 ? 'locked' : 'settled' };
        },
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    expect(await screen.findByTestId('stat-players')).toHaveTextContent('12');
    expect(screen.getByText('Multi-Factor Authentication: 7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open week' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Settle week 3' }));
    // Settling asks first: cancelling sends nothing.
    expect(await screen.findByRole('dialog', { name: 'Settle week 3?' })).toHaveTextContent('cannot be undone');
    // Settling early says what it does to the next week: it opens at once, with a whole week to
    // play, or with the deadline the season plan gives it (the admin's own, kept).
    expect(screen.getByRole('dialog')).toHaveTextContent(
      `The season clock then opens week 4 on its next run, with the season plan's deadline, ${formatDateTime(PLANNED)}: change the plan first for another.`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(slices).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Settle week 3' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Settle now' }));
    expect(await screen.findByTestId('settle-result')).toHaveTextContent('Week 3 settled: 10 players scored.');
    expect(slices).toBe(2);
  });

  it('shows the audit log of role changes, refreshed after a change, and the reason a demotion is refused', async () => {
    const grant = {
      id: 'a1',
      actorUid: 'admin-1',
      actorEmail: 'boss@example.test',
      targetUid: 'u2',
      targetEmail: 'friend@example.test',
      action: 'grant-admin',
      at: '2026-11-20T10:00:00.000Z',
    };
    const entries = [grant];
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: never,
        admin_getStats: never,
        user_getBalance: () => 0,
        admin_getAudit: () => [...entries].reverse(),
        admin_setRole: (payload) => {
          const p = payload as { email: string; grant: boolean };
          if (p.email === 'boss@example.test') return Promise.reject(refusal('failed-precondition', 'last-admin'));
          entries.push({ ...grant, id: 'a2', action: 'revoke-admin', at: '2026-11-21T10:00:00.000Z' });
          return { uid: 'u2', roles: [] };
        },
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    const rows = await screen.findByTestId('audit-rows');
    expect(rows.querySelectorAll('tr')).toHaveLength(1);
    expect(rows).toHaveTextContent('boss@example.testGranted adminfriend@example.test');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'friend@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: 'pw-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke admin' }));
    expect(await screen.findByTestId('role-result')).toHaveTextContent(
      'They are signed out and can no longer use admin actions.',
    );
    await waitFor(() => expect(screen.getByTestId('audit-rows').querySelectorAll('tr')).toHaveLength(2));
    expect(screen.getByTestId('audit-rows').querySelector('tr')).toHaveTextContent('Revoked admin');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'boss@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: 'pw-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke admin' }));
    await waitFor(() =>
      expect(screen.getByTestId('role-result')).toHaveTextContent(DOMAIN_ERRORS['last-admin'].message),
    );
  });

  it('grants and revokes admin by email, and shows the reason for an unknown email', async () => {
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: never,
        admin_getStats: never,
        user_getBalance: () => 0,
        admin_setRole: (payload) => {
          const p = payload as { email: string; grant: boolean };
          if (p.email === 'nobody@example.test') return Promise.reject(refusal('not-found', 'user-not-found'));
          return { uid: 'u2', roles: p.grant ? ['admin'] : [] };
        },
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Your password/);
    fireEvent.change(email, { target: { value: 'friend@example.test' } });
    fireEvent.change(password, { target: { value: 'pw-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByTestId('role-result')).toHaveTextContent(
      'Granted admin to friend@example.test. Roles now: admin.',
    );
    // The admin confirmed their password just before the change.
    expect(reauth).toHaveBeenCalledWith('pw-1');
    expect(call).toHaveBeenCalledWith('admin_setRole', { email: 'friend@example.test', role: 'admin', grant: true });
    // The password is asked again for the next change.
    expect(password).toHaveValue('');
    fireEvent.change(password, { target: { value: 'pw-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke admin' }));
    await waitFor(() =>
      expect(screen.getByTestId('role-result')).toHaveTextContent(
        'Revoked admin from friend@example.test. Roles now: none.',
      ),
    );
    fireEvent.change(email, { target: { value: 'nobody@example.test' } });
    fireEvent.change(password, { target: { value: 'pw-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant admin' }));
    await waitFor(() =>
      expect(screen.getByTestId('role-result')).toHaveTextContent(DOMAIN_ERRORS['user-not-found'].message),
    );
  });

  it('a wrong password changes no role: the reason shows and admin_setRole is never called', async () => {
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: never,
        admin_getStats: never,
        user_getBalance: () => 0,
        admin_getAudit: () => [],
        admin_setRole: () => ({ uid: 'u2', roles: ['admin'] }),
      }),
    );
    reauth.mockRejectedValue(Object.assign(new Error('wrong'), { code: 'auth/wrong-password' }));
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'friend@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant admin' }));
    await waitFor(() => expect(screen.getByTestId('role-result')).toHaveTextContent(AUTH_MESSAGES.wrongPassword));
    expect(call).not.toHaveBeenCalledWith('admin_setRole', expect.anything());
  });

  it('the audit log names week transitions, the season clock and the command line, and marks an unconfirmed change', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    const base = { actorEmail: null, targetUid: '', targetEmail: '', at };
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: never,
        admin_getStats: never,
        user_getBalance: () => 0,
        admin_getAudit: () => [
          {
            ...base,
            id: 'a4',
            actorUid: 'grant-admin-cli',
            targetUid: 'u9',
            targetEmail: 'old@example.test',
            action: 'revoke-admin',
            outcome: 'pending',
          },
          {
            ...base,
            id: 'a3',
            actorUid: 'season-clock',
            action: 'settle-week',
            detail: 'Week 3 (week-003) settled: 10 players, seed revealed',
          },
          {
            ...base,
            id: 'a2',
            actorUid: 'season-clock',
            action: 'lock-week',
            detail: 'Week 3 (week-003) locked at its deadline',
          },
          {
            ...base,
            id: 'a1',
            actorUid: 'admin-1',
            actorEmail: 'boss@example.test',
            action: 'open-week',
            detail: 'Week 3 (week-003)',
          },
        ],
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    const rows = [...(await screen.findByTestId('audit-rows')).querySelectorAll('tr')].map((r) =>
      [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['grant-admin (command line)', 'Revoked admin (not confirmed)', 'old@example.test'],
      ['Season clock', 'Settled a week', 'Week 3 (week-003) settled: 10 players, seed revealed'],
      ['Season clock', 'Locked a week', 'Week 3 (week-003) locked at its deadline'],
      ['boss@example.test', 'Opened a week', 'Week 3 (week-003)'],
    ]);
  });

  it('a week open: no "Open week" form, but what is open, until when, and when the season clock opens the next; every date names its time zone', async () => {
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: () => ({ week: openWeek, lastSettled: null }),
        admin_getSeasonPlan: () => ({ weeks: [], nextNumber: 4, lastDeadline: openWeek.deadline }),
        user_getBalance: () => 0,
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    expect(await screen.findByTestId('open-week-why')).toHaveTextContent(
      /^Week 3 is open until .+: the next week opens once it is settled\.$/,
    );
    expect(screen.getByTestId('season-clock')).toHaveTextContent(
      /^The season clock settles week 3 on its first run after the deadline and opens week 4 at about /,
    );
    // The one format, with the zone (the test machine's: UTC).
    // The form cannot be used while a week is open: it is not shown at all (a stranger read it as usable).
    expect(screen.queryByRole('form', { name: 'Open a week' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open week' })).toBeNull();
    expect(screen.queryByLabelText('Deadline')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Next week' })).toBeInTheDocument();
    const zoned = /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [A-Z]{3}/;
    expect(screen.getByTestId('admin-week').querySelector('time')?.textContent).toMatch(zoned);
  });

  it('the audit log on a phone: a card per entry with When, Who, What and Whom named', async () => {
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: () => ({ week: null, lastSettled: null }),
        user_getBalance: () => 0,
        admin_getAudit: () => [
          {
            id: 'a1',
            at: '2026-11-27T12:05:00Z',
            actorUid: 'admin-1',
            actorEmail: 'boss@example.test',
            action: 'grant-admin',
            targetUid: 'new-1',
            targetEmail: 'new@example.test',
          },
        ],
      }),
    );
    renderGamePage(<AdminPage />, { uid: 'admin-1' });
    const card = (await screen.findByTestId('audit-cards')).querySelector('li') as HTMLElement;
    const named = [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(named).toEqual([
      ['When', expect.stringMatching(/^Fri, 27 Nov 2026, \d{2}:05 [A-Z]{3,4}/)],
      ['Who', 'boss@example.test'],
      ['What', 'Granted admin'],
      ['Whom', 'new@example.test'],
    ]);
  });
});
