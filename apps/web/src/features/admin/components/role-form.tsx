import { useRef, useState, type FormEvent } from 'react';
import { REAUTH_MESSAGES, reauthErrorMessage } from '@fraudshield/domain';
import { errorText } from '../../../lib/error-text';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/field';
import { Feedback } from '../../../components/ui/feedback';
import { useSetRole } from '../api/mutations';

/** A failure of the re-authentication (identity provider, `auth/…`) or of the callable. */
function roleErrorText(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('auth/') ? reauthErrorMessage(error) : errorText(error);
}

/**
 * Grants or revokes the admin role by email (custom claim: a grant applies at the user's next
 * token, a revocation at once). The admin confirms their password (or Google account, when it
 * is their only sign-in) with each change: the server refuses a sign-in older than 5 minutes.
 */
export function RoleForm({ providerIds }: { providerIds?: readonly string[] | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [granting, setGranting] = useState(true);
  const setRole = useSetRole();
  const hasPassword = providerIds ? providerIds.includes('password') : true;

  const run = (grant: boolean) => {
    if (setRole.isPending) return;
    if (form.current && !form.current.reportValidity()) return;
    const target = email.trim();
    setGranting(grant);
    setRole.mutate(
      { email: target, grant, reauth: hasPassword ? { method: 'password', password } : { method: 'google' } },
      { onSuccess: () => setPassword('') },
    );
  };
  const asked = setRole.variables;
  const done =
    setRole.data && asked
      ? `${asked.grant ? 'Granted admin to' : 'Revoked admin from'} ${asked.email}. Roles now: ${setRole.data.roles.length ? setRole.data.roles.join(', ') : 'none'}. ${
          asked.grant
            ? 'It applies when they next sign in.'
            : 'They are signed out and can no longer use admin actions.'
        }`
      : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(true);
  };

  return (
    <form ref={form} onSubmit={submit} aria-label="Admin role">
      <TextInput
        label="Email"
        hint="The account must exist and have a verified email. The last admin cannot be removed; every change is recorded below."
        type="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        required
        autoComplete="off"
      />
      {hasPassword ? (
        <TextInput
          label="Your password"
          hint={REAUTH_MESSAGES.explainRole}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
          autoComplete="current-password"
          name="password"
        />
      ) : (
        <p className="field-hint">
          {REAUTH_MESSAGES.explainRole} A Google window opens when you press Grant or Revoke.
        </p>
      )}
      <div className="button-row">
        <Button
          variant="primary"
          disabled={setRole.isPending}
          busy={setRole.isPending && granting}
          busyLabel="Granting…"
          onClick={() => run(true)}
        >
          Grant admin
        </Button>
        <Button
          variant="danger"
          disabled={setRole.isPending}
          busy={setRole.isPending && !granting}
          busyLabel="Revoking…"
          onClick={() => run(false)}
        >
          Revoke admin
        </Button>
      </div>
      <Feedback
        testId={{ error: 'role-result', ok: 'role-result' }}
        error={setRole.error && roleErrorText(setRole.error)}
        ok={done}
      />
    </form>
  );
}
