/**
 * Reported losses by kind of fraud, for the wiki's loss chart. Carried over from the research
 * (game-research.md §3.1), cited from the FBI's own report, so nothing reads the research at run time.
 * Figures are US dollars, in millions, as reported to the FBI's IC3 for 2024.
 */
import type { FraudId } from '../catalog/ids';
import type { SourceRef } from './types';

export interface LossFigure {
  /** Category as IC3 names it, in short. */
  label: string;
  /** Our fraud page closest to the category, when there is one. */
  fraudId?: FraudId;
  usdMillions: number;
  year: number;
  source: SourceRef;
}

/** The FBI's own report: every figure below comes from it (no retellings). */
const IC3_2024_REPORT: SourceRef = {
  title: 'FBI IC3 2024 Internet Crime Report (covering complaints made in 2024)',
  url: 'https://www.ic3.gov/AnnualReport/Reports/2024_IC3Report.pdf',
  publisher: 'FBI IC3',
  year: 2025,
};

/** Largest reported losses by category, IC3 2024, largest first. */
export const IC3_2024_LOSSES: readonly LossFigure[] = [
  { label: 'Investment fraud', fraudId: 'InvestmentScam', usdMillions: 6570, year: 2024, source: IC3_2024_REPORT },
  {
    label: 'Business email compromise',
    fraudId: 'BusinessEmailCompromise',
    usdMillions: 2770,
    year: 2024,
    source: IC3_2024_REPORT,
  },
  { label: 'Tech support scams', usdMillions: 1460, year: 2024, source: IC3_2024_REPORT },
  { label: 'Personal data breach', usdMillions: 1450, year: 2024, source: IC3_2024_REPORT },
  { label: 'Phishing / spoofing', fraudId: 'Phishing', usdMillions: 70, year: 2024, source: IC3_2024_REPORT },
];

/** All losses reported to IC3 in 2024, and the number of complaints. */
export const IC3_2024_TOTAL = Object.freeze({
  usdMillions: 16600,
  complaints: 859532,
  year: 2024,
  source: IC3_2024_REPORT,
});

/** The distinct sources behind the chart. */
export const LOSS_FIGURE_SOURCES: readonly SourceRef[] = [IC3_2024_REPORT];
