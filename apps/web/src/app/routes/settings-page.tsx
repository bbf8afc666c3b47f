import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { googleIntent, prepareGoogle } from '../../features/auth/hooks/use-google-sign-in';
import { profileQueryOptions } from '../../lib/profile';
import { useUid } from '../../lib/server-state/queries';
import { DisplayNameForm } from '../../features/settings/components/display-name-form';
import { AccountSecurity } from '../../features/settings/components/account-security';
import { ReminderPreference } from '../../features/settings/components/reminder-preference';
import { ReportEmailPreference } from '../../features/settings/components/report-email-preference';
import { TeamReportPreference } from '../../features/settings/components/team-report-preference';
import { DeleteAccount } from '../../features/settings/components/delete-account';
import { DownloadData } from '../../features/settings/components/download-data';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/states';
import { QueryState } from '../../components/ui/query-state';
import { useSignOut } from '../app-shell';

export default function SettingsPage() {
  const auth = useAuth();
  const uid = useUid();
  const profile = useQuery(profileQueryOptions(uid));
  const signOut = useSignOut();
  // Linking Google and confirming a deletion with Google open a popup (in both builds): Google's
  // script loads when the player reaches for those buttons, not with the page.
  const google = googleIntent(true);

  return (
    <section className="settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <Card title="Profile">
        <QueryState
          query={profile}
          lines={2}
          loadingLabel="Loading your profile"
          errorTitle="Your profile did not load"
        >
          {(data) => (
            <DisplayNameForm
              key={`${data.displayName}|${data.pendingName ?? ''}`}
              current={data.displayName}
              pending={data.pendingName ?? null}
              onSaved={() => void auth.reloadUser()}
            />
          )}
        </QueryState>
      </Card>
      <Card title="Sign-in and security">
        <AccountSecurity
          email={auth.user?.email ?? null}
          emailVerified={auth.user?.emailVerified === true}
          providerIds={auth.user?.providerIds}
          roles={auth.roles}
          resetPassword={auth.resetPassword}
          linkGoogle={auth.linkGoogle}
          googleIntent={google}
          unlinkGoogle={auth.unlinkGoogle}
          refreshRoles={auth.refreshClaims}
        />
      </Card>
      <Card title="Notifications">
        {profile.data ? (
          <>
            <ReminderPreference value={profile.data.deadlineReminders} />
            <ReportEmailPreference value={profile.data.reportEmails ?? false} />
            <TeamReportPreference value={profile.data.teamReportEmails ?? true} />
          </>
        ) : (
          <Skeleton lines={1} />
        )}
      </Card>
      <Card title="Your data">
        <DownloadData />
      </Card>
      <Card title="Delete account" className="danger-zone">
        <DeleteAccount providerIds={auth.user?.providerIds} onDeleted={signOut} onGoogleIntent={prepareGoogle} />
      </Card>
    </section>
  );
}
