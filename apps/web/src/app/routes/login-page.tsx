import { AuthForm } from '../../features/auth/components/auth-form';

export default function LoginPage() {
  return <AuthForm mode="login" />;
}
