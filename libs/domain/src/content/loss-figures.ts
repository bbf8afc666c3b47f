/**
 * Reported losses by kind of fraud, for the wiki's loss chart. Carried over from the research
 * (game-research.md §3.1) with the sources it cites, so nothing reads the research at run time.
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

const IC3_LOSSES_BY_TYPE: SourceRef = {
  title: 'The 2024 IC3 report: record cybercrime losses',
  url: 'https://breached.company/the-2024-ic3-report-record-cybercrime-losses-highlight-escalating-digital-threats',
  publisher: 'FBI IC3 (via Breached.company)',
  year: 2025,
};

const IC3_LOSSES_BY_TYPE_2: SourceRef = {
  title: 'Cybercrime resulted in record losses in 2024',
  url: 'https://news.b2blocal.com/cybercrime-resulted-in-record-losses-in-2024-73358.html',
  publisher: 'FBI IC3 (via B2B Local)',
  year: 2025,
};

const IC3_PHISHING_TRUSTWAVE: SourceRef = {
  title: 'FBI 2024 IC3 report: phishing soars, ransomware batters critical infrastructure',
  url: 'https://www.trustwave.com/en-us/resources/blogs/trustwave-blog/fbi-2024-ic3-report-phishing-soars-ransomware-batters-critical-infrastructure-as-cyber-losses-climb/',
  publisher: 'FBI IC3 (via Trustwave)',
  year: 2025,
};

const IC3_TOTAL_SOURCE: SourceRef = {
  title: 'FBI: losses from internet crime surged 33 percent in 2024',
  url: 'https://theepochtimes.com/us/fbi-losses-from-internet-crime-surged-33-percent-in-2024-topping-16-billion-5846380',
  publisher: 'FBI IC3 (via The Epoch Times)',
  year: 2025,
};

/** Largest reported losses by category, IC3 2024, largest first. */
export const IC3_2024_LOSSES: readonly LossFigure[] = [
  { label: 'Investment fraud', fraudId: 'InvestmentScam', usdMillions: 6570, year: 2024, source: IC3_LOSSES_BY_TYPE },
  { label: 'Business email compromise', fraudId: 'BusinessEmailCompromise', usdMillions: 2770, year: 2024, source: IC3_LOSSES_BY_TYPE },
  { label: 'Tech support scams', usdMillions: 1460, year: 2024, source: IC3_LOSSES_BY_TYPE_2 },
  { label: 'Personal data breach', usdMillions: 1450, year: 2024, source: IC3_LOSSES_BY_TYPE_2 },
  { label: 'Phishing / spoofing', fraudId: 'Phishing', usdMillions: 70, year: 2024, source: IC3_PHISHING_TRUSTWAVE },
];

/** All losses reported to IC3 in 2024, and the number of complaints. */
export const IC3_2024_TOTAL = Object.freeze({
  usdMillions: 16600,
  complaints: 859532,
  year: 2024,
  source: IC3_TOTAL_SOURCE,
});

/** The distinct sources behind the chart. */
export const LOSS_FIGURE_SOURCES: readonly SourceRef[] = [IC3_LOSSES_BY_TYPE, IC3_LOSSES_BY_TYPE_2, IC3_PHISHING_TRUSTWAVE, IC3_TOTAL_SOURCE];
