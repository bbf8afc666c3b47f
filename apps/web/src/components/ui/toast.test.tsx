import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { ToastProvider, useToast } from './toast';
import { Button } from './button';

function Trigger() {
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        toast.show({ title: 'Bought Multi-Factor Authentication', description: '10.5 cr', tone: 'success' })
      }
    >
      Buy
    </Button>
  );
}

describe('Toast', () => {
  it('shows a toast with title and description, dismissable', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Bought Multi-Factor Authentication');
    expect(toast).toHaveTextContent('10.5 cr');
    expect(toast).toHaveClass('toast-success');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('a toast goes to the edge away from the control it reports on', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'Buy' });
    const at = (top: number) =>
      vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({
        top,
        height: 40,
        bottom: top + 40,
        left: 0,
        right: 100,
        width: 100,
        x: 0,
        y: top,
        toJSON: () => ({}),
      });
    const viewport = () => document.querySelector('.toast-viewport');
    // A button low on the screen (where a bottom toast would be): the toast goes to the top.
    at(window.innerHeight - 60);
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await waitFor(() => expect(viewport()).toHaveAttribute('data-edge', 'top'));
    // A button high on the screen: the bottom edge is clear of it.
    at(80);
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(viewport()).toHaveAttribute('data-edge', 'bottom');
  });

  it('useToast outside the provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});
