import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider, useToast } from './toast';

// How the toasts' view (Radix) is fetched: counted, and made to fail on demand (offline). The
// loaded view is module state of toast.tsx, so the tests below run in order, as one visit.
const view = vi.hoisted(() => ({ imports: 0, fail: false }));
vi.mock('./toast-view', async (importOriginal) => {
  view.imports++;
  if (view.fail) throw new Error('Failed to fetch dynamically imported module: toast-view');
  return importOriginal();
});

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ title: 'Saved your name', tone: 'success' })}>
      Save
    </button>
  );
}

function setUp() {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  return () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

const radixRegion = () => screen.queryByRole('region', { name: 'Notifications (F8)' });

describe('ToastProvider fetches the toasts’ view with the first toast', () => {
  it('nothing of Radix before a toast; a view that does not load (offline) still shows the toast, and the next toast tries again', async () => {
    const save = setUp();
    // Before any toast: no viewport, no Notifications region, the view's module not imported.
    expect(document.querySelector('.toast-viewport')).toBeNull();
    expect(radixRegion()).toBeNull();
    expect(view.imports).toBe(0);

    view.fail = true;
    save();
    const toast = await screen.findByTestId('toast');
    expect(view.imports).toBe(1);
    expect(toast).toHaveTextContent('Saved your name');
    expect(toast).toHaveAttribute('role', 'status');
    expect(radixRegion()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByTestId('toast')).toBeNull();

    // Back online: the next toast fetches the view again and Radix shows it.
    view.fail = false;
    save();
    await waitFor(() => expect(radixRegion()).toBeInTheDocument());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Saved your name');
    expect(screen.getByTestId('toast')).not.toHaveAttribute('role');
    expect(view.imports).toBe(2);
  });

  it('once loaded, a later page’s provider draws toasts with the view at once, without fetching it again', async () => {
    const save = setUp();
    // The view, already loaded in this visit, is there before any toast of this provider.
    expect(radixRegion()).toBeInTheDocument();
    save();
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved your name');
    expect(view.imports).toBe(2);
  });
});
