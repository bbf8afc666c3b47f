import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DeleteAccount } from './delete-account';

const callFunction = vi.fn();
vi.mock('@fraudshield/firebase-client', () => ({ callFunction: (...args: unknown[]) => callFunction(...args) }));

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

describe('DeleteAccount', () => {
  it('deletes only after typing DELETE, then calls onDeleted', async () => {
    callFunction.mockResolvedValue({ deleted: true });
    const onDeleted = vi.fn();
    render(<DeleteAccount onDeleted={onDeleted} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const confirm = screen.getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'delete' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(callFunction).toHaveBeenCalledWith('user_deleteAccount', { confirm: 'DELETE' });
  });
});
