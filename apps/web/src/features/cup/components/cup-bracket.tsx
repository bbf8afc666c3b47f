import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CupTieView, CupView } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { useUid } from '../../../lib/server-state/queries';
import { formatPoints } from '../../../lib/points';
import { cupQueryOptions } from '../api/queries';
import './cup-bracket.css';

function Side({ name, me, points, won }: { name: string; me: boolean; points: number | null; won: boolean }) {
  return (
    <span className={['cup-side', won ? 'cup-won' : ''].join(' ')}>
      <span className="cup-name">
        {name}
        {me ? <span className="field-hint"> (you)</span> : null}
        {won ? <span className="visually-hidden"> (through)</span> : null}
      </span>
      {points !== null ? <strong className="cup-points"> {formatPoints(points)}</strong> : null}
    </span>
  );
}

/**
 * A tie as two lines, one a side, each name with its points at the line's end (a column down the
 * bracket): at 390 px the sides ran on in one line and wrapped anywhere, the "v" left at a line's
 * end. The "v" stays for screen readers.
 */
function Tie({ tie }: { tie: CupTieView }) {
  return (
    <li
      className={['cup-tie', tie.winner ? 'cup-decided' : ''].join(' ')}
      data-testid="cup-tie"
      aria-current={tie.a.me || tie.b?.me || undefined}
    >
      <Side name={tie.a.name} me={tie.a.me} points={tie.aPoints} won={tie.winner === 'a'} />
      <span className="visually-hidden"> v </span>
      {tie.b ? (
        <Side name={tie.b.name} me={tie.b.me} points={tie.bPoints} won={tie.winner === 'b'} />
      ) : (
        <span className="cup-side cup-bye">
          <span className="cup-name field-hint">bye</span>
        </span>
      )}
    </li>
  );
}

/**
 * Why the caller is not in the round shown, in words: a player who joined after the draw would
 * otherwise think they lost. After round 1, round 1's own answer (its `mine`, one read, whatever
 * the page) tells a player knocked out from one never drawn.
 */
function CupOut({ cup, round }: { cup: CupView; round: number }) {
  const uid = useUid();
  const first = useQuery({ ...cupQueryOptions(uid, { round: 1, page: 0 }), enabled: round > 1 });
  const draw = `the draw took every player who had fielded a squad by week ${cup.startWeek - 1}`;
  let why: string;
  if (round === 1) why = `You are not in round 1: ${draw}.`;
  else if (!first.data) why = `You are not in round ${round}.`;
  else if (first.data.mine) why = `You are not in round ${round}: you were knocked out in an earlier round.`;
  else why = `You are not in the cup: ${draw}, before you had one.`;
  return <p data-testid="cup-out">{why}</p>;
}

/**
 * The cup's bracket, a round and a page at a time (a round of millions is thousands of pages:
 * each view reads one). Opens on the latest round at the caller's own tie.
 */
export function CupBracket() {
  const uid = useUid();
  const [at, setAt] = useState<{ round: number; page: number } | null>(null);
  const query = useQuery({ ...cupQueryOptions(uid, at), placeholderData: keepPreviousData });
  return (
    <QueryState query={query} lines={8} loadingLabel="Loading the cup…" errorTitle="The cup did not load" testId="cup">
      {(cup) =>
        cup ? (
          <>
            <h1>{cup.name}</h1>
            <p className="lead">
              {cup.status === 'scheduled'
                ? `Every player who has fielded a squad is drawn once week ${cup.startWeek - 1} is settled; round 1 is decided by week ${cup.startWeek}'s points.`
                : cup.status === 'finished'
                  ? `${cup.champion ?? 'The champion'} won the cup.`
                  : `${cup.entrants.toLocaleString('en')} players entered. Each round is decided by one week's points.`}
            </p>
            {cup.mine ? (
              <Card title={`Your tie in round ${cup.round}`} data-testid="cup-mine">
                <ul className="cup-ties">
                  <Tie tie={cup.mine} />
                </ul>
              </Card>
            ) : cup.round !== null ? (
              <CupOut cup={cup} round={cup.round} />
            ) : null}
            {cup.rounds.length > 0 ? (
              <Card title="Bracket">
                <div className="cup-rounds" role="group" aria-label="Rounds">
                  {cup.rounds.map((r) => (
                    <Button
                      key={r.round}
                      size="sm"
                      variant={r.round === cup.round ? 'primary' : 'ghost'}
                      aria-pressed={r.round === cup.round}
                      onClick={() => setAt({ round: r.round, page: 0 })}
                    >
                      Round {r.round}
                    </Button>
                  ))}
                </div>
                <p className="field-hint">
                  Round {cup.round}: week {cup.rounds.find((r) => r.round === cup.round)?.week}
                  {cup.rounds.find((r) => r.round === cup.round)?.decided ? ', decided' : ', to play'}
                  {cup.pages > 1 ? ` · page ${cup.page + 1} of ${cup.pages}` : null}
                </p>
                <ul className="cup-ties" data-testid="cup-ties">
                  {cup.ties.map((t) => (
                    <Tie key={t.index} tie={t} />
                  ))}
                </ul>
                {cup.ties.length === 0 ? <p>This page is being drawn.</p> : null}
                {/* A round of one page has nothing to page through: no "page 1 of 1", no dead buttons. */}
                {cup.pages > 1 ? (
                  <div className="cup-pager">
                    <Button
                      size="sm"
                      disabled={cup.page === 0 || cup.round === null}
                      onClick={() => cup.round !== null && setAt({ round: cup.round, page: cup.page - 1 })}
                    >
                      Previous page
                    </Button>
                    <Button
                      size="sm"
                      disabled={cup.page + 1 >= cup.pages || cup.round === null}
                      onClick={() => cup.round !== null && setAt({ round: cup.round, page: cup.page + 1 })}
                    >
                      Next page
                    </Button>
                    {cup.mine && cup.mine.page !== cup.page && cup.round !== null ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          cup.mine && cup.round !== null && setAt({ round: cup.round, page: cup.mine.page })
                        }
                      >
                        My tie
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </Card>
            ) : null}
            <p className="field-hint">{cup.tieBreak}</p>
          </>
        ) : (
          <>
            <h1>The cup</h1>
            <p>No cup is scheduled this season.</p>
          </>
        )
      }
    </QueryState>
  );
}
