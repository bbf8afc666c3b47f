import { screen, waitFor } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import { CURRENT_RULES, formatCredits, RULES_V4, saleRefundTenths } from '@fraudshield/domain';
import { authFor, fakeCalls, renderGamePage } from '../../../testing/render-game-page';
import { openWeekUnder } from '../../../testing/week-fixtures';
import { ToastProvider } from '../../../components/ui/toast';
import { DefenseMarket } from './defense-market';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
vi.mock('../../auth/hooks/auth-context', () => ({ useAuth: () => authFor('uid-1') }));
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const mine = [{ defenseId: 'KeepUpdated' as const, pricePaid: 7, deployed: true, lead: true }];

describe("a defense page's market", { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it("says the open week's rules' refund: a week opened under v4 keeps 25%", async () => {
    call.mockImplementation(fakeCalls({ week_getCurrent: () => openWeekUnder(4) }));
    renderGamePage(
      <ToastProvider>
        <DefenseMarket defenseId="KeepUpdated" defenses={mine} loading={false} />
      </ToastProvider>,
    );
    const refund = formatCredits(saleRefundTenths(70, RULES_V4));
    await waitFor(() => expect(screen.getByRole('button', { name: `Sell for ${refund}` })).toBeInTheDocument());
    expect(screen.getByTestId('defense-market')).toHaveTextContent(`(${RULES_V4.sellRefundPercent}% of it)`);
  });

  it('with no week open, the rules the next week opens under', async () => {
    call.mockImplementation(fakeCalls({ week_getCurrent: () => ({ week: null, lastSettled: null }) }));
    renderGamePage(
      <ToastProvider>
        <DefenseMarket defenseId="KeepUpdated" defenses={mine} loading={false} />
      </ToastProvider>,
    );
    const refund = formatCredits(saleRefundTenths(70, CURRENT_RULES));
    expect(await screen.findByRole('button', { name: `Sell for ${refund}` })).toBeInTheDocument();
  });
});
