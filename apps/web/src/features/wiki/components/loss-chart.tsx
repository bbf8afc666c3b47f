/** Lazy-loaded by the wiki page: keeps recharts out of the page chunk. */
import { IC3_2024_LOSSES, IC3_2024_TOTAL, LOSS_FIGURE_SOURCES } from '@fraudshield/domain/content';
import { BarChart } from '../../../components/charts/bar-chart';
import { SourceLink } from './article-parts';

/** The outlets the figures were read in (the IC3 report itself could not be read): the chart names them. */
const OUTLETS = [
  ...new Set([...IC3_2024_LOSSES, IC3_2024_TOTAL].flatMap((f) => (f.read.kind === 'outlet' ? [f.read.outlet] : []))),
];

const usd = (millions: number) => (millions >= 1000 ? `$${(millions / 1000).toFixed(2)}B` : `$${millions}M`);

export default function LossChart() {
  return (
    <BarChart
      title="Reported losses by kind of fraud, United States, 2024"
      description={`Complaints to the FBI's IC3 reported ${usd(IC3_2024_TOTAL.usdMillions)} lost in ${IC3_2024_TOTAL.year}, as reported by ${OUTLETS.join(' and ')}. Phishing causes few direct losses but opens the door to the others.`}
      labelHeading="Kind of fraud"
      valueHeading="Reported loss (USD)"
      data={IC3_2024_LOSSES.map((f) => ({ label: f.label, value: f.usdMillions }))}
      formatValue={usd}
      horizontal
      data-testid="loss-chart"
      footnote={
        <ul>
          {LOSS_FIGURE_SOURCES.map((s) => (
            <li key={s.url}>
              <SourceLink source={s} />
            </li>
          ))}
        </ul>
      }
    />
  );
}
