// Helpers for the player tests (statistics, files, replay, offline…).
import assert from 'node:assert/strict';
import { piles, playMove, menu, rank, beeswaxMoves } from './lib.mjs';
import { NEARLY_WON } from './fixtures.mjs';

export { NEARLY_WON };

export const nearlyWonLink = () => `?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`;

/// Plays `count` Beeswax moves typed into the move field, each chosen from
/// the page: one after which a move is left while more are to be played (a
/// random deal can run out of moves in two moves into the empty columns).
export async function playSome(page, count) {
  const played = [];
  for (let i = 0; i < count; i++) {
    const t = await piles(page);
    const moves = beeswaxMoves(t);
    assert.ok(moves.length, 'a legal move exists');
    const mv = i + 1 < count ? moves.find((m) => beeswaxMoves(after(t, m)).length) || moves[0] : moves[0];
    await playMove(page, mv.text);
    played.push(mv.text);
  }
  return played;
}

/// The table after Beeswax move `m` (the whole top run of one rank that fits).
function after(table, m) {
  const t = Object.fromEntries(Object.entries(table).map(([k, v]) => [k, [...v]]));
  const src = t[`col-${m.from + 1}`];
  const dst = t[`col-${m.to + 1}`];
  const r = rank(src[src.length - 1]);
  while (src.length && rank(src[src.length - 1]) === r && dst.length < 4) dst.push(src.pop());
  return t;
}

/// The statistics row of `key` ('beeswax') as { Played: '1', … }, read from
/// the Statistics sheet (opened from the menu if need be).
export async function statsRow(page, key) {
  if (!(await page.locator('#stats-panel[open]').count())) await menu(page, '#btn-stats');
  await page.locator('#stats-panel[open] tbody').waitFor();
  return page.evaluate((k) => {
    const heads = [...document.querySelectorAll('#stats-panel thead th')].map((t) => t.textContent);
    const row = document.querySelector(`#stats-panel tbody tr[data-key="${k}"]`);
    if (!row) return null;
    const cells = [...row.children].map((c) => c.textContent);
    return Object.fromEntries(heads.map((h, i) => [h, cells[i]]));
  }, key);
}

/// The live region's text.
export const live = (page) => page.locator('#live').textContent();

/// Drops a file named `name` holding `text` on the page, as a dragged file would.
export async function dropFile(page, name, text) {
  await page.evaluate(([n, t]) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], n, { type: 'application/json' }));
    const target = document.querySelector('#table');
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, [name, text]);
}

/// Closes the open sheet with its Close button.
export async function closeSheet(page) {
  await page.locator('dialog.sheet[open] .sheet-close').click();
  await page.locator('dialog.sheet[open]').waitFor({ state: 'detached' });
}

/// New from the bar; a game in progress asks first, and `leave` answers
/// "Leave it" (true) or keeps playing (false). Returns whether it asked.
export async function pressNew(page, { leave = true } = {}) {
  const before = await page.evaluate(() => location.search);
  await page.locator('#btn-new').click();
  const asked = await page.locator('#confirm[open]').count() > 0;
  if (asked) await page.locator(leave ? '#confirm-yes' : '#confirm-no').click();
  if (!asked || leave) await page.waitForFunction((q) => location.search !== q, before);
  return asked;
}

/// The database's version (src/web/stats_store.rs: 2 since the store holds bundles).
const VERSION = 2;

/// The statistics journal's records as the browser stores them (IndexedDB
/// `swarm`, store `journal`), read from the page: a bundle's records each
/// (`{"id": "<first id> +<n> <hash>", "records": [...]}`, src/stats/bundle.rs).
export function journal(page) {
  return page.evaluate((version) => new Promise((resolve, reject) => {
    const open = indexedDB.open('swarm', version);
    open.onupgradeneeded = () => open.result.createObjectStore('journal', { keyPath: 'id' });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const all = db.transaction('journal').objectStore('journal').getAll();
      const bundle = (v) => typeof v?.id === 'string' && v.id.includes(' ') && Array.isArray(v.records);
      all.onsuccess = () => { db.close(); resolve(all.result.flatMap((v) => (bundle(v) ? v.records : [v]))); };
      all.onerror = () => { db.close(); reject(all.error); };
    };
  }), VERSION);
}

/// Puts `records` (objects with an `id`) into the journal as they are (damaged ones too).
export function putRecords(page, records) {
  return page.evaluate(([rs, version]) => new Promise((resolve, reject) => {
    const open = indexedDB.open('swarm', version);
    open.onupgradeneeded = () => open.result.createObjectStore('journal', { keyPath: 'id' });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('journal', 'readwrite');
      for (const r of rs) tx.objectStore('journal').put(r);
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onabort = () => { db.close(); reject(tx.error); };
    };
  }), [records, VERSION]);
}

const GAMES = ['spider', 'beeswax', 'beehive', 'beetle'];

/// N game records of a statistics journal (as the store holds them): four rule sets, a
/// deal of the day now and then; or (`own`) each of rules of its own.
export function records(n, own = false) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const game = GAMES[i % 4];
    const r = { id: `g${i}`, game, variant: own ? `${game} rules=${i}` : game, result: i % 3 ? 'won' : 'lost',
      moves: 50 + (i % 200), ms: 1000 * (50 + (i % 200)), at: 1_600_000_000_000 + i * 60_000, v: 1 };
    if (i % 7 === 0) r.daily = new Date((18_000 + i / 7) * 86_400_000).toISOString().slice(0, 10);
    out.push(r);
  }
  return out;
}

