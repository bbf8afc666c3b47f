import type { PageKey } from '@fraudshield/domain';
import { createPageLoader, PageLoadError, type PageImporters, type PageModule } from './page-loader';

const Page = () => null;
const module: PageModule = { default: Page };

function importers(overrides: Partial<PageImporters>): PageImporters {
  return new Proxy({} as PageImporters, {
    get: (_t, key: PageKey) => overrides[key] ?? (() => Promise.resolve(module)),
  });
}

describe('createPageLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads each chunk once and remembers it', async () => {
    const home = vi.fn(() => Promise.resolve(module));
    const loader = createPageLoader(importers({ home }));
    expect(loader.peek('home')).toBeUndefined();
    loader.prefetch('home');
    await expect(loader.load('home')).resolves.toBe(Page);
    expect(home).toHaveBeenCalledTimes(1);
    expect(loader.peek('home')).toBe(Page);
  });

  it('raises a load error when the chunk has not arrived after 120 s', async () => {
    const loader = createPageLoader(importers({ help: () => new Promise(() => undefined) }));
    const result = loader.load('help');
    const assertion = expect(result).rejects.toMatchObject({ name: 'PageLoadError', page: 'help', timedOut: true });
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    result.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('forgets a failure so that a retry loads again', async () => {
    const settings = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);
    const loader = createPageLoader(importers({ settings }));
    const first = await loader.load('settings').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(PageLoadError);
    expect((first as PageLoadError).timedOut).toBe(false);
    await expect(loader.load('settings')).resolves.toBe(Page);
    expect(settings).toHaveBeenCalledTimes(2);
  });

  it('prefetch swallows failures', async () => {
    const loader = createPageLoader(importers({ admin: () => Promise.reject(new Error('offline')) }));
    expect(() => loader.prefetch('admin')).not.toThrow();
    await vi.runAllTimersAsync();
  });
});

describe('createPageLoader: content per name', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const phishing = { id: 'Phishing' } as never;

  it("prefetch fetches a page's chunk and that name's content together, each once", async () => {
    const fraud = vi.fn(() => Promise.resolve(module));
    const content = vi.fn((name: string) => (name === 'Phishing' ? Promise.resolve(phishing) : undefined));
    const loader = createPageLoader(importers({ fraud }), undefined, { fraud: content });
    expect(loader.peekContent('fraud', 'Phishing')).toBeUndefined();
    loader.prefetch('fraud', 'Phishing');
    loader.prefetch('fraud', 'Phishing');
    expect(fraud).toHaveBeenCalledTimes(1);
    expect(content).toHaveBeenCalledTimes(1);
    expect(content).toHaveBeenCalledWith('Phishing');
    await expect(loader.loadContent('fraud', 'Phishing')).resolves.toBe(phishing);
    expect(loader.peekContent('fraud', 'Phishing')).toEqual({ content: phishing });
    expect(content).toHaveBeenCalledTimes(1);
  });

  it('a page without content per name, or a name without content, loads nothing more', async () => {
    const content = vi.fn(() => undefined);
    const loader = createPageLoader(importers({}), undefined, { defense: content });
    loader.prefetch('home', 'Phishing');
    expect(loader.hasContent('home')).toBe(false);
    expect(loader.hasContent('defense')).toBe(true);
    await expect(loader.loadContent('defense', 'Bogus')).resolves.toBeUndefined();
  });

  it('content that fails or has not arrived after 120 s is a PageLoadError, forgotten for the retry', async () => {
    const content = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue(phishing);
    const loader = createPageLoader(importers({}), undefined, { fraud: content });
    const first = await loader.loadContent('fraud', 'Phishing').catch((e: unknown) => e);
    expect(first).toMatchObject({ name: 'PageLoadError', page: 'fraud', timedOut: false });
    const second = loader.loadContent('fraud', 'Phishing');
    const assertion = expect(second).rejects.toMatchObject({ name: 'PageLoadError', page: 'fraud', timedOut: true });
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
    await expect(loader.loadContent('fraud', 'Phishing')).resolves.toBe(phishing);
    expect(content).toHaveBeenCalledTimes(3);
  });
});
