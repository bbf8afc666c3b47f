// The one script a prerendered page (index.html, login.html, signup.html, 404.html) names in its
// head, with `defer`. The page's HTML and styles paint first; right after that first paint this
// starts the app: the entry module and the chunks the page hydrates with (as modulepreloads),
// named by data-entry and data-preload. Without it, a phone on a slow network shares the
// bandwidth of the first paint between the stylesheet and ~110 kB of script that the paint does
// not need. A hidden tab never paints: the timer starts the app there at once.
// No inline code: firebase.json's CSP allows scripts from 'self' only.
(() => {
  const boot = document.currentScript;
  let started = false;
  // The entry first, then the preloads, each in a task of its own: the first module request
  // sets up the browser's module loading (~10 ms on a desktop CPU, four times that on a phone),
  // and one task doing it all would block input for that long.
  const preload = (hrefs) => {
    const href = hrefs.shift();
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
    setTimeout(() => preload(hrefs), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.getAttribute('data-entry');
    document.head.appendChild(entry);
    setTimeout(() => preload((boot.getAttribute('data-preload') || '').split(' ').filter(Boolean)), 0);
  };
  // Once the first paint is on screen: the Paint Timing entry arrives after the frame has been
  // presented, where a frame callback runs before it is drawn. Starting at the frame callback put
  // the entry's request before the first paint in about half of the Lighthouse runs here, which
  // then counted the entry's download into the page's first and largest paint (FCP 0.76 s or
  // 1.1 s, LCP up to 1.9 s, for the same page). Without Paint Timing: the frame callback.
  const afterFirstPaint = (go) => {
    try {
      if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          setTimeout(go, 0);
        });
        observer.observe({ type: 'paint', buffered: true });
        return;
      }
    } catch {
      // no PerformanceObserver: the frame callback below
    }
    requestAnimationFrame(() => setTimeout(go, 0));
  };
  afterFirstPaint(start);
  // A hidden tab paints nothing until it is shown: the app starts there at once. Elsewhere the
  // timer bounds the wait, should a browser never report the first paint.
  setTimeout(start, document.visibilityState === 'hidden' ? 0 : 1000);
})();
