// Where the page's main thread goes while it imports a statistics file
// (issue 46): Chromium's sampling profiler (CDP) over an import of N
// records (`node profile-journal.mjs N`), or, with `sheet`, over the
// Statistics sheet opened again after it; or, with `reload`, over a reload
// of a page whose store holds N games each of rules of its own (its read,
// the figures counted, the sheet opened; `--cpu 4`: the CPU throttled 4x);
// prints the longest runs of busy samples by their top frames, then each
// function's own time summed. Not a
// test; against a running server (SWARM_URL). docs/benchmarks.md quotes it.
import { open, closeBrowser, menu } from './lib.mjs';
import { closeSheet, putRecords, records } from './player-lib.mjs';
const args = process.argv.slice(2);
const cpuAt = args.indexOf('--cpu');
const cpu = cpuAt >= 0 ? Number(args.splice(cpuAt, 2)[1]) : 1;
const n = Number(args[0] || 10000);
const reload = args.includes('reload');
const text = JSON.stringify({ swarm: 'swarm statistics', v: 1, records: records(n) });
const { page, context } = await open('?game=beeswax&deal=3');
if (reload) for (let i = 0; i < n; i += 5000) await putRecords(page, records(n, true).slice(i, i + 5000));
await menu(page, '#btn-stats');
await page.locator('#stats-panel[open] tbody tr').first().waitFor();
await page.evaluate((t) => { window.__file = new File([t], 'big.json', { type: 'application/json' }); }, text);
const cdp = await context.newCDPSession(page);
if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
if (reload) {
  await page.reload();
  await page.waitForSelector('body.ready #table [data-slot]', { timeout: 60000 });
  await menu(page, '#btn-stats');
  await page.locator('#stats-panel[open] tbody tr').first().waitFor({ timeout: 120000 });
} else {
  await page.evaluate(() => {
    const input = document.querySelector('#stats-file-input');
    const dt = new DataTransfer(); dt.items.add(window.__file); input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.waitForFunction(() => /^Imported big\.json/.test(document.querySelector('#stats-note')?.textContent), null, { timeout: 300000 });
}
if (args.includes('sheet')) {
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
// The longest runs of samples without an idle one (about the longest tasks), by their top frames.
let t = profile.startTime; const ts = profile.samples.map((_, i) => (t += dt[i] || 0));
const runs = []; let start = 0;
profile.samples.forEach((id, i) => { const f = byId.get(id).callFrame.functionName; if (f === '(idle)') { runs.push([ts[start], ts[i], start, i]); start = i + 1; } });
runs.sort((a, b) => (b[1] - b[0]) - (a[1] - a[0]));
for (const best of runs.slice(0, reload ? 4 : 1)) {
  console.log('a run of', Math.round((best[1] - best[0]) / 1000), 'ms at', ((best[0] - profile.startTime) / 1e6).toFixed(2), 's');
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const agg = new Map();
  for (let i = best[2]; i < best[3]; i++) { let id = profile.samples[i]; const chain = []; while (id && chain.length < 4) { const f = byId.get(id).callFrame; chain.push(f.functionName || f.url.split('/').pop()); id = parent.get(id); } const k = chain.join(' < '); agg.set(k, (agg.get(k) || 0) + (dt[i + 1] || 0)); }
  for (const [k, us] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, reload ? 8 : 25)) console.log('  ', Math.round(us / 1000), k);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', Math.round(total / 1000));
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(Math.round(us / 1000), k);
await context.close(); await closeBrowser();
