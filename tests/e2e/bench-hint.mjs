// The first hint of a page (issue 33 item 10, issue 42 item 3): a fresh
// page is opened, and Hint is pressed as soon as the page is ready
// (`body.ready`), the worst case for the search worker; then, after a
// second, more hints of the same position (each after Escape: "later
// hints"), then the hinted move played and Hint pressed half a second
// later, as a player looks at the new position first ("next hints": the
// worker has worked the hint out ahead, `src/worker/hints.rs`); the time
// from the click to the hint's words, per game. Also where the first hint's time goes, measured
// from the navigation's start: the worker started, its greeting heard (its
// wasm loaded and instantiated), the page ready; and the main thread's
// long tasks (over 50 ms) in the first 5 s.
//
// `node bench-hint.mjs [runs] [--cpu N]` against a running server
// (SWARM_URL); `--cpu 4` throttles the CPU 4x (Chromium's DevTools
// emulation). Not a test (its name does not end in .test.mjs): it prints
// figures, with the load average, and asserts nothing.
import os from 'node:os';
import { launch, closeBrowser, BASE, markReady, typeOnTable } from './lib.mjs';

const args = process.argv.slice(2);
const cpuAt = args.indexOf('--cpu');
const cpu = cpuAt >= 0 ? Number(args.splice(cpuAt, 2)[1]) : 1;
const runs = Number(args[0] || 9);
const later = 5;
const games = ['?game=beeswax&deal=5', '?game=spider&deal=7&suits=2', '?game=beetle&deal=3', '?game=beehive&deal=4'];

// Installed before the page's scripts: the time each worker is made and
// first heard from, and the long tasks.
const probe = () => {
  window.__bench = { workers: [], long: [] };
  const W = window.Worker;
  window.Worker = class extends W {
    constructor(...a) {
      super(...a);
      const w = { made: performance.now(), heard: null };
      window.__bench.workers.push(w);
      this.addEventListener('message', () => { if (w.heard === null) w.heard = performance.now(); });
    }
  };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__bench.long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

const b = await launch();
const sorted = (xs) => [...xs].sort((x, y) => x - y);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x) => (x === null || x === undefined ? '-' : `${Math.round(x)}`);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; CPU ${cpu}x; ${runs} pages a game`);
for (const q of games) {
  const first = [];
  const next = [];
  const played = [];
  const made = [];
  const heard = [];
  const ready = [];
  const long = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await b.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await ctx.newPage();
    await page.addInitScript(markReady);
    await page.addInitScript(probe);
    if (cpu !== 1) {
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.goto(BASE + q);
    await page.waitForSelector('body.ready #table [data-slot]');
    const time = () => page.evaluate(() => new Promise((done) => {
      const fb = document.querySelector('#feedback');
      const t0 = performance.now();
      const seen = () => /^(Hint|No hint|This (deal|position) cannot)/.test(fb.textContent);
      const obs = new MutationObserver(() => { if (seen()) { obs.disconnect(); done(performance.now() - t0); } });
      obs.observe(fb, { childList: true, subtree: true, characterData: true });
      document.querySelector('#btn-hint').click();
    }));
    first.push(await time());
    await page.waitForTimeout(1000);
    for (let k = 0; k < later; k++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(100);
      next.push(await time());
    }
    for (let k = 0; k < later; k++) {
      const hint = (await page.locator('#feedback').textContent()).match(/^Hint: (.+?)(?: — |$)/);
      if (!hint) break;
      await typeOnTable(page, hint[1]);
      await page.waitForTimeout(500);
      played.push(await time());
    }
    const wait = Math.max(0, 5000 - (await page.evaluate(() => performance.now())));
    await page.waitForTimeout(wait);
    const got = await page.evaluate(() => ({ ...window.__bench, ready: window.__ready }));
    const w = got.workers[0] || {};
    made.push(w.made);
    heard.push(w.heard);
    ready.push(got.ready);
    long.push(got.long.filter(([at]) => at < 5000).map(([, d]) => d));
    await ctx.close();
  }
  const longs = long.flat();
  console.log(
    `${q}: first hint at page-ready median ${ms(median(first))} ms (min ${ms(Math.min(...first))}, max ${ms(Math.max(...first))}); ` +
      `later hints median ${ms(median(next))}, p95 ${ms(p95(next))} ms (${next.length}); ` +
      `next hints median ${ms(median(played))}, p95 ${ms(p95(played))} ms (${played.length}); ` +
      `from navigation: worker made ${ms(median(made))}, its greeting ${ms(median(heard.filter((h) => h !== null)))}, page ready ${ms(median(ready))} ms (medians); ` +
      `tasks over 50 ms in the first 5 s: ${longs.length} in ${runs} pages, longest ${ms(longs.length ? Math.max(...longs) : 0)} ms`,
  );
}
console.log(`load average after ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
await closeBrowser();
