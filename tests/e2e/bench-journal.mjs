// The statistics journal's speed in the browser (issue 46, items 2 and 3):
// a file of N games imported into a fresh page (from the file chosen to the
// sheet saying "Imported", with the longest main-thread task meanwhile, by the
// Long Tasks API, and how many progress notes were seen), then the
// Statistics sheet opened again; and a journal of 20,000 games each of
// rules of its own, put in the store, the page reloaded and the sheet
// opened (the longest task from the reload on: its read, the read's end
// counting the figures, the sheet). `node bench-journal.mjs [N...]` (10000
// 100000 by default; `variants`: only the last case; `--cpu 4`: the reload
// with the CPU throttled 4x, Chromium's DevTools emulation) against
// a running server (SWARM_URL). Not a test (its name does not end in
// .test.mjs); prints one line per case.
import { open, closeBrowser, menu } from './lib.mjs';
import { closeSheet, putRecords, records } from './player-lib.mjs';

/// Watches the page's long tasks (their longest, since `reset`).
const watch = () => {
  window.__longest = 0;
  window.__tasks = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      window.__longest = Math.max(window.__longest, e.duration);
      window.__tasks.push(`${Math.round(e.duration)} ms at ${(e.startTime / 1000).toFixed(1)} s`);
    }
  }).observe({ type: 'longtask', buffered: false });
  window.__notes = new Set();
  new MutationObserver(() => {
    const t = document.querySelector('#stats-note')?.textContent;
    if (t) window.__notes.add(t);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

const longest = (page) => page.evaluate(() => Math.round(window.__longest));
const zero = (page) => page.evaluate(() => { window.__longest = 0; window.__notes = new Set(); });

/// Opens the Statistics sheet and waits for its table; ms.
async function openSheet(page) {
  const t = Date.now();
  await menu(page, '#btn-stats');
  await page.locator('#stats-panel[open] tbody tr').first().waitFor({ timeout: 120000 });
  return Date.now() - t;
}

async function importCase(n) {
  const text = JSON.stringify({ swarm: 'swarm statistics', v: 1, records: records(n) });
  const { page, context, errors } = await open('?game=beeswax&deal=3', { init: watch });
  await openSheet(page);
  await zero(page);
  // The file is made in the page first (the harness's own transfer of 12 MB
  // would be a long task of its own), then chosen as the picker would.
  await page.evaluate((t) => { window.__file = new File([t], 'big.json', { type: 'application/json' }); }, text);
  await page.waitForTimeout(500);
  await zero(page);
  const t = Date.now();
  await page.evaluate(() => {
    const input = document.querySelector('#stats-file-input');
    const dt = new DataTransfer();
    dt.items.add(window.__file);
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.waitForFunction(() => /^Imported big\.json/.test(document.querySelector('#stats-note')?.textContent), null, { timeout: 300000 });
  const added = Date.now() - t;
  const block = await longest(page);
  const notes = await page.evaluate(() => [...window.__notes].filter((t) => t.startsWith('Importing')).length);
  const note = await page.locator('#stats-note').textContent();
  await closeSheet(page);
  await zero(page);
  const sheet = await openSheet(page);
  const sheetBlock = await longest(page);
  console.log(`${n} records (${(text.length / 1e6).toFixed(1)} MB): "added" after ${added} ms, longest task ${block} ms, ` +
    `${notes} progress notes; the sheet again ${sheet} ms (longest task ${sheetBlock} ms) — ${note.slice(0, 80)}`);
  if (errors.length) console.log('page errors:', errors);
  await context.close();
}

async function variantsCase(n, cpu) {
  const { page, context, errors } = await open('?game=beeswax&deal=3', { init: watch });
  for (let i = 0; i < n; i += 5000) await putRecords(page, records(n, true).slice(i, i + 5000));
  if (cpu !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  // The watch starts again with the page: its longest task is the reload's.
  await page.reload();
  await page.waitForSelector('body.ready #table [data-slot]', { timeout: 60000 });
  await page.waitForTimeout(500);
  const sheet = await openSheet(page);
  const block = await longest(page);
  const tasks = await page.evaluate(() => window.__tasks.join(', '));
  const rows = await page.locator('#stats-panel tbody tr').count();
  await closeSheet(page);
  await zero(page);
  const again = await openSheet(page);
  const againBlock = await longest(page);
  console.log(`${n} records each its own rules${cpu !== 1 ? `, CPU ${cpu}x slower` : ''}, after a reload: the sheet ${sheet} ms ` +
    `(longest task since the reload ${block} ms, ${rows} rows); ` +
    `again ${again} ms (longest task ${againBlock} ms); the tasks of 50 ms or more since the reload: ${tasks || 'none'}`);
  if (errors.length) console.log('page errors:', errors);
  await context.close();
}

// `node bench-journal.mjs variants`: only the journal of rules each its own.
const args = process.argv.slice(2);
const cpuAt = args.indexOf('--cpu');
const cpu = cpuAt >= 0 ? Number(args.splice(cpuAt, 2)[1]) : 1;
const ns = args.map(Number).filter((n) => n > 0);
if (!args.includes('variants')) for (const n of ns.length ? ns : [10_000, 100_000]) await importCase(n);
await variantsCase(20_000, cpu);
await closeBrowser();
