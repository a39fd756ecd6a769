// Where the page's main thread goes while it imports a statistics file
// (issue 46): Chromium's sampling profiler (CDP) over an import of N
// records (`node profile-journal.mjs N`), or, with `sheet`, over the
// Statistics sheet opened again after it; prints the longest run of busy
// samples by its top frames, then each function's own time summed. Not a
// test; against a running server (SWARM_URL). docs/benchmarks.md quotes it.
import { open, closeBrowser, menu } from './lib.mjs';
import { closeSheet, records } from './player-lib.mjs';
const n = Number(process.argv[2] || 10000);
const text = JSON.stringify({ swarm: 'swarm statistics', v: 1, records: records(n) });
const { page, context } = await open('?game=beeswax&deal=3');
await menu(page, '#btn-stats');
await page.locator('#stats-panel[open] tbody tr').first().waitFor();
await page.evaluate((t) => { window.__file = new File([t], 'big.json', { type: 'application/json' }); }, text);
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.evaluate(() => {
  const input = document.querySelector('#stats-file-input');
  const dt = new DataTransfer(); dt.items.add(window.__file); input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
});
await page.waitForFunction(() => /^Imported big\.json/.test(document.querySelector('#stats-note')?.textContent), null, { timeout: 300000 });
if (process.argv[3] === 'sheet') {
  await (await cdp.send('Profiler.stop'));
  await closeSheet(page);
  await cdp.send('Profiler.start');
  await menu(page, '#btn-stats');
  await page.waitForTimeout(200);
  await page.locator('#stats-panel[open] tbody tr').first().waitFor();
}
const { profile } = await cdp.send('Profiler.stop');
const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) || 0) + (dt[i] || 0)));
for (const [id, us] of counts) { const f = byId.get(id).callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(k, (self.get(k) || 0) + us); }
// The longest run of samples without an idle one (about the longest task), by its top frames.
{
  let t = profile.startTime; const ts = profile.samples.map((_, i) => (t += dt[i] || 0));
  let best = [0, 0], start = 0;
  profile.samples.forEach((id, i) => { const f = byId.get(id).callFrame.functionName; if (f === '(idle)') { if (ts[i] - ts[start] > best[1] - best[0]) best = [ts[start], ts[i], start, i]; start = i + 1; } });
  console.log('longest run ms', Math.round((best[1] - best[0]) / 1000));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const agg = new Map();
  for (let i = best[2]; i < best[3]; i++) { let id = profile.samples[i]; const chain = []; while (id && chain.length < 4) { const f = byId.get(id).callFrame; chain.push(f.functionName || f.url.split('/').pop()); id = parent.get(id); } const k = chain.join(' < '); agg.set(k, (agg.get(k) || 0) + (dt[i + 1] || 0)); }
  for (const [k, us] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('  ', Math.round(us / 1000), k);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', Math.round(total / 1000));
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(Math.round(us / 1000), k);
await context.close(); await closeBrowser();
