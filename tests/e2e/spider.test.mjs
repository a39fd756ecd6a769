// Spider and Beetle in the browser: dragging runs, dealing from the hand,
// undo over a deal (confirm, then marked cheated), removing a completed suit,
// Woods' status / locate / print tools, and the position as a Woods save line.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { SPIDER_COMPLETE_SUIT as COMPLETE_SUIT } from './fixtures.mjs';
import { open, closeBrowser, piles, card, pile, record, drag, menu, openPanel, playMove, switchGame, typeOnTable, moveCount } from './lib.mjs';

after(closeBrowser);

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const value = (c) => RANKS.indexOf(c.slice(0, -1)) + 1;

/// A one-card move from the page: a face-up top card onto a top one rank higher.
function buildMove(table) {
  for (let f = 1; f <= 10; f++) {
    const src = table[`col-${f}`];
    if (!src || !src.length || src.at(-1) === '#') continue;
    for (let t = 1; t <= 10; t++) {
      const dst = table[`col-${t}`];
      if (t !== f && dst.length && dst.at(-1) !== '#' && value(dst.at(-1)) === value(src.at(-1)) + 1) {
        return { from: f, to: t, card: src.at(-1), index: src.length - 1 };
      }
    }
  }
  return null;
}


test('Spider: a card dragged onto one rank higher moves, and the card under it turns up', async () => {
  const { page, errors, context } = await open('?game=spider&deal=5');
  const before = await piles(page);
  assert.equal(before['col-1'].filter((c) => c === '#').length, 5, 'five face-down cards on pile 1');
  const mv = buildMove(before);
  assert.ok(mv, 'deal 5 has a build');
  await drag(page, card(page, `col-${mv.from}`, mv.index), pile(page, `col-${mv.to}`));
  const now = await piles(page);
  assert.equal(now[`col-${mv.to}`].at(-1), mv.card);
  assert.notEqual(now[`col-${mv.from}`].at(-1), '#', 'the new top card is face up');
  assert.match(await record(page), new RegExp(`^${mv.from} ${mv.to}`));
  assert.deepEqual(errors, []);
  await context.close();
});

test('Spider: the hand deals a card on every pile; undoing the deal asks, then marks the game cheated', async () => {
  const { page, errors, context } = await open('?game=spider&deal=5');
  const before = await piles(page);
  await pile(page, 'stock').click();
  const dealt = await piles(page);
  for (let p = 1; p <= 10; p++) assert.equal(dealt[`col-${p}`].length, before[`col-${p}`].length + 1);
  assert.equal(await record(page), 'D');
  await page.locator('#btn-undo').click();
  const dialog = page.locator('#confirm');
  await dialog.waitFor();
  assert.match(await dialog.textContent(), /cheated/);
  await page.locator('#confirm-no').click();
  assert.equal(await dialog.isVisible(), false);
  assert.deepEqual(await piles(page), dealt, 'keeping on playing changes nothing');
  assert.equal(await page.locator('#status-marks').isVisible(), false);
  await page.keyboard.press('Control+z');
  await dialog.waitFor();
  await page.locator('#confirm-yes').click();
  assert.deepEqual(await piles(page), before);
  assert.match(await page.locator('#status-marks').textContent(), /cheated/);
  assert.match(page.url(), /cheated=1/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Spider: a completed suit is removed by clicking it, or with the Remove button', async () => {
  const q = `?game=spider&position=${encodeURIComponent(COMPLETE_SUIT)}`;
  const { page, errors, context } = await open(q);
  const offered = () => page.locator('#btn-remove').evaluate((b) => !b.hidden);
  assert.equal(await offered(), true, 'the menu offers Remove suit');
  await card(page, 'col-1', 12).click();
  assert.equal((await piles(page))['col-1'].length, 0);
  assert.equal(await record(page), '1');
  assert.match(await page.locator('#status-text').textContent(), /Suits removed: 1/);
  assert.equal(await offered(), false);
  await page.locator('#btn-undo').click();
  assert.equal((await piles(page))['col-1'].length, 13);
  await menu(page, '#btn-remove');
  assert.equal((await piles(page))['col-1'].length, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Spider: a complete suit is marked and named; a double-click on its King or a drag to Removed removes it, with no word about a covered card', async () => {
  const q = `?game=spider&position=${encodeURIComponent(COMPLETE_SUIT)}`;
  const { page, errors, context } = await open(q);
  const col1 = pile(page, 'col-1');
  assert.equal(await col1.locator('.card.complete').count(), 13, 'the whole K…A glows');
  assert.equal(await col1.locator('.card.complete-head').getAttribute('data-card'), 'Ks', 'the King wears the badge');
  assert.match(await col1.getAttribute('aria-label'), /a complete spades run: activate it to remove it/);
  assert.equal(await page.locator('#table .card.complete').count(), 13, 'no other pile is marked');
  await card(page, 'col-1', 0).dblclick({ position: { x: 12, y: 6 } });
  assert.equal((await piles(page))['col-1'].length, 0);
  assert.equal(await record(page), '1');
  assert.doesNotMatch((await page.locator('#feedback').textContent()) || '', /covered/);
  await page.locator('#btn-undo').click();
  assert.equal((await piles(page))['col-1'].length, 13);
  await drag(page, card(page, 'col-1', 4), pile(page, 'discard'));
  assert.equal((await piles(page))['col-1'].length, 0, 'dragged from its Nine to Removed');
  assert.match(await page.locator('#status-text').textContent(), /Suits removed: 1/);
  assert.equal(await page.locator('#table .card.complete').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Spider: Woods' status, locate and print tools answer in the panel", async () => {
  const { page, errors, context } = await open('?game=spider&deal=5');
  await openPanel(page);
  assert.match(await page.locator('#woods-status').textContent(), /Deals left: 5/);
  const top = (await piles(page))['col-1'].at(-1);
  await page.locator('#locate-input').fill(top);
  await page.locator('#locate-input').press('Enter');
  assert.match(await page.locator('#woods-output').textContent(), /\S/);
  await page.locator('#print-input').fill('1');
  await page.locator('#print-input').press('Enter');
  assert.match(await page.locator('#woods-output').textContent(), /\S/);
  await page.locator('#print-input').fill('11');
  await page.locator('#print-input').press('Enter');
  assert.match(await page.locator('#feedback.error').textContent(), /`11` is not a pile/);
  assert.deepEqual(errors, []);
  await context.close();
});

/// A card's one-character Woods code (SPEC §2): 65 + suit×13 + rank−1, suits c d h s.
const woodsCode = (c) => String.fromCharCode(65 + 'cdhs'.indexOf(c.at(-1)) * 13 + value(c) - 1);

/// The Woods line the sheet shows (the sheet opened from the menu if need be).
async function woodsLine(page) {
  if (!(await page.locator('#woods-panel[open]').count())) await menu(page, '#btn-woods');
  return page.getByRole('textbox', { name: 'Woods line of this position' }).inputValue();
}

/// Closes the open sheet with its Close button.
async function closeSheet(page) {
  await page.locator('dialog.sheet[open] .sheet-close').click();
  await page.locator('dialog.sheet[open]').waitFor({ state: 'detached' });
}

/// Whether the menu offers `id` (an item it hides in this game is not offered).
const offers = (page, id) => page.locator(id).evaluate((b) => !b.hidden);

test('Spider: the position shows as a Woods save line, which Load plays back to the same position', async () => {
  const a = await open('?game=spider&deal=5');
  await a.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const mv = buildMove(await piles(a.page));
  await playMove(a.page, `${mv.from} ${mv.to}`);
  assert.match(await record(a.page), new RegExp(`^${mv.from} ${mv.to}`), 'the move was played');
  const table = await piles(a.page);
  const status = await a.page.locator('#woods-status').textContent();
  const line = await woodsLine(a.page);
  assert.equal(await a.page.locator('#woods-line').getAttribute('readonly'), '', 'the field is read-only');
  // The line is this position's (not the deal's): each pile field is `?` per
  // face-down card, then the face-up cards' codes, deepest first.
  const fields = line.split(',');
  assert.equal(fields.length, 21);
  for (let p = 1; p <= 10; p++) {
    const want = table[`col-${p}`].map((c) => (c === '#' ? '?' : woodsCode(c))).join('');
    assert.equal(fields[p - 1], want, `pile ${p}`);
    assert.equal(fields[p + 9].length, table[`col-${p}`].filter((c) => c === '#').length, `pile ${p}'s face-down cards`);
  }
  assert.equal(fields[20].length, 50, 'the hand');
  await a.page.getByRole('button', { name: 'Copy the Woods line' }).click();
  await a.page.locator('#woods-copy-status').filter({ hasText: 'copied' }).waitFor();
  assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), line, 'Copy puts the line on the clipboard');

  // Pasted in Load (in a Beeswax page, where the line is not offered), the same position comes back.
  const b = await open('?game=beeswax&deal=3');
  assert.equal(await offers(b.page, '#btn-woods'), false, 'no Woods line in Beeswax');
  await menu(b.page, '#btn-load');
  await b.page.locator('#paste-position').fill(line);
  await b.page.locator('#btn-open-position').click();
  await b.page.waitForFunction(() => document.querySelector('#status-text').textContent.startsWith('Spider · Custom position'));
  assert.deepEqual(await piles(b.page), table, 'the same cards in the same places');
  await openPanel(b.page);
  assert.equal(await b.page.locator('#woods-status').textContent(), status, 'the same hand, removed suits and face-down cards');
  assert.equal(await woodsLine(b.page), line, 'and the same hidden cards: the line round-trips');

  // The sheet shows the game as it is: after a deal, the hand is shorter.
  await closeSheet(b.page);
  await playMove(b.page, 'D');
  assert.equal((await woodsLine(b.page)).split(',')[20], fields[20].slice(10), 'the line after the deal');
  // A refused clipboard leaves the line selected, to copy by hand.
  await b.page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  await b.page.locator('#btn-copy-woods').click();
  await b.page.locator('#woods-copy-status').filter({ hasText: 'did not allow' }).waitFor();
  const sel = await b.page.evaluate(() => {
    const t = document.querySelector('#woods-line');
    return [document.activeElement === t, t.selectionStart, t.selectionEnd, t.value.length];
  });
  assert.deepEqual(sel, [true, 0, sel[3], sel[3]], 'the whole line is selected');
  await closeSheet(b.page);
  await switchGame(b.page, 'beetle');
  assert.equal(await offers(b.page, '#btn-woods'), false, 'Beetle has no Woods line');
  for (const x of [a, b]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test('Spider: the Woods line sheet fits a 360 px screen and works from the keyboard', async () => {
  const { page, errors, context } = await open('?game=spider&deal=8', { width: 360, height: 740 });
  // The menu from the keyboard: its button, then the item.
  await page.locator('#btn-menu').focus();
  await page.keyboard.press('Enter');
  await page.locator('#btn-woods').focus();
  await page.keyboard.press('Enter');
  await page.locator('#woods-panel[open]').waitFor();
  assert.ok(await page.evaluate(() => document.querySelector('#woods-panel').contains(document.activeElement)),
    'the focus is in the sheet');
  for (const sel of ['#woods-panel', '#woods-line', '#btn-copy-woods']) {
    const r = await page.locator(sel).boundingBox();
    assert.ok(r.x >= 0 && r.x + r.width <= 360, `${sel} fits the width`);
  }
  const r = await page.locator('#woods-line').evaluate((t) => [t.scrollHeight, t.clientHeight]);
  assert.ok(r[0] <= r[1] + 1, 'the whole line shows without scrolling');
  await page.keyboard.press('Escape');
  await page.locator('#woods-panel').waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Spider: a move typed in Woods notation plays; D deals', async () => {
  const { page, errors, context } = await open('?game=spider&deal=5');
  const mv = buildMove(await piles(page));
  await page.locator('#table').focus();
  await page.keyboard.type(`${mv.from} ${mv.to}`);
  await page.keyboard.press('Enter');
  assert.equal((await piles(page))[`col-${mv.to}`].at(-1), mv.card);
  await page.keyboard.press('d');
  assert.match(await record(page), /D$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Beetle: every card is face up, and a build is played by right-click', async () => {
  const { page, errors, context } = await open('?game=beetle&deal=3');
  const t = await piles(page);
  let faceUp = 0;
  for (let p = 1; p <= 10; p++) {
    assert.ok(!t[`col-${p}`].includes('#'));
    faceUp += t[`col-${p}`].length;
  }
  assert.equal(faceUp, 44);
  const mv = buildMove(t);
  assert.ok(mv, 'deal 3 has a build');
  await card(page, `col-${mv.from}`, mv.index).click({ button: 'right' });
  const now = await piles(page);
  assert.equal(now[`col-${mv.from}`].length, mv.index, 'the card left its pile');
  assert.equal((await record(page)).split(/\s*[;,]\s*|\n/).filter(Boolean).length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Spider: Woods' typed commands, on the table and in the move field: S, L, P, T, ?, A k, F and -k", async () => {
  const { page, errors, context } = await open('?game=spider&deal=7');
  const out = () => page.locator('#woods-output').textContent();
  // Typed on the table, the answer opens the moves panel.
  await typeOnTable(page, 'S');
  await page.locator('#panel').waitFor();
  assert.match(await out(), /Deals left: 5/);
  const top = (await piles(page))['col-1'].at(-1);
  await typeOnTable(page, `L ${top}`);
  assert.match(await out(), /\b1\b/, `L ${top}: found on pile 1`);
  await typeOnTable(page, 'P 1');
  assert.match(await out(), new RegExp(`1.*${top.replace(/[dhsc]$/, '')}`, 's'));
  await typeOnTable(page, 'T');
  assert.match(await out(), /game: spider[\s\S]*stock:/);
  await playMove(page, '?');
  assert.match(await out(), /n m k +move k cards from pile n to pile m/);
  // A k: the game is kept in the browser every k moves, offered back by Load.
  await playMove(page, 'A 2');
  assert.match(await out(), /every 2 moves/);
  const mv = buildMove(await piles(page));
  await playMove(page, `${mv.from} ${mv.to}`);
  await playMove(page, 'D');
  assert.equal(await moveCount(page), 2);
  assert.ok(await page.evaluate(() => localStorage.getItem('swarm.woods.tmp')), 'kept as SPIDER.TMP');
  await menu(page, '#btn-load');
  assert.match(await page.locator('#btn-load-tmp').textContent(), /SPIDER\.TMP \(Spider deal 7, 2 moves\)/);
  await page.keyboard.press('Escape');
  // F saves the game as a file.
  const [download] = await Promise.all([page.waitForEvent('download'), playMove(page, 'F')]);
  assert.equal(JSON.parse(await readFile(await download.path(), 'utf8')).moves.length, 2);
  // -1 backs up over the deal: that took back seen cards, so it asks, then marks the game cheated.
  await typeOnTable(page, '-1');
  await page.locator('#confirm[open]').waitFor();
  assert.match(await page.locator('#confirm-text').textContent(), /Backing up 1 move takes back 1 move that showed you cards/);
  await page.locator('#confirm-yes').click();
  assert.equal(await moveCount(page), 1);
  assert.match(await page.locator('#status-marks').textContent(), /cheated/);
  await playMove(page, '-x');
  assert.match(await page.locator('#feedback.error').textContent(), /`x` is not a number of moves/);
  assert.deepEqual(errors, []);
  await context.close();
});
