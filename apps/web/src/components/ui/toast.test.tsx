import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { ToastProvider, useToast } from './toast';
import { Button } from './button';

function Trigger() {
  const toast = useToast();
  return <Button onClick={() => toast.show({ title: 'Bought Multi-Factor Authentication', description: '10.5 cr', tone: 'success' })}>Buy</Button>;
}

describe('Toast', () => {
  it('shows a toast with title and description, dismissable', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Bought Multi-Factor Authentication');
    expect(toast).toHaveTextContent('10.5 cr');
    expect(toast).toHaveClass('toast-success');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('useToast outside the provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});
