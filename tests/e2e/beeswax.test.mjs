// Playing Beeswax in the browser: drag and drop, refused drops, auto-move,
// click-to-select, undo/redo, typed moves, keyboard play, layouts.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, piles, card, pile, record, drag, beeswaxMove, BEESWAX_LABELS, playMove, newGameSheet, reload, status } from './lib.mjs';
import { STUCK, NEARLY_WON } from './fixtures.mjs';

after(closeBrowser);

const DEAL = '?game=beeswax&deal=5';

/// The slot key of Beeswax column i (0-based).
const col = (i) => `col-${i + 1}`;

test('dragging a card onto an empty column moves it and records the move', async () => {
  const { page, errors, context } = await open(DEAL);
  const before = await piles(page);
  const mv = beeswaxMove(before, { intoEmpty: true });
  assert.ok(mv, 'deal 5 has a move into an empty column');
  const n = before[col(mv.from)].length;
  await drag(page, card(page, col(mv.from), n - 1), pile(page, col(mv.to)));
  const now = await piles(page);
  assert.deepEqual(now[col(mv.to)], [mv.card]);
  assert.equal(now[col(mv.from)].length, n - 1);
  assert.equal(await record(page), mv.text);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a card dropped on a column of another rank is refused and returns', async () => {
  const { page, errors, context } = await open(DEAL);
  const before = await piles(page);
  // Column 1's top card onto column 2 (full, and its top is another rank).
  assert.notEqual(before['col-1'].at(-1).slice(0, -1), before['col-2'].at(-1).slice(0, -1));
  await drag(page, card(page, 'col-1', 3), pile(page, 'col-2'));
  assert.deepEqual(await piles(page), before);
  assert.equal(await record(page), '');
  const fb = page.locator('#feedback.error');
  await fb.waitFor();
  assert.ok((await fb.textContent()).length > 5, 'the reason is shown');
  // The card is back in place, not left floating.
  const style = await card(page, 'col-1', 3).evaluate((e) => e.style.transform);
  assert.equal(style, '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a cancelled pointer puts the dragged cards back', async () => {
  const { page, errors, context } = await open(DEAL);
  const before = await piles(page);
  await drag(page, card(page, 'col-1', 3), pile(page, 'col-14'), { release: false });
  assert.notEqual(await card(page, 'col-1', 3).evaluate((e) => e.style.transform), '');
  assert.equal(await page.locator('#table .pile.drop-target').getAttribute('data-slot'), 'col-14', 'the drop target is outlined');
  await page.evaluate(() => {
    document.querySelector('#table').dispatchEvent(new PointerEvent('pointercancel', { pointerId: 1, bubbles: true }));
  });
  await page.mouse.up();
  assert.deepEqual(await piles(page), before);
  assert.equal(await card(page, 'col-1', 3).evaluate((e) => e.style.transform), '');
  assert.equal(await page.locator('#table .pile.drop-target').count(), 0);
  assert.equal(await record(page), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('right-click and double-click auto-move a card', async () => {
  const { page, errors, context } = await open(DEAL);
  const before = await piles(page);
  const n = before['col-1'].length;
  await card(page, 'col-1', n - 1).click({ button: 'right' });
  let now = await piles(page);
  assert.equal(now['col-1'].length, n - 1, 'right-click moved the card');
  assert.equal((await record(page)).split(/\s+/).length, 1);
  const m = now['col-2'].length;
  await card(page, 'col-2', m - 1).dblclick();
  now = await piles(page);
  assert.equal(now['col-2'].length, m - 1, 'double-click moved the card');
  assert.equal((await record(page)).split(/\s+/).length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('click a card, then click a column, moves it', async () => {
  const { page, errors, context } = await open(DEAL);
  const before = await piles(page);
  const mv = beeswaxMove(before, { intoEmpty: true });
  const n = before[col(mv.from)].length;
  await card(page, col(mv.from), n - 1).click();
  await page.waitForTimeout(450); // not a double click
  assert.equal(await page.locator('#table .card.selected').count(), 1);
  await pile(page, col(mv.to)).click();
  assert.deepEqual((await piles(page))[col(mv.to)], [mv.card]);
  assert.equal(await record(page), mv.text);
  assert.deepEqual(errors, []);
  await context.close();
});

test('undo and redo with the buttons and with Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z', async () => {
  const { page, errors, context } = await open(DEAL);
  const start = await piles(page);
  const mv = beeswaxMove(start, { intoEmpty: true });
  await playMove(page, mv.text);
  const after1 = await piles(page);
  assert.notDeepEqual(after1, start);
  await page.locator('#btn-undo').click();
  assert.deepEqual(await piles(page), start);
  assert.equal(await record(page), '');
  await page.locator('#btn-redo').click();
  assert.deepEqual(await piles(page), after1);
  assert.equal(await record(page), mv.text);
  await page.locator('#table').focus();
  await page.keyboard.press('Control+z');
  assert.deepEqual(await piles(page), start);
  await page.keyboard.press('Control+y');
  assert.deepEqual(await piles(page), after1);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+Shift+Z');
  assert.deepEqual(await piles(page), after1);
  assert.equal(await page.locator('#btn-redo').isDisabled(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a move typed on the table in notation is played; a bad one is explained', async () => {
  const { page, errors, context } = await open(DEAL);
  const before = await piles(page);
  const mv = beeswaxMove(before, { intoEmpty: true });
  await page.locator('#table').focus();
  await page.keyboard.type(mv.text);
  await page.keyboard.press('Enter');
  assert.deepEqual((await piles(page))[col(mv.to)], [mv.card]);
  assert.equal(await record(page), mv.text);
  // Column 1 onto column 2: both hold other ranks now.
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  const fb = page.locator('#feedback.error');
  await fb.waitFor();
  assert.match(await fb.textContent(), /\S/);
  assert.equal(await record(page), mv.text);
  await playMove(page, '5Z');
  assert.match(await page.locator('#feedback').textContent(), /not a Beeswax move/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('every card can be moved with the keyboard alone', async () => {
  const { page, errors, context } = await open(DEAL);
  const before = await piles(page);
  const mv = beeswaxMove(before, { intoEmpty: true });
  await page.locator('#table').focus();
  await page.keyboard.press('ArrowRight'); // cursor on column 1
  for (let i = 0; i < mv.from; i++) await page.keyboard.press('ArrowRight');
  const n = before[col(mv.from)].length;
  // Walk down to the top card (the cursor starts at the movable run).
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  assert.match(focused, new RegExp(`, column ${BEESWAX_LABELS[mv.from]}$`));
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#table .card.selected').count(), n - (await page.locator(`#table .card.selected[data-slot="${col(mv.from)}"]`).first().getAttribute('data-index')));
  for (let i = mv.from; i < mv.to; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  assert.equal(await record(page), mv.text);
  assert.deepEqual((await piles(page))[col(mv.to)], [mv.card]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('cards have accessible names naming card and column', async () => {
  const { page, errors, context } = await open(DEAL);
  const table = await piles(page);
  const c = table['col-3'].at(-1);
  const label = await card(page, 'col-3', 3).getAttribute('aria-label');
  const names = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };
  const suits = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };
  const r = c.slice(0, -1);
  assert.match(label, new RegExp(`^${names[r] || ''}`, 'i'));
  assert.ok(label.endsWith(`of ${suits[c.at(-1)]}, column 3`), label);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the layout switch in New game lays the columns out as fans at once, and is remembered', async () => {
  const { page, errors, context } = await open(DEAL);
  const cards = await piles(page);
  const before = await status(page);
  await newGameSheet(page);
  await page.locator('#layout-select').selectOption('fans3x5');
  assert.equal(await page.locator('#table').getAttribute('data-layout'), 'fans3x5');
  assert.equal(await status(page), before, 'a display setting deals nothing');
  await page.keyboard.press('Escape');
  await page.locator('#new-game').waitFor({ state: 'hidden' });
  const b1 = await pile(page, 'col-1').boundingBox();
  const b6 = await pile(page, 'col-6').boundingBox();
  const b2 = await pile(page, 'col-2').boundingBox();
  assert.ok(b6.y > b1.y + b1.height / 2, 'column 6 starts the second row');
  assert.ok(b2.x > b1.x + b1.width / 2 && Math.abs(b2.y - b1.y) < 2, 'column 2 is beside column 1');
  // Fans spread to the right: the top card is right of the deepest.
  const c0 = await card(page, 'col-1', 0).boundingBox();
  const c3 = await card(page, 'col-1', 3).boundingBox();
  assert.ok(c3.x > c0.x && Math.abs(c3.y - c0.y) < 2);
  assert.deepEqual(await piles(page), cards, 'same cards, new layout');
  await reload(page);
  assert.equal(await page.locator('#table').getAttribute('data-layout'), 'fans3x5');
  await newGameSheet(page);
  assert.equal(await page.locator('#layout-select').inputValue(), 'fans3x5');
  await page.locator('#layout-select').selectOption('fans4x4');
  await page.keyboard.press('Escape');
  const c = await pile(page, 'col-5').boundingBox();
  const d1 = await pile(page, 'col-1').boundingBox();
  assert.ok(c.y > d1.y + d1.height / 2, 'column 5 starts the second row of four');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page plays at phone width, with touch-action none on the table', async () => {
  const { page, errors, context } = await open(DEAL, { width: 360, height: 740 });
  const ta = await page.locator('#table').evaluate((e) => getComputedStyle(e).touchAction);
  assert.equal(ta, 'none');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `no sideways scrolling (${width}px)`);
  const before = await piles(page);
  const mv = beeswaxMove(before, { intoEmpty: true });
  const n = before[col(mv.from)].length;
  await card(page, col(mv.from), n - 1).tap();
  await page.waitForTimeout(450);
  await pile(page, col(mv.to)).tap();
  assert.equal(await record(page), mv.text);
  // A double tap sends a card to its best place.
  const t = await piles(page);
  const from = [...Array(13).keys()].find((i) => i !== mv.from && t[col(i)].length === 4);
  await card(page, col(from), 3).tap();
  await card(page, col(from), 3).tap();
  assert.equal((await piles(page))[col(from)].length, 3, 'double tap moved the card');
  assert.equal((await record(page)).split(/\s+/).length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});


test('the last quartet wins: moves and time are shown, and the next game is one click away', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`);
  assert.equal(await page.locator('#banner').isVisible(), false);
  assert.equal(await page.locator('#table .pile.done').count(), 12, 'locked quartets are marked');
  await page.locator('#table').focus();
  await page.keyboard.type('ED');
  await page.keyboard.press('Enter');
  const banner = page.locator('#banner');
  await banner.waitFor();
  assert.match(await banner.textContent(), /You won! 1 move in \d+:\d\d/);
  assert.equal(await page.locator('#table .pile.done').count(), 13);
  await page.locator('#btn-undo').click();
  assert.equal(await banner.isVisible(), false, 'undo takes the win back');
  await page.locator('#btn-redo').click();
  await banner.waitFor();
  await page.locator('#banner-new').click();
  assert.equal(await banner.isVisible(), false);
  assert.equal(await record(page), '');
  assert.match(await status(page), /Deal \d+/);
  assert.deepEqual(errors, []);
  await context.close();
});


test('a position with no move left says so, and undo is still offered', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(STUCK)}`);
  const banner = page.locator('#banner');
  await banner.waitFor();
  assert.match(await banner.textContent(), /No moves left/);
  await card(page, 'col-13', 1).click({ button: 'right' });
  assert.match(await page.locator('#feedback').textContent(), /No useful move/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('moved cards fly to their place, unless the player asks for reduced motion', async () => {
  const { page, errors, context } = await open(DEAL);
  const mv = beeswaxMove(await piles(page), { intoEmpty: true });
  await playMove(page, mv.text);
  const moved = card(page, col(mv.to), 0);
  const [dx, anim] = await moved.evaluate((e) => [parseFloat(e.style.getPropertyValue('--dx')), getComputedStyle(e).animationName]);
  assert.ok(Math.abs(dx) > 10, `it starts from its old column (dx ${dx})`);
  assert.equal(anim, 'fly');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.locator('#btn-undo').click();
  await playMove(page, mv.text);
  assert.deepEqual((await piles(page))[col(mv.to)], [mv.card], 'the same move');
  assert.equal(await page.locator('#table .card.fly').count(), 0, 'no card flies');
  assert.equal(await card(page, col(mv.to), 0).evaluate((e) => getComputedStyle(e).animationName), 'none');
  assert.deepEqual(errors, []);
  await context.close();
});
