import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const [,, file, outPrefix, chunk = '1700'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 390, height: Number(chunk) } });
const data = readFileSync(file).toString('base64');
await p.setContent(`<body style="margin:0"><img id=i src="data:image/png;base64,${data}"></body>`);
const h = await p.evaluate(() => document.getElementById('i').naturalHeight);
for (let y = 0, n = 0; y < h; y += Number(chunk), n++) {
  await p.evaluate((y) => window.scrollTo(0, y), y);
  await p.screenshot({ path: `${outPrefix}_${n}.png` });
}
console.log(h);
await b.close();
