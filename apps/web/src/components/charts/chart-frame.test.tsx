import { render, screen } from '@testing-library/react';
import { ChartFrame } from './chart-frame';

describe('ChartFrame', () => {
  it('hides the picture and offers the numbers as a table', () => {
    render(
      <ChartFrame
        title="Points per week"
        labelHeading="Week"
        valueHeading="Points"
        data={[
          { label: 'Week 1', value: 12 },
          { label: 'Week 2', value: -3 },
        ]}
        formatValue={(v) => `${v} pts`}
      >
        <svg data-testid="pic" />
      </ChartFrame>,
    );
    expect(screen.getByRole('figure')).toHaveTextContent('Points per week');
    expect(screen.getByTestId('pic').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('rowheader', { name: 'Week 2' })).toBeInTheDocument();
    expect(screen.getByText('-3 pts')).toBeInTheDocument();
  });
});
