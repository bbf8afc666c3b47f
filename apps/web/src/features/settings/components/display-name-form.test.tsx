import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DISPLAY_NAME_PROBLEMS } from '@fraudshield/domain';
import { errorText } from '../../../lib/error-text';
import { refusal } from '../../../testing/render-game-page';
import { withQueryClient } from '../../../testing/query-wrapper';
import { DisplayNameForm } from './display-name-form';

const callFunction = vi.fn();
vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock({
    callFunction: (...args: unknown[]) => callFunction(...args),
  }),
);
vi.mock('../../../components/ui/toast', () => ({ useToast: () => ({ show: vi.fn() }) }));

function submit(value: string) {
  render(<DisplayNameForm current="Ada" />, { wrapper: withQueryClient() });
  fireEvent.change(screen.getByLabelText('Display name'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
}

describe('DisplayNameForm', () => {
  beforeEach(() => callFunction.mockReset());

  it.each([
    ['a right-to-left override', 'Grace\u202E'],
    ['a zero-width joiner between letters', 'Gr\u200Dace'],
    ['a control character', 'Grace\u0085'],
  ])('refuses %s with the reason and calls nothing', (_what, value) => {
    submit(value);
    expect(screen.getByText(DISPLAY_NAME_PROBLEMS['hidden-characters'])).toBeInTheDocument();
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('saves the normalised name', async () => {
    callFunction.mockResolvedValue({ displayName: 'Grace Hopper' });
    submit(' Grace\u3000Hopper ');
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith('user_setDisplayName', { displayName: 'Grace Hopper' }),
    );
  });

  it("shows the server's refusal under the name, and clears it when a new name is sent", async () => {
    const refused = refusal('resource-exhausted');
    callFunction.mockRejectedValueOnce(refused).mockReturnValueOnce(new Promise(() => undefined));
    submit('Grace');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorText(refused));
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(callFunction).toHaveBeenCalledTimes(2);
  });

  it("keeps a Google account's name private until the player shows it: one tap sends that name", async () => {
    callFunction.mockResolvedValue({ displayName: 'Ada Lovelace', pendingName: null });
    render(<DisplayNameForm current="Player x7kq2m" pending="Ada Lovelace" />, {
      wrapper: withQueryClient(),
    });
    expect(screen.getByTestId('pending-name')).toHaveTextContent('Other players see you as Player x7kq2m');
    fireEvent.click(screen.getByRole('button', { name: 'Show Ada Lovelace to other players' }));
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith('user_setDisplayName', { displayName: 'Ada Lovelace' }),
    );
  });

  it('says nothing of a pending name when there is none', () => {
    render(<DisplayNameForm current="Ada" />, { wrapper: withQueryClient() });
    expect(screen.queryByTestId('pending-name')).toBeNull();
  });
});
