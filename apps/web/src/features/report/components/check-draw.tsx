import { useState } from 'react';
import { useUid } from '../../../lib/server-state/queries';
import { FRAUDS, href, type MatchReportView } from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Button } from '../../../components/ui/button';
import { checkDraw, type DrawCheck } from '../utils/verify-report';

/**
 * "Check this draw": recompute the report in the browser from the revealed seed with the
 * domain's verifyWeekReport and show whether it matches what the server reported.
 */
export function CheckDraw({ report }: { report: MatchReportView }) {
  const uid = useUid() ?? '';
  const [result, setResult] = useState<DrawCheck | null>(null);
  return (
    <section className="market" aria-labelledby="check-draw-title">
      <h4 id="check-draw-title">Check this draw</h4>
      <p className="field-hint">
        Your attacks and rolls came from a seed kept secret until settlement: recompute them here.
      </p>
      <details className="game-code">
        <summary>The seed and its published fingerprint</summary>
        <p className="field-hint">
          The seed&apos;s SHA-256 was published when the week opened. Your attacks and rolls come from sha256(seed +
          your id). <PrefetchLink to={href.help()}>How fair draws work</PrefetchLink>
        </p>
        <dl className="facts">
          <dt>Published hash</dt>
          <dd>
            <code>{report.seedHash}</code>
          </dd>
          <dt>Revealed seed</dt>
          <dd>
            <code>{report.seed || '—'}</code>
          </dd>
        </dl>
      </details>
      <Button onClick={() => setResult(checkDraw(report, uid))}>Check this draw</Button>
      {result ? (
        <div role="status" data-testid="draw-check" className={`draw-check ${result.ok ? 'notice' : 'form-error'}`}>
          <p>
            <strong>{result.ok ? 'This draw checks out.' : 'This draw does not match.'}</strong>
          </p>
          <ul>
            <li>
              {result.seedMatches ? '✓' : '✗'} sha256(seed) = <code>{result.computedHash}</code>{' '}
              {result.seedMatches ? 'matches the published hash.' : 'differs from the published hash.'}
            </li>
            <li>
              {result.reportMatches ? '✓' : '✗'} Recomputed attacks:{' '}
              {result.recomputed.attacks
                .map(
                  (a) => `${FRAUDS[a.fraudId].name} (roll ${a.roll.toFixed(4)}, ${a.blocked ? 'blocked' : 'breached'})`,
                )
                .join(', ')}
              ; total {result.recomputed.totalPoints} points —{' '}
              {result.reportMatches ? 'the same as your report.' : 'not the same as your report.'}
            </li>
          </ul>
        </div>
      ) : null}
    </section>
  );
}
