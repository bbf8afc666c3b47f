import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { profileQueryOptions } from '../../features/week/api/get-profile';
import { DisplayNameForm } from '../../features/settings/components/display-name-form';
import { AccountSecurity } from '../../features/settings/components/account-security';
import { ReminderPreference } from '../../features/settings/components/reminder-preference';
import { ReportEmailPreference } from '../../features/settings/components/report-email-preference';
import { DeleteAccount } from '../../features/settings/components/delete-account';
import { errorText } from '../../features/shop/api/error-message';
import { Card } from '../../components/ui/card';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { useSignOut } from '../app-shell';

export default function SettingsPage() {
  const auth = useAuth();
  const uid = auth.user?.uid ?? null;
  const profile = useQuery(profileQueryOptions(uid));
  const signOut = useSignOut();

  return (
    <section className="settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <Card title="Profile">
        {profile.isPending ? (
          <Skeleton lines={2} label="Loading your profile" />
        ) : profile.isError ? (
          <ErrorState title="Your profile did not load" message={errorText(profile.error)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <DisplayNameForm key={profile.data.displayName} uid={uid} current={profile.data.displayName} onSaved={() => void auth.reloadUser()} />
        )}
      </Card>
      <Card title="Sign-in and security">
        <AccountSecurity
          email={auth.user?.email ?? null}
          emailVerified={auth.user?.emailVerified === true}
          providerIds={auth.user?.providerIds}
          roles={auth.roles}
          resetPassword={auth.resetPassword}
          linkGoogle={auth.linkGoogle}
          unlinkGoogle={auth.unlinkGoogle}
          refreshRoles={auth.refreshClaims}
        />
      </Card>
      <Card title="Notifications">
        {profile.data ? (
          <>
            <ReminderPreference uid={uid} value={profile.data.deadlineReminders} />
            <ReportEmailPreference uid={uid} value={profile.data.reportEmails ?? false} />
          </>
        ) : (
          <Skeleton lines={1} />
        )}
      </Card>
      <Card title="Delete account" className="danger-zone">
        <DeleteAccount providerIds={auth.user?.providerIds} onDeleted={signOut} />
      </Card>
    </section>
  );
}
