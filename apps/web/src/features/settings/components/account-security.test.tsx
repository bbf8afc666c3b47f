import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LINK_MESSAGES } from '@fraudshield/domain';
import { ToastProvider } from '../../../components/ui/toast';
import { AccountSecurity, type AccountSecurityProps } from './account-security';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock({ GOOGLE_PROVIDER_ID: 'google.com' }),
);

function setUp(overrides: Partial<AccountSecurityProps> = {}) {
  const props: AccountSecurityProps = {
    email: 'ada@example.test',
    emailVerified: true,
    providerIds: ['password'],
    roles: [],
    resetPassword: vi.fn(async () => undefined),
    linkGoogle: vi.fn(async () => undefined),
    unlinkGoogle: vi.fn(async () => undefined),
    refreshRoles: vi.fn(async () => ({})),
    ...overrides,
  };
  render(
    <ToastProvider>
      <AccountSecurity {...props} />
    </ToastProvider>,
  );
  return props;
}

const googleRow = () => within(screen.getByTestId('google-status'));

describe('AccountSecurity', () => {
  it('not linked: links Google and says so', async () => {
    const props = setUp();
    expect(googleRow().getByText('Not linked')).toBeInTheDocument();
    fireEvent.click(googleRow().getByRole('button', { name: 'Link Google account' }));
    await screen.findByText(LINK_MESSAGES.linked);
    expect(props.linkGoogle).toHaveBeenCalledTimes(1);
  });

  it('a Google account that belongs to someone else: the mapped message, never the SDK text', async () => {
    setUp({
      linkGoogle: vi.fn(async () =>
        Promise.reject(Object.assign(new Error('Firebase: internal text'), { code: 'auth/credential-already-in-use' })),
      ),
    });
    fireEvent.click(googleRow().getByRole('button', { name: 'Link Google account' }));
    await screen.findByText(LINK_MESSAGES.otherAccount);
    expect(screen.queryByText(/internal text/)).toBeNull();
    expect(googleRow().getByRole('button', { name: 'Link Google account' })).toBeEnabled();
  });

  it('linked with a password: unlinks', async () => {
    const props = setUp({ providerIds: ['password', 'google.com'] });
    expect(googleRow().getByText('Linked')).toBeInTheDocument();
    expect(googleRow().queryByRole('button', { name: 'Link Google account' })).toBeNull();
    fireEvent.click(googleRow().getByRole('button', { name: 'Unlink Google' }));
    await screen.findByText(LINK_MESSAGES.unlinked);
    expect(props.unlinkGoogle).toHaveBeenCalledTimes(1);
  });

  it('Google as the only sign-in method: unlinking is disabled, with the reason', () => {
    setUp({ providerIds: ['google.com'] });
    expect(googleRow().getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
    expect(googleRow().getByText(LINK_MESSAGES.lastMethod)).toBeInTheDocument();
  });

  it('unknown providers: neither link nor unlink is offered', () => {
    setUp({ providerIds: undefined });
    expect(googleRow().getByText('Unknown')).toBeInTheDocument();
    expect(googleRow().queryByRole('button')).toBeNull();
  });

  it('checks for new roles and reports what the token now holds', async () => {
    const props = setUp({ refreshRoles: vi.fn(async () => ({ roles: ['admin'] })) });
    expect(within(screen.getByTestId('settings-roles')).getByText('player')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check for new roles' }));
    await screen.findByText('Roles updated');
    expect(screen.getByText('Your roles: admin.')).toBeInTheDocument();
    expect(props.refreshRoles).toHaveBeenCalledTimes(1);
  });

  it('no new role: says nothing changed', async () => {
    setUp({ roles: ['admin'], refreshRoles: vi.fn(async () => ({ roles: ['admin'] })) });
    fireEvent.click(screen.getByRole('button', { name: 'Check for new roles' }));
    await screen.findByText('No change');
  });

  it('one action at a time: while linking, the other buttons wait', async () => {
    let finish: () => void = () => undefined;
    setUp({ linkGoogle: vi.fn(() => new Promise<void>((r) => (finish = r))) });
    fireEvent.click(googleRow().getByRole('button', { name: 'Link Google account' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check for new roles' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Change password by email' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check for new roles' })).toBeEnabled());
  });
});
