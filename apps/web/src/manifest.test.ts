import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { href, PRODUCT_NAME } from '@fraudshield/domain';

const WEB = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(WEB, 'public/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};
const indexHtml = readFileSync(join(WEB, 'index.html'), 'utf8');

/** Width and height from a PNG's IHDR chunk (after checking the signature). */
function pngSize(file: string): { width: number; height: number } {
  const buf = readFileSync(join(WEB, 'public', file));
  expect(buf.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(buf.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('names the app, starts on /home, runs standalone in the top bar colour', () => {
    expect(manifest.name).toBe(PRODUCT_NAME);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe(href.home());
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    // The light theme's top bar colour (styles.css --bar-bg), also the page's theme-color.
    expect(readFileSync(join(WEB, 'src/styles.css'), 'utf8')).toContain(`--bar-bg: ${manifest.theme_color};`);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('has the icons browsers ask for (192 and 512, any and maskable), each file the size it says', () => {
    const have = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort();
    expect(have).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(icon.src)).toEqual({ width: w, height: h });
    }
  });

  it('is linked from the page, with the Apple touch icon (180) and the favicon (32)', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(indexHtml)?.[1];
    const favicon = /<link rel="icon" type="image\/png" sizes="32x32" href="([^"]+)"/.exec(indexHtml)?.[1];
    expect(apple && pngSize(apple)).toEqual({ width: 180, height: 180 });
    expect(favicon && pngSize(favicon)).toEqual({ width: 32, height: 32 });
  });

  it('the committed icons are what scripts/make-icons.mjs draws (one design)', () => {
    // Exits non-zero, naming the files, when any icon differs from the script's output.
    expect(() =>
      execFileSync(process.execPath, [join(WEB, 'scripts/make-icons.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  }, 60_000);
});
