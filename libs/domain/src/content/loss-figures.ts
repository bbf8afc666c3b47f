/**
 * Reported losses by kind of fraud, for the wiki's loss chart: losses reported to the FBI's IC3
 * for 2024, in US dollars (millions). The IC3 report itself could not be read, so each figure is
 * the one an outlet reported from it (Trustwave, Insurance Journal), and the chart's footnote
 * names those outlets; the figures are the outlets' rounded ones. The BEC loss is the same
 * statistic the Business Email Compromise page quotes (IC3_2024_BEC_LOSSES), from one constant.
 */
import type { FraudId } from '../catalog/ids';
import { IC3_2024_BEC_LOSSES, INSURANCE_JOURNAL_IC3_2024, TRUSTWAVE_IC3_2024 } from './frauds/figures';
import type { FigureRead, SourceRef } from './types';

export interface LossFigure {
  /** Category as IC3 names it, in short. */
  label: string;
  /** Our fraud page closest to the category, when there is one. */
  fraudId?: FraudId;
  usdMillions: number;
  year: number;
  source: SourceRef;
  /** Where the figure was read: here, in the outlet the chart's footnote names. */
  read: FigureRead;
}

const TRUSTWAVE: FigureRead = { kind: 'outlet', outlet: 'Trustwave' };
const INSURANCE_JOURNAL: FigureRead = { kind: 'outlet', outlet: 'Insurance Journal' };

/** Largest reported losses by category, IC3 2024, largest first. */
export const IC3_2024_LOSSES: readonly LossFigure[] = [
  {
    label: 'Investment fraud',
    fraudId: 'InvestmentScam',
    usdMillions: 6500,
    year: 2024,
    source: INSURANCE_JOURNAL_IC3_2024,
    read: INSURANCE_JOURNAL,
  },
  {
    label: 'Business email compromise',
    fraudId: 'BusinessEmailCompromise',
    usdMillions: 2700,
    year: IC3_2024_BEC_LOSSES.year,
    source: IC3_2024_BEC_LOSSES.source,
    read: IC3_2024_BEC_LOSSES.read,
  },
  {
    label: 'Phishing / spoofing',
    fraudId: 'Phishing',
    usdMillions: 70,
    year: 2024,
    source: TRUSTWAVE_IC3_2024,
    read: TRUSTWAVE,
  },
];

/** All losses reported to IC3 in 2024, and the number of complaints. */
export const IC3_2024_TOTAL = Object.freeze({
  usdMillions: 16600,
  complaints: 859532,
  year: 2024,
  source: TRUSTWAVE_IC3_2024,
  read: TRUSTWAVE,
});

/** The distinct sources behind the chart. */
export const LOSS_FIGURE_SOURCES: readonly SourceRef[] = [TRUSTWAVE_IC3_2024, INSURANCE_JOURNAL_IC3_2024];
