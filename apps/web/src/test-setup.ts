import '@testing-library/jest-dom/vitest';

// jsdom lays nothing out and does not scroll (its scrollTo only logs "not implemented"): here
// scrollTo moves scrollY, so a test reads where the app scrolled (or spies on it), and
// scrollIntoView exists to be spied on. Both return a promise, as Chromium's do: code that
// returns their result from an effect breaks React's cleanup there, and must break here too.
// Files that run in Node (`@vitest-environment node`) have no window: nothing to stub there.
if (typeof window !== 'undefined') {
  window.scrollTo = ((xOrOptions?: number | ScrollToOptions, y?: number) => {
    const top = typeof xOrOptions === 'object' ? (xOrOptions.top ?? window.scrollY) : (y ?? 0);
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
    return Promise.resolve();
  }) as typeof window.scrollTo;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {
    // No layout to scroll in jsdom.
    return Promise.resolve();
  } as typeof Element.prototype.scrollIntoView;
}
