// The page ready on a slow network (issue 42 item 4): fresh pages with
// Lighthouse's mobile network (slow 4G: 150 ms latency, 1.6 Mbps down,
// 750 kbps up) emulated, the time from the navigation to `body.ready`.
// `node bench-ready.mjs [pages] [QUERY]` against a running server
// (SWARM_URL). Not a test: it prints figures and asserts nothing.
import os from 'node:os';
import { launch, closeBrowser, BASE, markReady, readyAt } from './lib.mjs';

const pages = Number(process.argv[2] || 4);
const query = process.argv[3] || '?game=spider&deal=7';
const b = await launch();
const out = [];
for (let r = 0; r < pages; r++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  const kbps = (k) => (k * 1024) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: kbps(1.6 * 1024) * 0.9,
    uploadThroughput: kbps(750) * 0.9,
  });
  await page.addInitScript(markReady);
  await page.goto(BASE + query);
  out.push(Math.round(await readyAt(page)));
  await ctx.close();
}
const sorted = [...out].sort((x, y) => x - y);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${query}, slow 4G`);
console.log(`page ready from the navigation: ${out.join(' ')} ms (median ${sorted[Math.floor(sorted.length / 2)]})`);
await closeBrowser();
