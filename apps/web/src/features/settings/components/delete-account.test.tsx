import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientAppError } from '@fraudshield/firebase-client';
import { DeleteAccount } from './delete-account';

const callFunction = vi.fn();
const reauthenticateWithPassword = vi.fn();
const reauthenticateWithGoogle = vi.fn();
vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock({
    callFunction: (...args: unknown[]) => callFunction(...args),
    reauthenticateWithPassword: (...args: unknown[]) => reauthenticateWithPassword(...args),
    reauthenticateWithGoogle: (...args: unknown[]) => reauthenticateWithGoogle(...args),
  }),
);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => {
  callFunction.mockReset();
  reauthenticateWithPassword.mockReset();
  reauthenticateWithGoogle.mockReset();
});

function open(providerIds: string[] = ['password']) {
  const onDeleted = vi.fn();
  render(<DeleteAccount providerIds={providerIds} onDeleted={onDeleted} />, { wrapper });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  return { onDeleted, confirm: screen.getByRole('button', { name: 'Delete account' }) };
}

describe('DeleteAccount', () => {
  it('deletes only after typing DELETE and the password, confirming the password again first, then calls onDeleted', async () => {
    callFunction.mockResolvedValue({ deleted: true });
    reauthenticateWithPassword.mockResolvedValue(undefined);
    const { onDeleted, confirm } = open();
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'delete' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    expect(confirm).toBeDisabled();
    expect(screen.getByText(/confirm your password or Google account again/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'my-password' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(reauthenticateWithPassword).toHaveBeenCalledWith('my-password');
    expect(callFunction).toHaveBeenCalledWith('user_deleteAccount', { confirm: 'DELETE' });
    expect(reauthenticateWithPassword.mock.invocationCallOrder[0]).toBeLessThan(
      callFunction.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('shows "Incorrect password." and deletes nothing when the password is refused', async () => {
    reauthenticateWithPassword.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    );
    const { onDeleted, confirm } = open();
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(callFunction).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('confirms with Google when Google is the only way to sign in', async () => {
    callFunction.mockResolvedValue({ deleted: true });
    reauthenticateWithGoogle.mockResolvedValue(undefined);
    const { onDeleted, confirm } = open(['google.com']);
    expect(screen.queryByLabelText('Your password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(reauthenticateWithGoogle).toHaveBeenCalledTimes(1);
    expect(reauthenticateWithPassword).not.toHaveBeenCalled();
  });

  it("shows the server's refusal when the sign-in is too old", async () => {
    reauthenticateWithPassword.mockResolvedValue(undefined);
    callFunction.mockRejectedValue(new ClientAppError('failed-precondition', 'requires-recent-login'));
    const { onDeleted, confirm } = open();
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'pw' } });
    fireEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For your security, confirm your password or Google account again, then retry.',
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
