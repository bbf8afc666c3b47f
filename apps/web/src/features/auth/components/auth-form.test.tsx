import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AUTH_MESSAGES, DISPLAY_NAME_PROBLEMS, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '@fraudshield/domain';
import * as client from '@fraudshield/firebase-client';
import { AuthForm } from './auth-form';

const signUp = vi.fn();
const signInWithGoogle = vi.fn(async () => undefined);
let googleMode: 'popup' | 'redirect' | undefined;
vi.mock('../hooks/auth-context', () => ({
  useAuth: () => ({
    signUp,
    signIn: vi.fn(),
    signInWithGoogle,
    googleMode,
    redirectError: null,
    viewer: { status: 'signedOut' },
  }),
}));
vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/auth-client-mock')).authClientMock(),
);

function fillSignup(displayName: string) {
  render(
    <MemoryRouter>
      <AuthForm mode="signup" />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText(/Display name/), { target: { value: displayName } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-42' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('AuthForm signup: the display name', () => {
  beforeEach(() => signUp.mockReset().mockResolvedValue(undefined));

  it.each([
    ['a right-to-left override', 'Ada\u202Egpj.exe'],
    ['a left-to-right isolate', '\u2066Ada'],
    ['a zero-width space', 'Ad\u200Ba'],
    ['a byte-order mark', '\uFEFFAda'],
  ])('refuses %s with the reason and creates no account', (_what, name) => {
    fillSignup(name);
    expect(screen.getByRole('alert')).toHaveTextContent(DISPLAY_NAME_PROBLEMS['hidden-characters']);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('refuses angle brackets', () => {
    fillSignup('<b>Ada</b>');
    expect(screen.getByRole('alert')).toHaveTextContent(DISPLAY_NAME_PROBLEMS['angle-brackets']);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('sends the name normalised as Settings and the server store it', async () => {
    fillSignup('  Zoe\u0308\u00A0 Lovelace ');
    await waitFor(() =>
      expect(signUp).toHaveBeenCalledWith({
        email: 'ada@example.test',
        password: 'correct-horse-42',
        displayName: 'Zo\u00EB Lovelace',
      }),
    );
  });

  it('an empty name stays optional: the account is created without one', async () => {
    fillSignup('   ');
    await waitFor(() =>
      expect(signUp).toHaveBeenCalledWith({ email: 'ada@example.test', password: 'correct-horse-42' }),
    );
  });
});

describe('AuthForm signup: the password rule', () => {
  beforeEach(() => signUp.mockReset().mockResolvedValue(undefined));

  it('is shown before submitting, tied to the password field', () => {
    render(
      <MemoryRouter>
        <AuthForm mode="signup" />
      </MemoryRouter>,
    );
    const rule = screen.getByTestId('password-rule');
    expect(rule).toHaveTextContent(PASSWORD_RULE);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_RULE);
  });

  it('a short password gets the rule as its message, and no account is asked for', () => {
    render(
      <MemoryRouter>
        <AuthForm mode="signup" />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.weakPassword);
    expect(AUTH_MESSAGES.weakPassword).toContain(String(PASSWORD_MIN_LENGTH));
    expect(signUp).not.toHaveBeenCalled();
  });

  it('the provider refusing a weak password reads the same specific message', async () => {
    signUp.mockRejectedValueOnce({ code: 'auth/weak-password', message: 'Password should be at least 6 characters' });
    fillSignup('');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.weakPassword));
  });
});

describe("AuthForm: Google's script loads on the tap, not with the page", () => {
  beforeEach(() => {
    googleMode = 'popup';
    vi.mocked(client.prepareGoogleSignIn).mockClear();
    signInWithGoogle.mockClear();
  });
  afterEach(() => {
    googleMode = undefined;
  });

  it.each([
    ['login', 'Sign in with Google'],
    ['signup', 'Sign up with Google'],
  ] as const)(
    '%s: the Google button is ready at once; reaching for it (pointer, touch, focus) loads Google',
    async (mode, name) => {
      render(
        <MemoryRouter>
          <AuthForm mode={mode} />
        </MemoryRouter>,
      );
      const google = screen.getByRole('button', { name });
      expect(google).toBeEnabled();
      expect(google).not.toHaveAttribute('aria-busy');
      // The page load asks for nothing of Google's.
      await new Promise((done) => setTimeout(done, 50));
      expect(client.prepareGoogleSignIn).not.toHaveBeenCalled();
      fireEvent.pointerEnter(google);
      await waitFor(() => expect(client.prepareGoogleSignIn).toHaveBeenCalledTimes(1));
      fireEvent.focus(google);
      fireEvent.pointerDown(google);
      await waitFor(() => expect(client.prepareGoogleSignIn).toHaveBeenCalledTimes(3));
      fireEvent.click(google);
      await waitFor(() => expect(signInWithGoogle).toHaveBeenCalledTimes(1));
    },
  );
});
