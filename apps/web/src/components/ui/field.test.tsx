import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox, Select, TextInput } from './field';

describe('TextInput', () => {
  it('labels the input and describes it with the hint', () => {
    render(<TextInput label="Display name" hint="Shown on the leaderboard" defaultValue="Ada" />);
    const input = screen.getByLabelText('Display name');
    expect(input).toHaveValue('Ada');
    expect(input).toHaveAccessibleDescription('Shown on the leaderboard');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and announces the error', () => {
    render(<TextInput label="Email" type="email" error="Enter an email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email address');
  });
});

describe('Checkbox', () => {
  it('toggles and is labelled', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Deadline reminders" hint="One email before each deadline" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /Deadline reminders/ });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalled();
    expect(box).toBeChecked();
  });
});

describe('Select', () => {
  it('reports the chosen value', () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Severity"
        value="all"
        onChange={onChange}
        options={[
          { value: 'all', label: 'All' },
          { value: 'high', label: 'High' },
        ]}
      />,
    );
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'high' } });
    expect(onChange).toHaveBeenCalledWith('high');
  });
});
