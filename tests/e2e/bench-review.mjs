// A long review in the worker (issue 43 item 5): a game opened by its link,
// Review pressed (and "marked assisted" confirmed), and the time from the
// click to the review's summary; the progress bar's value every 5 s; and
// the main thread's long tasks (over 50 ms) meanwhile (the page never
// blocks); and the CPU time the browser's processes used meanwhile (the
// worker's, with the page's: the wall clock moves with the shared load). The game: `--moves FILE` (comma-separated, as `swarm review`
// reads them), on `--query '?game=spider&deal=12'`.
//
// `node bench-review.mjs --query Q --moves FILE` against a running server
// (SWARM_URL). Not a test (its name does not end in .test.mjs): it prints
// figures, with the load average, and asserts nothing.
import os from 'node:os';
import fs from 'node:fs';
import { open, closeBrowser, menu } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, d) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : d);
const query = opt('--query', '?game=spider&deal=12');
const moves = fs.readFileSync(opt('--moves', '/dev/stdin'), 'utf8').trim().split(/\s*,\s*/);
// The links' compact form: a move between two one-digit piles as its two digits, else spaces as dots.
const compact = moves.map((m) => (/^\d \d$/.test(m) ? m.replace(' ', '') : m.replaceAll(' ', '.'))).join('_');

// The CPU seconds the browser's processes (this process's descendants) have used.
function browserCpu() {
  const kids = new Map();
  for (const d of fs.readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const f = fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ');
      kids.set(Number(d), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch { /* gone */ }
  }
  const mine = (pid) => { for (let p = pid; p > 1; p = kids.get(p)?.ppid ?? 0) if (p === process.pid) return true; return false; };
  let t = 0;
  for (const [pid, k] of kids) if (pid !== process.pid && mine(pid)) t += k.ticks;
  return t / 100;
}

const { page, errors, context } = await open(`${query}&moves=${compact}`);
await page.evaluate(() => {
  window.__long = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__long.push(e.duration);
  }).observe({ type: 'longtask' });
});
const load = os.loadavg()[0].toFixed(1);
await menu(page, '#btn-review');
await page.locator('#confirm[open]').waitFor();
const t0 = Date.now();
const cpu0 = browserCpu();
await page.locator('#confirm-yes').click();
const progress = [];
const tick = setInterval(async () => {
  const p = page.locator('#review-progress');
  const v = await p.evaluate((e) => `${e.value}/${e.max}`).catch(() => 'done');
  progress.push(`${Math.round((Date.now() - t0) / 1000)} s: ${v}`);
}, 5000);
await page.locator('#review-summary').waitFor({ timeout: 600000 });
const s = (Date.now() - t0) / 1000;
const cpu = browserCpu() - cpu0;
clearInterval(tick);
const summary = await page.locator('#review-summary').textContent();
const long = await page.evaluate(() => window.__long);
console.log(`${moves.length} moves, ${query}: the review's summary after ${s.toFixed(1)} s (load ${load} -> ${os.loadavg()[0].toFixed(1)}); the browser's processes used ${cpu.toFixed(1)} s of CPU meanwhile`);
console.log(`  ${summary}`);
console.log(`  progress: ${progress.join(', ')}`);
console.log(`  main-thread long tasks: ${long.length}${long.length ? `, longest ${Math.max(...long).toFixed(0)} ms` : ''}; page errors: ${errors.length}`);
await context.close();
await closeBrowser();
