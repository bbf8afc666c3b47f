import { useState, type FormEvent } from 'react';
import { checkLeagueName, LEAGUE_NAME_PROBLEMS, type LeagueKind } from '@fraudshield/domain';
import { errorText } from '../../../lib/error-text';
import { useCreateLeague } from '../api/mutations';

/**
 * A form that names a new league: the typed name, its submit and what to show under it. The name
 * is checked with the server's own rule (names.ts) before sending, so a refusal reads the same
 * before and after sending; once created the field empties and `onCreated` hears of it.
 */
export function useLeagueNameForm(kind: LeagueKind, onCreated?: (created: { leagueId: string; code: string }) => void) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateLeague();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const checked = checkLeagueName(name);
    if (!checked.ok) {
      setProblem(LEAGUE_NAME_PROBLEMS[checked.problem]);
      return;
    }
    setProblem(null);
    create.mutate(
      { name: checked.name, kind },
      {
        onSuccess: (created) => {
          setName('');
          onCreated?.(created);
        },
      },
    );
  };
  return { name, setName, submit, create, error: problem ?? (create.error && errorText(create.error)) };
}
