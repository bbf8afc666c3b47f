import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../shop/api/error-message';

export const GOOGLE_PROVIDER_ID = 'google.com';

export interface AccountSecurityProps {
  email: string | null;
  emailVerified: boolean;
  providerIds: readonly string[] | undefined;
  resetPassword(email: string): Promise<void>;
}

/** Email with its verified state, password change by reset email, linked Google account. */
export function AccountSecurity({ email, emailVerified, providerIds, resetPassword }: AccountSecurityProps) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const toast = useToast();
  const hasPassword = providerIds ? providerIds.includes('password') : true;
  const google = providerIds?.includes(GOOGLE_PROVIDER_ID);

  const sendReset = async () => {
    if (!email || sending) return;
    setSending(true);
    try {
      await resetPassword(email);
      setSent(true);
      toast.show({ tone: 'success', title: 'Reset email sent', description: `Check ${email} for a link to choose a new password.` });
    } catch (error) {
      toast.show({ tone: 'error', title: 'Could not send the email', description: errorText(error) });
    } finally {
      setSending(false);
    }
  };

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
          <p className="field-hint">{hasPassword ? 'We email you a link to choose a new password.' : 'You sign in with Google. A reset email adds a password too.'}</p>
          <Button onClick={() => void sendReset()} busy={sending} busyLabel="Sending…" disabled={!email}>
            {sent ? 'Send the reset email again' : 'Change password by email'}
          </Button>
        </dd>
      </div>
      <div>
        <dt>Google account</dt>
        <dd className="settings-row" data-testid="google-status">
          {google === undefined ? (
            <Badge>Unknown</Badge>
          ) : google ? (
            <Badge tone="success">Linked</Badge>
          ) : (
            <>
              <Badge>Not linked</Badge>
              <span className="field-hint">Sign in once with Google using this email address to add it.</span>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
