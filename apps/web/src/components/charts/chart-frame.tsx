import type { ReactNode } from 'react';

export interface ChartDatum {
  /** Category or x value, e.g. "Week 3" or "Investment scams". */
  label: string;
  value: number;
}

export interface ChartFrameProps {
  title: ReactNode;
  description?: ReactNode;
  /** Column headings of the text alternative. */
  labelHeading: string;
  valueHeading: string;
  data: readonly ChartDatum[];
  formatValue?: (value: number) => string;
  /** Extra line under the table, e.g. the sources. */
  footnote?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A chart with its title and a text alternative: the picture is hidden from screen readers and
 * the same numbers are offered as a table behind "Show the numbers".
 */
export function ChartFrame({
  title,
  description,
  labelHeading,
  valueHeading,
  data,
  formatValue = String,
  footnote,
  children,
  ...rest
}: ChartFrameProps) {
  return (
    <figure className="chart-frame" data-testid={rest['data-testid']}>
      <figcaption>
        {title}
        {description ? <div className="chart-description">{description}</div> : null}
      </figcaption>
      <div aria-hidden="true">{children}</div>
      <details>
        <summary>Show the numbers</summary>
        <div className="table-wrap">
          <table className="ui-table">
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col" className="num">
                  {valueHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.label}>
                  <th scope="row">{d.label}</th>
                  <td className="num">{formatValue(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {footnote ? <div className="field-hint">{footnote}</div> : null}
      </details>
    </figure>
  );
}
