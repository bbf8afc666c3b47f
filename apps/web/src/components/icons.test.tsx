import { render } from '@testing-library/react';
import { DEFENSE_IDS, FRAUD_IDS } from '@fraudshield/domain';
import { DEFENSE_ICONS, DefenseIcon, FRAUD_ICONS, FraudIcon } from './icons';

describe('icons', () => {
  it('has one distinct icon per fraud and per defense', () => {
    expect(new Set(FRAUD_IDS.map((id) => FRAUD_ICONS[id])).size).toBe(FRAUD_IDS.length);
    expect(new Set(DEFENSE_IDS.map((id) => DEFENSE_ICONS[id])).size).toBe(DEFENSE_IDS.length);
  });

  it('renders decorative svgs', () => {
    const { container } = render(
      <>
        <FraudIcon id="Phishing" />
        <DefenseIcon id="MultiFactorAuth" size={32} />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(2);
    svgs.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
  });
});
