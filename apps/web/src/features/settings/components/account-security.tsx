import { useState } from 'react';
import { GOOGLE_PROVIDER_ID } from '@fraudshield/firebase-client';
import { LINK_MESSAGES, linkErrorMessage } from '@fraudshield/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';

export interface AccountSecurityProps {
  email: string | null;
  emailVerified: boolean;
  providerIds: readonly string[] | undefined;
  roles: readonly string[];
  resetPassword(email: string): Promise<void>;
  linkGoogle(): Promise<void>;
  /** Handlers on the link button that get Google's popup ready as the player reaches for it. */
  googleIntent?: Partial<Record<'onPointerEnter' | 'onPointerDown' | 'onFocus', () => void>>;
  unlinkGoogle(): Promise<void>;
  /** Force-refreshes the ID token's claims; resolves with them (null when signed out). */
  refreshRoles(): Promise<unknown>;
}

type Busy = null | 'reset' | 'link' | 'unlink' | 'roles';

/** Email with its verified state, password change by reset email, linked Google account, roles. */
export function AccountSecurity({
  email,
  emailVerified,
  providerIds,
  roles,
  resetPassword,
  linkGoogle,
  googleIntent,
  unlinkGoogle,
  refreshRoles,
}: AccountSecurityProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [sent, setSent] = useState(false);
  const toast = useToast();
  const hasPassword = providerIds ? providerIds.includes('password') : true;
  const google = providerIds?.includes(GOOGLE_PROVIDER_ID);

  /** One action at a time; its failure is a toast with the mapped message. */
  const run = async (
    kind: Exclude<Busy, null>,
    action: () => Promise<void>,
    failTitle: string,
    message: (e: unknown) => string,
  ) => {
    if (busy) return;
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      toast.show({ tone: 'error', title: failTitle, description: message(error) });
    } finally {
      setBusy(null);
    }
  };

  const sendReset = () =>
    run(
      'reset',
      async () => {
        if (!email) return;
        await resetPassword(email);
        setSent(true);
        toast.show({
          tone: 'success',
          title: 'Reset email sent',
          description: `Check ${email} for a link to choose a new password.`,
        });
      },
      'Could not send the email',
      errorText,
    );

  const link = () =>
    run(
      'link',
      async () => {
        await linkGoogle();
        toast.show({ tone: 'success', title: 'Google linked', description: LINK_MESSAGES.linked });
      },
      'Could not link Google',
      linkErrorMessage,
    );

  const unlink = () =>
    run(
      'unlink',
      async () => {
        await unlinkGoogle();
        toast.show({ tone: 'success', title: 'Google unlinked', description: LINK_MESSAGES.unlinked });
      },
      'Could not unlink Google',
      linkErrorMessage,
    );

  const checkRoles = () =>
    run(
      'roles',
      async () => {
        const before = [...roles].sort().join(', ');
        const claims = (await refreshRoles()) as { roles?: unknown } | null;
        const now = Array.isArray(claims?.roles)
          ? claims.roles
              .filter((r): r is string => typeof r === 'string')
              .sort()
              .join(', ')
          : '';
        toast.show({
          tone: 'success',
          title: now === before ? 'No change' : 'Roles updated',
          description: now ? `Your roles: ${now}.` : 'You are a player (no extra roles).',
        });
      },
      'Could not check your roles',
      errorText,
    );

  return (
    <dl className="facts" data-testid="account-security">
      <div>
        <dt>Email</dt>
        <dd className="settings-row">
          <span data-testid="settings-email">{email ?? '—'}</span>
          {emailVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
        </dd>
      </div>
      <div>
        <dt>Password</dt>
        <dd>
          <p className="field-hint">
            {hasPassword
              ? 'We email you a link to choose a new password.'
              : 'You sign in with Google. A reset email adds a password too.'}
          </p>
          <Button
            onClick={() => void sendReset()}
            busy={busy === 'reset'}
            busyLabel="Sending…"
            disabled={!email || (busy !== null && busy !== 'reset')}
          >
            {sent ? 'Send the reset email again' : 'Change password by email'}
          </Button>
        </dd>
      </div>
      <div>
        <dt>Google account</dt>
        <dd data-testid="google-status">
          <p className="settings-row">
            {google === undefined ? (
              <Badge>Unknown</Badge>
            ) : google ? (
              <Badge tone="success">Linked</Badge>
            ) : (
              <Badge>Not linked</Badge>
            )}
          </p>
          {google === false ? (
            <>
              <p className="field-hint">Link it to sign in with Google as well as your password.</p>
              <Button
                {...googleIntent}
                onClick={() => void link()}
                busy={busy === 'link'}
                busyLabel="Linking…"
                disabled={busy !== null && busy !== 'link'}
              >
                Link Google account
              </Button>
            </>
          ) : null}
          {google === true ? (
            <>
              {hasPassword ? null : <p className="field-hint">{LINK_MESSAGES.lastMethod}</p>}
              <Button
                variant="secondary"
                onClick={() => void unlink()}
                busy={busy === 'unlink'}
                busyLabel="Unlinking…"
                disabled={!hasPassword || (busy !== null && busy !== 'unlink')}
              >
                Unlink Google
              </Button>
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>Roles</dt>
        <dd>
          <p className="settings-row" data-testid="settings-roles">
            {roles.length ? (
              roles.map((r) => (
                <Badge key={r} tone="info">
                  {r}
                </Badge>
              ))
            ) : (
              <Badge>player</Badge>
            )}
          </p>
          <p className="field-hint">A role an admin gave you shows here once you check (or after your next sign-in).</p>
          <Button
            variant="secondary"
            onClick={() => void checkRoles()}
            busy={busy === 'roles'}
            busyLabel="Checking…"
            disabled={busy !== null && busy !== 'roles'}
          >
            Check for new roles
          </Button>
        </dd>
      </div>
    </dl>
  );
}
