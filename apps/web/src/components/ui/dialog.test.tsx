import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog } from './dialog';
import { Button } from './button';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete account?"
        description="This cannot be undone."
        footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      >
        <p>Body text</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal dialog and closes from its buttons', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete account?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByText('Body text')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button and with Escape, and gives focus back', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
