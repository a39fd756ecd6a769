// The first hint of a page (issue 33 item 10): a fresh page is opened, and
// Hint is pressed as soon as the page is ready (`body.ready`) — the worst
// case for the search worker, which starts after the first paint — and
// again after a second; the time from the click to the hint's words, per
// game. `node bench-hint.mjs [runs]` against a running server (SWARM_URL).
// Not a test (its name does not end in .test.mjs).
import { launch, closeBrowser, BASE } from './lib.mjs';

const runs = Number(process.argv[2] || 9);
const games = ['?game=beeswax&deal=5', '?game=spider&deal=7', '?game=beetle&deal=3', '?game=beehive&deal=4'];
const b = await launch();
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const q of games) {
  const first = [];
  const later = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await b.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await ctx.newPage();
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
    await page.keyboard.press('Escape');
    later.push(await time());
    await ctx.close();
  }
  console.log(`${q}: first hint at once ${Math.round(median(first))} ms (min ${Math.round(Math.min(...first))}, max ${Math.round(Math.max(...first))}); a hint 1 s later ${Math.round(median(later))} ms; ${runs} pages`);
}
await closeBrowser();
