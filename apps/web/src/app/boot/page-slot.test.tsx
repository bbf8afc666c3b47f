import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FRAUD_IDS, LOADING_TEXT, type FraudId, type PageKey } from '@fraudshield/domain';
import { FRAUD_PAGE_LOADERS } from '@fraudshield/domain/content/lazy';
import type { FraudPage } from '@fraudshield/domain/content';
import { createPageLoader, registerPageLoader, type PageImporters, type PageModule } from '../../lib/page-loader';
import { PageSlot } from './page-slot';
import { usePageContent } from './page-content';

function FraudTitle() {
  const page = usePageContent('fraud');
  return <h1>{page ? page.title : 'no content'}</h1>;
}
const fraudModule: PageModule = { default: FraudTitle };

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A page loader whose fraud content comes from the real per-page loaders, each one spied on. */
function setUp(path: string, content: (id: FraudId) => Promise<FraudPage> = (id) => FRAUD_PAGE_LOADERS[id]()) {
  const page = deferred<PageModule>();
  const perFraud = Object.fromEntries(FRAUD_IDS.map((id) => [id, vi.fn(() => content(id))])) as Record<
    FraudId,
    ReturnType<typeof vi.fn<() => Promise<FraudPage>>>
  >;
  const importers = new Proxy({} as PageImporters, {
    get: (_t, key: PageKey) => (key === 'fraud' ? () => page.promise : () => Promise.resolve({ default: () => null })),
  });
  registerPageLoader(
    createPageLoader(importers, undefined, {
      fraud: (name) => (name in perFraud ? perFraud[name as FraudId]() : undefined),
    }),
  );
  const router = createMemoryRouter([{ path: '/frauds/:name', element: <PageSlot key="fraud" page="fraud" /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { page, perFraud, router };
}

const called = (perFraud: Record<FraudId, { mock: { calls: unknown[] } }>) =>
  FRAUD_IDS.filter((id) => perFraud[id].mock.calls.length > 0);

describe('PageSlot with content per page', () => {
  it("loads the page's own content together with its chunk, and nothing of the other pages", async () => {
    const { page, perFraud } = setUp('/frauds/Phishing');
    // Both requests leave at once: the content does not wait for the page chunk.
    expect(called(perFraud)).toEqual(['Phishing']);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    await act(async () => page.resolve(fraudModule));
    expect(await screen.findByRole('heading', { name: 'Phishing' })).toBeInTheDocument();
    expect(called(perFraud)).toEqual(['Phishing']);
  });

  it('keeps Loading… until the content is there too, and never shows one page under another name', async () => {
    const vishing = deferred<FraudPage>();
    const { page, perFraud, router } = setUp('/frauds/Phishing', (id) =>
      id === 'Vishing' ? vishing.promise : FRAUD_PAGE_LOADERS[id](),
    );
    await act(async () => page.resolve(fraudModule));
    expect(await screen.findByRole('heading', { name: 'Phishing' })).toBeInTheDocument();
    await act(async () => router.navigate('/frauds/Vishing'));
    expect(screen.queryByRole('heading', { name: 'Phishing' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    await act(async () => vishing.resolve(await FRAUD_PAGE_LOADERS.Vishing()));
    expect(await screen.findByRole('heading', { name: 'Vishing (phone scams)' })).toBeInTheDocument();
    expect(called(perFraud)).toEqual(['Phishing', 'Vishing']);
  });

  it('shows the page error with Retry when the content fails, and Retry loads it again', async () => {
    let fail = true;
    const { page, perFraud } = setUp('/frauds/SimSwap', (id) =>
      fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : FRAUD_PAGE_LOADERS[id](),
    );
    await act(async () => page.resolve(fraudModule));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'SIM swap' })).toBeInTheDocument();
    expect(perFraud.SimSwap).toHaveBeenCalledTimes(2);
    expect(called(perFraud)).toEqual(['SimSwap']);
  });
});
