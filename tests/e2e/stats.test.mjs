// Statistics (a journal in IndexedDB, kept by the journal worker): a won game counts once (not again
// after undo/redo or a reload), an abandoned game with moves counts as
// played, damaged old statistics are reported, a win the store refuses is
// kept and written once it works, export and import round-trip.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, open, ready, closeBrowser, launch, piles, beeswaxMove, playMove, reload } from './lib.mjs';
import { statsRow, closeSheet, pressNew, journal, records } from './player-lib.mjs';

after(closeBrowser);

const NEARLY_WON = ['game: beeswax',
  ...'A 2 3 4 5 6 7 8 9 10 J Q'.split(' ').map((r, i) => `${'123456789ABC'[i]}: ${r}c ${r}d ${r}h ${r}s`),
  'D: Kc Kd', 'E: Kh Ks', 'F:', ''].join('\n');

/// The Beeswax statistics as { column: value }, read from the Statistics
/// sheet, which is closed again (it is modal).
async function stats(page) {
  const row = await statsRow(page, 'beeswax');
  await closeSheet(page);
  return row;
}

test('a win counts once; an abandoned game with moves counts as played', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`);
  assert.equal((await stats(page)).Played, '0');
  await playMove(page, 'ED');
  let s = await stats(page);
  assert.equal(s.Played, '1');
  assert.deepEqual([s.Won, s['Win %']], ['1', '100%']);
  assert.equal(s['Fewest moves'], '1');
  await page.locator('#btn-undo').click();
  await page.locator('#btn-redo').click();
  await reload(page);
  assert.equal((await stats(page)).Played, '1', 'undo/redo and reload do not count it again');
  assert.equal(await pressNew(page), false, 'a won game is left without a question');
  assert.equal((await stats(page)).Played, '1', 'a won game is not counted again when left');
  const mv = beeswaxMove(await piles(page)) || beeswaxMove(await piles(page), { intoEmpty: true });
  await playMove(page, mv.text);
  assert.equal(await pressNew(page), true, 'a game with a move asks first');
  s = await stats(page);
  assert.equal(s.Played, '2');
  assert.deepEqual([s.Won, s['Win %']], ['1', '50%']);
  assert.deepEqual([s.Streak, s['Best streak']], ['0', '1']);
  await statsRow(page, 'beeswax');
  await page.locator('#stats-reset').click();
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => document.querySelector('#stats-panel tr[data-key="beeswax"] td').textContent === '0');
  await closeSheet(page);
  assert.equal((await stats(page)).Played, '0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('damaged statistics are reported and start again', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=3', { storage: { 'swarm.stats': '{"version": 7}' } });
  // The journal is read after the page starts (IndexedDB answers later).
  await page.locator('#messages').waitFor();
  assert.match(await page.locator('#messages').textContent(), /Statistics: .*newer Swarm \(version 7\)/);
  assert.equal((await stats(page)).Played, '0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game that arrives won (a link with a solution) is not counted as the player\'s win', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}&moves=ED`);
  await page.locator('#banner.won').waitFor();
  assert.equal(await pressNew(page), false);
  assert.equal((await stats(page)).Played, '0');
  assert.deepEqual(errors, []);
  await context.close();
});

/// An IndexedDB that refuses every write while this tab's sessionStorage
/// says `__full` (a full store: QuotaExceededError), as a browser does.
/// A store that refuses writes (a full quota) while this tab's
/// sessionStorage holds `__full`. The store is the journal worker's
/// (www/journal.js): the refusal is put into the worker's script as it is
/// fetched (`refusing`, a route; service workers blocked so that the route
/// sees it), and the page (`refusingStore`, its init script) tells the
/// worker the flag on a BroadcastChannel, when it asks and when it changes.
const refusingStore = () => {
  const ch = new BroadcastChannel('__full');
  const say = () => ch.postMessage(sessionStorage.getItem('__full') === '1');
  ch.onmessage = (e) => { if (e.data === '?') say(); };
  for (const m of ['setItem', 'removeItem']) {
    const f = Storage.prototype[m];
    Storage.prototype[m] = function (...a) {
      const r = f.apply(this, a);
      if (a[0] === '__full') say();
      return r;
    };
  }
};
const IN_WORKER = `const __ch = new BroadcastChannel('__full');
let __full = false;
__ch.onmessage = (e) => { if (typeof e.data === 'boolean') { __full = e.data; __ch.postMessage('ok:' + e.data); } };
__ch.postMessage('?');
const __put = IDBObjectStore.prototype.put;
IDBObjectStore.prototype.put = function (...args) {
  if (__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  return __put.apply(this, args);
};
`;
async function refusing() {
  const context = await (await launch()).newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  await context.route('**/www/journal.js*', async (route) => {
    const r = await route.fetch();
    await route.fulfill({ response: r, body: IN_WORKER + await r.text() });
  });
  return context;
}

/// Sets (or clears) the flag, once the journal worker has heard it.
const setFull = (page, on) => page.evaluate((on) => new Promise((done) => {
  const ch = new BroadcastChannel('__full');
  ch.onmessage = (e) => { if (e.data === `ok:${on}`) { ch.close(); done(); } };
  if (on) sessionStorage.setItem('__full', '1'); else sessionStorage.removeItem('__full');
}), on);

/// This tab's records not stored yet (the pending journal file in sessionStorage).
const pending = (page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('swarm.stats.pending') || '{"records":[]}').records.length);

test('a win made while the store refuses writes is counted after a reload once it works', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`, { init: refusingStore, context: await refusing() });
  assert.equal((await stats(page)).Played, '0');
  await setFull(page, true);
  await playMove(page, 'ED');
  await page.locator('#banner.won').waitFor();
  const notice = page.locator('#messages');
  await notice.waitFor();
  assert.match(await notice.textContent(), /did not let Swarm save/);
  assert.equal(await pending(page), 1, 'kept in this tab');
  // A reload while the store still refuses: the win is neither lost nor doubled.
  await reload(page);
  await notice.waitFor();
  assert.match(await notice.textContent(), /did not let Swarm save/);
  let s = await stats(page);
  assert.deepEqual([s.Played, s.Won], ['1', '1']);
  assert.equal(await pending(page), 1, 'still pending');
  // The store works again: the reload writes it.
  await setFull(page, false);
  await reload(page);
  await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('swarm.stats.pending') || '{"records":[1]}').records.length === 0);
  assert.equal(await notice.isVisible(), false, 'no notice once it is stored');
  s = await stats(page);
  assert.deepEqual([s.Played, s.Won], ['1', '1']);
  // Another tab (its own session: nothing pending) reads it from the journal, once.
  const other = await context.newPage();
  other.on('pageerror', (e) => errors.push(String(e)));
  await other.goto(BASE + '?game=beeswax&deal=3');
  await ready(other);
  s = await stats(other);
  assert.deepEqual([s.Played, s.Won], ['1', '1']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a refused count is written by "Try again" once the store works, and counted once', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`, { init: refusingStore, context: await refusing() });
  await setFull(page, true);
  await playMove(page, 'ED');
  const notice = page.locator('#messages');
  await notice.waitFor();
  await setFull(page, false);
  await notice.locator('.notice-action', { hasText: 'Try again' }).click();
  await notice.waitFor({ state: 'hidden' });
  assert.equal(await pending(page), 0);
  await page.evaluate(() => document.querySelector('[data-action="retry-storage"]')?.click());
  await reload(page);
  const s = await stats(page);
  assert.deepEqual([s.Played, s.Won], ['1', '1']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('old statistics are migrated once into the journal, and the old key goes', async () => {
  const entry = { played: 3, won: 1, current_streak: 0, best_streak: 1, fewest_moves: 90, fastest_ms: 300000, marked_played: 0, marked_won: 0 };
  const old = JSON.stringify({ version: 2, entries: { beeswax: entry }, counted: ['aa11'] });
  const { page, errors, context } = await open('?game=beeswax&deal=5', { storage: { 'swarm.stats': old } });
  assert.equal((await stats(page)).Played, '3');
  await page.waitForFunction(() => localStorage.getItem('swarm.stats') === null);
  assert.match(await page.evaluate(() => localStorage.getItem('swarm.stats.migrated')), /^legacy-[0-9a-f]{16}$/);
  await reload(page);
  assert.equal((await stats(page)).Played, '3', 'counted once');
  assert.equal(await page.locator('#messages').isVisible(), false, 'clean statistics: no notice');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the statistics export as a file and import into another browser, added once', async () => {
  const a = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`);
  await playMove(a.page, 'ED');
  await a.page.locator('#banner.won').waitFor();
  await statsRow(a.page, 'beeswax');
  const [download] = await Promise.all([a.page.waitForEvent('download'), a.page.locator('#stats-export').click()]);
  assert.match(download.suggestedFilename(), /^swarm-statistics-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  assert.match(await a.page.locator('#stats-note').textContent(), /Exported 1 record/);
  // A fresh browser (its own storage) imports it: the win is there; a second import adds nothing.
  const b = await open('?game=beeswax&deal=3');
  for (const added of ['1 record added, 0 known', '0 records added, 1 known']) {
    await statsRow(b.page, 'beeswax');
    const [chooser] = await Promise.all([b.page.waitForEvent('filechooser'), b.page.locator('#stats-import').click()]);
    await chooser.setFiles(file);
    await b.page.waitForFunction((t) => document.querySelector('#stats-note')?.textContent.includes(t), added);
    const s = await statsRow(b.page, 'beeswax');
    assert.deepEqual([s.Played, s.Won, s.Hints], ['1', '1', '0']);
  }
  // A file that is not a journal is refused, with why.
  const [chooser] = await Promise.all([b.page.waitForEvent('filechooser'), b.page.locator('#stats-import').click()]);
  await chooser.setFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from('{"game":"beeswax"}') });
  await b.page.waitForFunction(() => /Could not import game\.json: the file is not a Swarm statistics journal/.test(document.querySelector('#stats-note')?.textContent));
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
});

// Issue 32 items 2 and 3: wins in several tabs at the same moment, each tab
// leaving at once for another link, in a browser without Web Locks: every
// win is counted, once (4 of 8 were, and none without Web Locks).
test('wins in four tabs at once, each leaving at once, without Web Locks: all four counted', async () => {
  const noLocks = () => { Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true }); };
  const first = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`, { init: noLocks });
  const { context, errors } = first;
  const tabs = [first.page];
  for (let i = 0; i < 3; i++) {
    const p = await context.newPage();
    p.on('pageerror', (e) => errors.push(String(e)));
    p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await p.goto(BASE + `?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`);
    await ready(p);
    tabs.push(p);
  }
  assert.equal(await first.page.evaluate(() => navigator.locks), undefined);
  // The winning move in every tab at once, then every tab leaves at once.
  await Promise.all(tabs.map(async (p) => {
    await p.locator('#table').focus();
    await p.keyboard.type('ED');
    await p.keyboard.press('Enter');
  }));
  await Promise.all(tabs.map((p) => p.goto(BASE + '?game=spider&deal=2').then(() => ready(p))));
  // Each tab writes what it kept pending as it loads again.
  for (const p of tabs) {
    await p.waitForFunction(() => JSON.parse(sessionStorage.getItem('swarm.stats.pending') || '{"records":[]}').records.length === 0);
  }
  const check = await context.newPage();
  await check.goto(BASE + '?game=beeswax&deal=3');
  await ready(check);
  const s = await stats(check);
  assert.deepEqual([s.Played, s.Won], ['4', '4']);
  assert.deepEqual(errors, []);
  await context.close();
});

// Issue 46 item 2: a file of 40,000 games imports in slices, its progress
// said on the way (the sheet is drawn at most once a second meanwhile; since
// the store holds bundles of records the whole import takes well under a
// second, so what is said may be the file's check only), every game counted,
// no page error.
test('a big statistics file imports in slices, its progress said, every game counted', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=3');
  await statsRow(page, 'beeswax');
  await page.evaluate(() => {
    window.__notes = [];
    new MutationObserver(() => {
      const t = document.querySelector('#stats-note')?.textContent;
      if (t && window.__notes.at(-1) !== t) window.__notes.push(t);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const text = JSON.stringify({ swarm: 'swarm statistics', v: 1, records: records(40_000) });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('#stats-import').click()]);
  await chooser.setFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => /^Imported big\.json/.test(document.querySelector('#stats-note')?.textContent), null, { timeout: 60000 });
  const notes = await page.evaluate(() => window.__notes);
  const progress = /^(Checking big\.json… \d+%|Importing big\.json… [\d,]+ of 40,000 records)\.$/;
  assert.ok(notes.some((n) => progress.test(n)), notes.join(' | '));
  assert.equal(notes.at(-1), 'Imported big.json: 40,000 records added, 0 known already.');
  const s = await statsRow(page, 'beeswax');
  assert.equal(s.Played, '10000');
  assert.equal((await journal(page)).length, 40_000);
  // The store holds bundles (database version 2): a page of version 1 cannot
  // open it (it says "Swarm was updated in another tab"), so never misreads one.
  const old = await page.evaluate(() => new Promise((resolve) => {
    const o = indexedDB.open('swarm', 1);
    o.onerror = () => resolve(o.error.name);
    o.onsuccess = () => { o.result.close(); resolve('opened'); };
  }));
  assert.equal(old, 'VersionError');
  assert.deepEqual(errors, []);
  await context.close();
});
