// Spider and Beetle in the browser: dragging runs, dealing from the hand,
// undo over a deal (confirm, then marked cheated), removing a completed suit,
// and Woods' status / locate / print tools.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, piles, card, pile, record, drag } from './lib.mjs';

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

const COMPLETE_SUIT = `game: spider
1: Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As
2: 2c 2d 8d 10d 6d 9s 3d 4d Kc 5d
3: 3h 5c 10c 6s 6c 3c 4c 4c 6c 9h
4: Ac Ac 9d Jd 8c 10h 7h 2d 3d Qc
5: 6d 8h 7h Ah 7d 10d 10s Ad 6h 5c
6: 8d 7c Jd Qd 3h Jh Kc Kd 2h 7c
7: 5s 8c Kh Ks 5d Ad Kd Ah 2h 3c
8: Qh 10c Jc 4s 2s Jc 4h Qs 7d Qc
9: 9h Qh Js As Qd 4h 6h 8h 7s 2c
10: 8s 9c 10h 3s 9d Kh 9c 4d 5h Jh 5h
stock:
removed: 0
`;

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
  assert.equal(await page.locator('#btn-remove').isVisible(), true);
  await card(page, 'col-1', 12).click();
  assert.equal((await piles(page))['col-1'].length, 0);
  assert.equal(await record(page), '1');
  assert.match(await page.locator('#status-text').textContent(), /Suits removed: 1/);
  assert.equal(await page.locator('#btn-remove').isVisible(), false);
  await page.locator('#btn-undo').click();
  assert.equal((await piles(page))['col-1'].length, 13);
  await page.locator('#btn-remove').click();
  assert.equal((await piles(page))['col-1'].length, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Spider: Woods' status, locate and print tools answer in the panel", async () => {
  const { page, errors, context } = await open('?game=spider&deal=5');
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
  assert.match(await page.locator('#woods-output').textContent(), /no pile 11/);
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
