import { fireEvent, render, screen } from '@testing-library/react';
import { ClientAppError } from '@fraudshield/firebase-client';
import { CALLABLE_MESSAGES, messageFor } from '@fraudshield/domain';
import { Feedback } from './feedback';
import { QueryState, type QueryStateQuery } from './query-state';

function query(over: Partial<QueryStateQuery<string[]>>): QueryStateQuery<string[]> {
  return {
    data: undefined,
    error: null,
    isPending: true,
    isError: false,
    isFetching: false,
    fetchStatus: 'idle',
    refetch: vi.fn(),
    ...over,
  };
}

function show(q: QueryStateQuery<string[]>) {
  return render(
    <QueryState
      query={q}
      loadingLabel="Loading the list…"
      errorTitle="The list did not load"
      testId="list"
      empty={{ when: (d) => d.length === 0, title: 'Nothing yet' }}
    >
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows nothing while the query is disabled, a skeleton while the first answer is on its way', () => {
    expect(show(query({})).container).toBeEmptyDOMElement();
    show(query({ fetchStatus: 'fetching', isFetching: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list…');
  });

  it("holds the content's usual height while the skeleton shows, when given one (no layout shift)", () => {
    const q = query({ fetchStatus: 'fetching', isFetching: true });
    const { unmount } = render(
      <QueryState query={q} loadingLabel="Loading…" errorTitle="Failed" minHeight="5rem">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '5rem' });
    unmount();
    show(q);
    expect(screen.getByRole('status').style.minHeight).toBe('');
  });

  it('shows the error mapped from its code (never its raw message), with a retry', () => {
    const refetch = vi.fn();
    show(query({ isPending: false, isError: true, error: new ClientAppError('unavailable'), refetch }));
    expect(screen.getByTestId('list-error')).toHaveTextContent(`The list did not load${CALLABLE_MESSAGES.unavailable}`);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a failure that is not an AppError reads as unknown', () => {
    show(query({ isPending: false, isError: true, error: new Error('secret internals') }));
    expect(screen.getByRole('alert')).toHaveTextContent(messageFor('unknown'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('secret internals');
  });

  it('shows the empty state, or the content', () => {
    const { unmount } = show(query({ isPending: false, data: [] }));
    expect(screen.getByTestId('list-empty')).toHaveTextContent('Nothing yet');
    unmount();
    show(query({ isPending: false, data: ['a', 'b'] }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });
});

describe('Feedback', () => {
  it('shows the error as an alert (over any success), the success as a status, or nothing', () => {
    const { rerender, container } = render(<Feedback testId="save" error={null} ok={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Feedback testId="save" error="No." ok="Saved." />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-testid', 'save-error');
    rerender(<Feedback testId={{ error: 'r', ok: 'r' }} ok="Saved." />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByTestId('r')).toBeInTheDocument();
  });
});

describe('Feedback where the player is', () => {
  it('scrolls a new error into view (the nearest edge), and a success does not move the page', () => {
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { rerender } = render(<Feedback testId="buy" ok="Bought." />);
    expect(spy).not.toHaveBeenCalled();
    rerender(<Feedback testId="buy" error="Not enough credits." />);
    expect(spy).toHaveBeenCalledWith({ block: 'nearest' });
    expect(spy.mock.contexts.at(-1)).toBe(screen.getByRole('alert'));
    spy.mockRestore();
  });

  it('the error goes away cleanly (Chromium’s scrollIntoView returns a promise: no effect may return it)', () => {
    const { rerender } = render(<Feedback testId="buy" error="Your squad already has three in that position." />);
    expect(() => rerender(<Feedback testId="buy" ok="Bought." />)).not.toThrow();
    expect(screen.getByRole('status')).toHaveTextContent('Bought.');
  });
});
