import { fireEvent, render, screen } from '@testing-library/react';
import { Badge, SeverityBadge } from './badge';
import { Card } from './card';
import { Stat } from './stat';
import { Table } from './table';
import { EmptyState, ErrorState, Skeleton } from './states';

describe('Card', () => {
  it('is a region named by its title, with actions and footer', () => {
    render(
      <Card title="Wallet" actions={<Badge>new</Badge>} footer={<a href="/shop">Shop</a>}>
        body
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Wallet' });
    expect(region).toHaveTextContent('body');
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toBeInTheDocument();
  });

  it('without a title is not a named region', () => {
    render(<Card>plain</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('plain')).toHaveClass('ui-card');
  });
});

describe('Badge', () => {
  it('uses the tone class and the severity words', () => {
    render(
      <>
        <Badge tone="success">Owned</Badge>
        <SeverityBadge severity="very high" />
      </>,
    );
    expect(screen.getByText('Owned')).toHaveClass('badge-success');
    expect(screen.getByText('Very high severity')).toHaveClass('badge-severe');
  });
});

describe('Stat', () => {
  it('shows label, value and hint', () => {
    render(<Stat label="Balance" value="87.5 cr" hint="after settlement" data-testid="stat" />);
    expect(screen.getByTestId('stat')).toHaveTextContent('87.5 cr');
    expect(screen.getByText('Balance')).toBeInTheDocument();
    expect(screen.getByText('after settlement')).toBeInTheDocument();
  });
});

describe('Table', () => {
  it('is a focusable scrolling region named by the caption', () => {
    render(
      <Table caption="Prices">
        <tbody>
          <tr>
            <td>MFA</td>
          </tr>
        </tbody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Prices' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Prices' })).toBeInTheDocument();
  });
});

describe('states', () => {
  it('EmptyState shows its title and action', () => {
    render(<EmptyState title="No defenses yet" action={<a href="/shop">Visit the shop</a>} />);
    expect(screen.getByRole('heading', { name: 'No defenses yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toBeInTheDocument();
  });

  it('ErrorState is an alert with a retry that can be busy', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorState message="Could not load" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ErrorState message="Could not load" onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
  });

  it('Skeleton is a polite status with hidden lines', () => {
    const { container } = render(<Skeleton lines={4} label="Loading the table" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the table');
    expect(container.querySelectorAll('.skeleton')).toHaveLength(4);
  });
});
