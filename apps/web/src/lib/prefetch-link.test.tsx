import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HOVER_PREFETCH_DELAY_MS, href } from '@fraudshield/domain';
import { registerPageLoader, type PageLoader } from './page-loader';
import { PrefetchLink } from './prefetch-link';

function setUp(to: string) {
  const prefetch = vi.fn();
  registerPageLoader({ prefetch, load: vi.fn(), peek: vi.fn() } as unknown as PageLoader);
  const router = createMemoryRouter([{ path: '*', element: <PrefetchLink to={to}>Go</PrefetchLink> }]);
  render(<RouterProvider router={router} />);
  return { prefetch, link: screen.getByRole('link', { name: 'Go' }) };
}

describe('PrefetchLink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the page ahead after 100 ms of hover', () => {
    const { prefetch, link } = setUp(href.defense('MultiFactorAuth'));
    fireEvent.mouseEnter(link);
    vi.advanceTimersByTime(HOVER_PREFETCH_DELAY_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // The page's chunk and this defense's own content, together.
    expect(prefetch).toHaveBeenCalledWith('defense', 'MultiFactorAuth');
  });

  it('does nothing when the pointer leaves before 100 ms', () => {
    const { prefetch, link } = setUp(href.fraud('Phishing'));
    fireEvent.mouseEnter(link);
    vi.advanceTimersByTime(50);
    fireEvent.mouseLeave(link);
    vi.advanceTimersByTime(1000);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('fetches at once on focus', () => {
    const { prefetch, link } = setUp(href.fraud('Phishing'));
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledWith('fraud', 'Phishing');
  });

  it('leaves unknown paths alone', () => {
    const { prefetch, link } = setUp('/defenses/Bogus');
    fireEvent.focus(link);
    fireEvent.mouseEnter(link);
    vi.advanceTimersByTime(1000);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
