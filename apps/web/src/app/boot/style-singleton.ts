import { useEffect, type FC } from 'react';

/**
 * Our own `react-style-singleton` (vite.config.mts aliases the package here), so the
 * Content-Security-Policy needs no `'unsafe-inline'` for styles.
 *
 * Radix's dialog locks the page's scroll through react-remove-scroll, which adds its rules with
 * this package: as published it appends a `<style>` element, which a policy without
 * `'unsafe-inline'` blocks (its text holds the scrollbar's measured width, so no hash can list it,
 * and static hosting has no per-response nonce). Here the same rules go into a constructed
 * stylesheet adopted by the document (`document.adoptedStyleSheets`): CSSOM, which
 * Content-Security-Policy does not govern, as it does not govern `element.style`. Measured in
 * Chromium under `style-src 'self'`: the rules apply and no violation is reported.
 * Same API and behaviour as the package (2.2.x): styles added when the first user mounts, removed
 * when the last one unmounts. Where constructed stylesheets are missing (jsdom in unit tests, old
 * browsers), it falls back to the package's `<style>` element.
 */

type Sheet = { add(style: string): void; remove(): void };

function constructedSheets(): boolean {
  return (
    typeof document !== 'undefined' &&
    'adoptedStyleSheets' in document &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

export const stylesheetSingleton = (): Sheet => {
  let counter = 0;
  let adopted: CSSStyleSheet | null = null;
  let element: HTMLStyleElement | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') {
        if (constructedSheets()) {
          adopted = new CSSStyleSheet();
          adopted.replaceSync(style);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, adopted];
        } else {
          element = document.createElement('style');
          element.appendChild(document.createTextNode(style));
          document.head.appendChild(element);
        }
      }
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter > 0) return;
      if (adopted) {
        const gone = adopted;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
        adopted = null;
      }
      element?.remove();
      element = null;
    },
  };
};

export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean): void => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // As the package: re-applied only for dynamic styles.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
};

export const styleSingleton = (): FC<{ styles: string; dynamic?: boolean }> => {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
};
