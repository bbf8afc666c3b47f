// The one script a prerendered page (index.html, login.html, signup.html, 404.html) names in its
// head, with `defer`. The page's HTML and styles paint first; right after that first frame this
// starts the app: the entry module and the chunks the page hydrates with (as modulepreloads),
// named by data-entry and data-preload. Without it, a phone on a slow network shares the
// bandwidth of the first paint between the stylesheet and ~110 kB of script that the paint does
// not need (issue 17). A frame never comes in a hidden tab: the timer starts the app anyway.
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
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
})();
