// The statistics journal runs in a worker of its own (www/journal.js, the
// journal wasm; issue 42: out of the page's wasm): what it stores survives
// a reload; a game finished while the worker cannot answer is kept in the
// tab's outbox and handed on at the next start, never lost; and the page's
// wasm does not hold the journal (its words are the journal wasm's alone).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, open, closeBrowser, launch, playMove, reload, menu } from './lib.mjs';
import { statsRow, closeSheet, journal, nearlyWonLink } from './player-lib.mjs';

after(closeBrowser);

async function stats(page) {
  const row = await statsRow(page, 'beeswax');
  await closeSheet(page);
  return row;
}

test('the journal worker stores a win, and a reload reads it back from it', async () => {
  const { page, errors, context } = await open(nearlyWonLink());
  await playMove(page, 'ED');
  await page.locator('#banner.won').waitFor();
  await page.waitForFunction(() => (sessionStorage.getItem('swarm.stats.outbox') ?? '') === '', null, { timeout: 10000 });
  await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('swarm.stats.pending') || '{"records":[1]}').records.length === 0);
  assert.equal((await journal(page)).length, 1, 'in the store');
  await reload(page);
  const s = await stats(page);
  assert.deepEqual([s.Played, s.Won], ['1', '1']);
  const workers = page.workers().map((w) => new URL(w.url()).pathname);
  assert.ok(workers.includes('/www/journal.js'), `the journal worker runs: ${workers}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a win the journal worker never heard of is kept in the outbox and stored at the next start', async () => {
  const context = await (await launch()).newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  // The journal worker cannot load: the page keeps what it asked.
  await context.route('**/www/journal.js*', (route) => route.abort());
  const { page } = await open(nearlyWonLink(), { context });
  await playMove(page, 'ED');
  await page.locator('#banner.won').waitFor();
  const outbox = await page.evaluate(() => JSON.parse(sessionStorage.getItem('swarm.stats.outbox') || '[]'));
  assert.equal(outbox.length, 1, 'the win waits in the outbox');
  assert.equal(outbox[0].result, 'won');
  // The worker loads again: the next start hands the win on, and it is stored.
  await context.unroute('**/www/journal.js*');
  await reload(page);
  await page.waitForFunction(() => (sessionStorage.getItem('swarm.stats.outbox') ?? '') === '', null, { timeout: 10000 });
  const s = await stats(page);
  assert.deepEqual([s.Played, s.Won], ['1', '1']);
  await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('swarm.stats.pending') || '{"records":[1]}').records.length === 0);
  assert.equal((await journal(page)).length, 1, 'stored once');
  await context.close();
});

test('a journal worker that could not load starts again on Try again, and the win waiting in the outbox is stored', async () => {
  const context = await (await launch()).newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  await context.route('**/www/journal.js*', (route) => route.abort());
  const { page } = await open(nearlyWonLink(), { context });
  const again = page.locator('#messages button', { hasText: 'Try again' });
  await again.waitFor();
  assert.match(await page.locator('#messages').textContent(), /Statistics: .*until it runs again/);
  await playMove(page, 'ED');
  await page.locator('#banner.won').waitFor();
  assert.equal(await page.evaluate(() => JSON.parse(sessionStorage.getItem('swarm.stats.outbox') || '[]').length), 1);
  // The script is there again: Try again starts the worker, which takes the win.
  await context.unroute('**/www/journal.js*');
  await again.click();
  await page.waitForFunction(() => (sessionStorage.getItem('swarm.stats.outbox') ?? '') === '', null, { timeout: 10000 });
  await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('swarm.stats.pending') || '{"records":[1]}').records.length === 0);
  assert.equal(await again.count(), 0, 'the notice is gone');
  const s = await stats(page);
  assert.deepEqual([s.Played, s.Won], ['1', '1']);
  assert.equal((await journal(page)).length, 1, 'stored once');
  await context.close();
});

test('a browser that cannot start the journal worker says so, and the Statistics sheet offers Try again', async () => {
  // `new Worker` throws for the journal's script (as a browser without
  // module workers does) until the test allows it.
  const init = () => {
    const W = window.Worker;
    window.Worker = class extends W {
      constructor(url, options) {
        if (String(url).includes('journal.js') && !window.allowJournal) throw new DOMException('no module workers', 'NotSupportedError');
        super(url, options);
      }
    };
  };
  const { page, errors, context } = await open(nearlyWonLink(), { width: 1024, height: 768, init });
  await page.locator('#messages button', { hasText: 'Try again' }).waitFor();
  assert.match(await page.locator('#messages').textContent(), /Statistics: this browser cannot run the statistics journal in the background/);
  await playMove(page, 'ED');
  await page.locator('#banner.won').waitFor();
  await menu(page, '#btn-stats');
  const restart = page.locator('#stats-panel[open] #stats-restart');
  await restart.waitFor();
  assert.match(await page.locator('#stats-panel .sheet-body').textContent(), /The statistics journal is not running/);
  await page.evaluate(() => { window.allowJournal = true; });
  await restart.click();
  // The worker starts from the sheet, takes the win and shows the figures.
  await page.locator('#stats-panel[open] tbody').waitFor();
  const s = await statsRow(page, 'beeswax');
  assert.deepEqual([s.Played, s.Won], ['1', '1']);
  assert.equal(await page.locator('#messages button', { hasText: 'Try again' }).count(), 0, 'the notice is gone');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the page's wasm holds none of the journal: its words are the journal worker's wasm's alone", async () => {
  const { page, context } = await open('?game=beeswax&deal=2');
  const texts = await page.evaluate(async () => {
    const text = async (f) => new TextDecoder('latin1').decode(await (await fetch(f)).arrayBuffer());
    return [await text('www/pkg/swarm_bg.wasm'), await text('www/pkg/journal_bg.wasm')];
  });
  const [pageWasm, journalWasm] = texts;
  // The store's words (idb.rs), the import's and the journal file's (stats::journal); the
  // Statistics sheet's table heading, note and tools (journal::tree builds the sheet's body).
  for (const words of ["the browser's database refused", 'swarm statistics', 'is still being imported', 'the store is not open',
    'Cheated or assisted', 'A game counts once it has a move', 'Export statistics', 'Win rate over time']) {
    assert.ok(journalWasm.includes(words), `the journal wasm says "${words}"`);
    assert.ok(!pageWasm.includes(words), `the page's wasm does not say "${words}"`);
  }
  await context.close();
});
