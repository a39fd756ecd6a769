// Beehive in the page: a quartet discarded, an empty column filled from the
// storehouse, the waste turned over into a new stock, and a deal link with
// rule options reproduced in another page.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, piles, pile, record, drag, newGameSheet } from './lib.mjs';

after(closeBrowser);

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const DECK = [...'cdhs'].flatMap((s) => RANKS.map((r) => r + s));

/// A Beehive position: three 7s in column 1 and the fourth on top of the
/// storehouse (over Qc and Kc); `waste` and `stock` share the other cards.
const USED = new Set(['Kc', 'Qc', '7s', '7c', '7d', '7h', '2c', '3c', '4c', '5c', '6c']);
const REST = DECK.filter((c) => !USED.has(c));

function position({ wasteCount }) {
  const rest = REST;
  return `game: beehive
storehouse: #Kc #Qc 7s
1: 7c 7d 7h
2: 2c
3: 3c
4: 4c
5: 5c
6: 6c
stock: ${rest.slice(wasteCount).join(' ')}
waste: ${rest.slice(0, wasteCount).join(' ')}
discarded:
pass: 1
`;
}

const link = (p) => `?game=beehive&position=${encodeURIComponent(p)}`;

/// The status line ("… Storehouse: 10 · Stock: 36 · Pass 1 …").
const status = (page) => page.locator('#status-text').textContent();

/// The top card of a squared-up pile (the storehouse shows only its top).
const top = (page, slot) => page.locator(`#table .pile[data-slot="${slot}"] .card`).last();

test('Beehive: the fourth 7 from the storehouse discards the quartet, and the next storehouse card fills the empty column', async () => {
  const { page, errors, context } = await open(link(position({ wasteCount: 5 })));
  let t = await piles(page);
  assert.deepEqual(t['col-1'], ['7c', '7d', '7h']);
  assert.equal(t.storehouse.at(-1), '7s');
  assert.match(await status(page), /Storehouse: 3\b/);
  await drag(page, top(page, 'storehouse'), pile(page, 'col-1'));
  t = await piles(page);
  assert.deepEqual(t['col-1'], [], 'the quartet left the column');
  assert.ok(t.discard.some((c) => c.startsWith('7')), `the discard shows the 7s: ${t.discard}`);
  assert.equal(t.storehouse.at(-1), 'Qc', 'the next storehouse card turned up');
  assert.match(await record(page), /^S1$/);
  // The empty column is filled from the storehouse by a drag.
  await drag(page, top(page, 'storehouse'), pile(page, 'col-1'));
  t = await piles(page);
  assert.deepEqual(t['col-1'], ['Qc']);
  assert.equal(t.storehouse.at(-1), 'Kc');
  assert.match(await record(page), /^S1 S1$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Beehive: clicking the empty stock turns the waste over, keeping its order', async () => {
  const p = position({ wasteCount: 41 });
  const { page, errors, context } = await open(link(p));
  let t = await piles(page);
  assert.equal(t.stock.length, 0);
  assert.deepEqual(t.waste, REST.slice(38, 41), 'the waste shows its top three');
  assert.match(await status(page), /Stock: 0\b/);
  await pile(page, 'stock').click();
  t = await piles(page);
  assert.equal(t.waste.length, 0, 'the waste is now the stock');
  assert.match(await status(page), /Stock: 41\b/);
  assert.match(await record(page), /^T$/);
  assert.match(await page.locator('#table .pile[data-slot="stock"]').textContent(), /pass 2/);
  await page.waitForTimeout(420); // not a double click
  await pile(page, 'stock').click();
  t = await piles(page);
  // The first three cards dealt are the three the waste held deepest.
  assert.deepEqual(t.waste, REST.slice(0, 3));
  assert.match(await record(page), /^T D$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Beehive: a deal link with storehouse=13&draw=1&fill=leeming opens the same deal with those rules', async () => {
  const q = '?game=beehive&deal=77&storehouse=13&draw=1&fill=leeming';
  const a = await open(q);
  // New game shows this game's rules, as the link set them.
  await newGameSheet(a.page);
  const sel = (k) => a.page.locator(`#option-pickers select[data-key="${k}"]`).inputValue();
  assert.equal(await sel('storehouse'), '13');
  assert.equal(await sel('draw'), '1');
  assert.equal(await sel('fill'), 'leeming');
  await a.page.keyboard.press('Escape');
  await a.page.locator('#new-game').waitFor({ state: 'hidden' });
  assert.match(await status(a.page), /Storehouse: 13 · Stock: 33\b/);
  await pile(a.page, 'stock').click();
  assert.equal((await piles(a.page)).waste.length, 1, 'one card at a time');
  assert.match(a.page.url(), /storehouse=13/);
  assert.match(a.page.url(), /draw=1/);
  assert.match(a.page.url(), /fill=leeming/);
  // The link, with its move, reproduces the table in another page.
  const b = await open(a.page.url().slice(a.page.url().indexOf('?')));
  assert.deepEqual(await piles(b.page), await piles(a.page));
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});
