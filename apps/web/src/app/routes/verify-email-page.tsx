import { VerifyEmail } from '../../features/auth/components/verify-email';
import { useSignOut } from '../app-shell';

export default function VerifyEmailPage() {
  const signOut = useSignOut();
  return <VerifyEmail onSignOut={() => void signOut()} />;
}
