import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('renders the variant classes and calls onClick', () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" onClick={onClick}>
        Buy
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button).toHaveClass('btn', 'btn-primary');
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy: disabled, aria-busy, busy label, and clicks never reach the handler', () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Buying…" onClick={onClick}>
        Buy
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buying…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its children while busy without a busy label', () => {
    render(<Button busy>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('disabled without busy has no aria-busy', () => {
    render(
      <Button variant="danger" disabled>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveClass('btn-danger');
  });

  it('buttonClassName gives links the same look', () => {
    expect(buttonClassName('ghost', 'sm')).toBe('btn btn-ghost btn-sm');
    expect(buttonClassName()).toBe('btn btn-secondary');
  });
});
