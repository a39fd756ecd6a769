// Review: a lost Beeswax game reviewed in the worker — the sheet's chart
// shows each position winnable or lost and names the move that lost the
// game (the words of `swarm review`); a bar, or the chart's keys, opens
// that position in the replay; the game left for a new one is reviewed
// without a mark; the move that lost is marked by shape and colour, named in
// the legend, and "Show the better move" draws that move as a hint. The
// coach (New game's switch) asks before B2 and lets the winning moves through.
// The sheet is drawn by the position reader's wasm: it says the review is
// being prepared until that comes, and why not if it cannot.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, launch, ready, holdReader, wasmTexts, playMove, menu, moveCount, status, newGameSheet, piles } from './lib.mjs';

after(closeBrowser);

// Deal 7: winnable after the first eight moves, not after B2 (`swarm review
// beeswax 7 --moves "7F 1E BF 41 67 6E 96 29 B2"` names B2).
/// How long the Spider coach's test lets the player think before moving.
const SPIDER_THINK_MS = 20_000;
const LOST = ['7F', '1E', 'BF', '41', '67', '6E', '96', '29', 'B2'];
const SUMMARY = 'B2 lost the game. 2B kept it winnable (won in 37 more moves); so did A4.';

async function playLost(page) {
  for (const m of LOST) await playMove(page, m);
  assert.equal(await moveCount(page), 9);
  await page.locator('[data-action="panel-close"]').click();
}

/// The classes of the chart's bars, in order.
const bars = (page) => page.locator('#review-chart .rv-bar').evaluateAll((els) => els.map((e) => e.getAttribute('class')));

test('Review of a lost Beeswax game names B2, charts it, and a bar before it opens that position', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=7');
  await playLost(page);
  await menu(page, '#btn-review');
  // The game is in progress: reviewing it marks it assisted, asked first.
  await page.locator('#confirm[open]').waitFor();
  assert.match(await page.locator('#confirm').textContent(), /marked assisted/);
  await page.locator('#confirm-yes').click();
  const sheet = page.locator('#review-panel[open]');
  await sheet.waitFor();
  await page.locator('#review-summary').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('#review-summary').textContent(), SUMMARY);
  assert.deepEqual(await bars(page), [...Array(9).fill('rv-bar win'), 'rv-bar lost']);
  assert.equal(await page.locator('#review-mark').textContent(), 'B2 lost the game');
  assert.match(await sheet.textContent(), /marked it assisted/);
  assert.equal(await page.locator('#review-progress').count(), 0, 'the progress bar goes once done');
  assert.match(await page.locator('#status-marks').textContent(), /assisted/);
  // A bar: the position before B2, in the replay.
  await page.locator('#review-chart .hit[data-arg="8"]').click();
  await page.locator('#review-panel').waitFor({ state: 'hidden' });
  await page.locator('#replay-bar').waitFor();
  assert.equal(await page.locator('#replay-pos').textContent(), 'Move 8 / 9');
  assert.equal(await moveCount(page), 8);
  // Again from the menu: the review done is shown at once; the keys step it.
  await menu(page, '#btn-review');
  await page.locator('#review-summary').waitFor();
  assert.equal(await page.locator('#confirm[open]').count(), 0, 'nothing asked again');
  await page.locator('#review-chart').focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#review-chart').getAttribute('aria-valuetext'), /^Move 3 \(BF\): winnable · best$/);
  await page.keyboard.press('Enter');
  await page.locator('#review-panel').waitFor({ state: 'hidden' });
  assert.equal(await page.locator('#replay-pos').textContent(), 'Move 3 / 9');
  assert.deepEqual(errors, []);
  await context.close();
});

test('The game left for a new one is reviewed without a mark, and a bar brings it back', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=7', { width: 360, height: 740, phone: true });
  await playLost(page);
  await page.locator('#btn-new').click();
  await page.locator('#confirm[open]').waitFor();
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => !document.querySelector('#status-text').textContent.includes('Deal 7 '));
  await menu(page, '#btn-review');
  await page.locator('#review-summary').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('#confirm[open]').count(), 0, 'a game that is over is reviewed freely');
  assert.match(await page.locator('#review-what').textContent(), /^Beeswax deal 7, 9 moves: your last game$/);
  assert.equal(await page.locator('#review-summary').textContent(), SUMMARY);
  assert.match(await page.locator('#review-panel').textContent(), /marks nothing/);
  await page.locator('#review-before').click();
  await page.locator('#replay-bar').waitFor();
  assert.match(await status(page), /Deal 7 · 8 moves/);
  assert.equal(await page.locator('#status-marks').isHidden(), true, 'no mark on the game left');
  assert.deepEqual(errors, []);
  await context.close();
});

test('The chart marks the move that lost by shape, and Show the better move draws 2B as a hint before B2', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=7');
  await playLost(page);
  await menu(page, '#btn-review');
  await page.locator('#confirm[open]').waitFor();
  await page.locator('#confirm-yes').click();
  await page.locator('#review-summary').waitFor({ timeout: 20000 });
  // One mark, over B2's bar: a square (a path with its own class), and the legend names it.
  const marks = page.locator('#review-chart .rv-mark');
  assert.equal(await marks.count(), 1);
  assert.equal(await marks.first().getAttribute('class'), 'rv-mark lost_game');
  assert.equal(await marks.first().getAttribute('data-ply'), '9');
  const fill = await marks.first().evaluate((e) => getComputedStyle(e).fill);
  const bar = await page.locator('#review-chart .rv-bar.lost').evaluate((e) => getComputedStyle(e).fill);
  assert.notEqual(fill, bar, 'the mark has its own colour');
  assert.equal(await page.locator('.review-legend .swatch.mk.lost_game').count(), 1);
  assert.match(await page.locator('.review-legend').textContent(), /the move that lost the game/);
  // The words: B2's bar says the better move (its tooltip; the slider's value on it).
  assert.match(
    await page.locator('#review-chart .hit[data-arg="9"] title').textContent(),
    /^Move 9 \(B2\): not winnable · lost the game; 2B kept it winnable \(won in 37 more moves\)/,
  );
  // Show the better move: the position before B2, 2B drawn as a hint is.
  const better = page.locator('#review-better');
  assert.equal(await better.textContent(), 'Show the better move (2B for B2)');
  await better.click();
  await page.locator('#review-panel').waitFor({ state: 'hidden' });
  assert.equal(await moveCount(page), 8);
  assert.equal(await page.locator('#table .pile.hint-target').count(), 1, 'the better move is drawn as a hint is');
  assert.ok(await page.locator('#table .card.selected').count() >= 1, 'its card is selected');
  assert.deepEqual(errors, []);
  await context.close();
});

test('The coach asks before B2 loses the game, lets the winning moves through, and marks the game assisted', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=7');
  const sheet = await newGameSheet(page);
  const sw = sheet.locator('#coach');
  assert.equal(await sw.isChecked(), false, 'off by default');
  await sw.check();
  await page.keyboard.press('Escape');
  await page.locator('#new-game').waitFor({ state: 'hidden' });
  const played = (n) => page.waitForFunction((n) => new RegExp(`\\b${n} moves?\\b`).test(document.querySelector('#status-text .st-moves')?.textContent ?? ''), n);
  for (const [i, m] of LOST.slice(0, 8).entries()) {
    await playMove(page, m);
    await played(i + 1);
  }
  assert.equal(await page.locator('#confirm[open]').count(), 0, 'no winning move was questioned');
  assert.match(await page.locator('#status-marks').textContent(), /assisted/);
  await playMove(page, 'B2');
  await page.locator('#confirm[open]').waitFor();
  const asked = await page.locator('#confirm').textContent();
  assert.match(asked, /This move \(B2\) loses the game/);
  assert.match(asked, /Play it anyway\?/);
  assert.equal(await moveCount(page), 8, 'not played while asked');
  await page.locator('#confirm-no').click();
  assert.equal(await moveCount(page), 8);
  await playMove(page, 'B2');
  await page.locator('#confirm[open]').waitFor();
  await page.locator('#confirm-yes').click();
  await played(9);
  assert.deepEqual(errors, []);
  await context.close();
});

test('The coach in Spider asks before a blunder its look-ahead rated (one suit, deal 3: 5 6)', async () => {
  const { page, errors, context } = await open('?game=spider&deal=3&suits=1');
  const sheet = await newGameSheet(page);
  assert.match(await sheet.textContent(), /ask before a blunder/);
  await sheet.locator('#coach').check();
  await page.keyboard.press('Escape');
  await page.locator('#new-game').waitFor({ state: 'hidden' });
  // The player thinks; the worker looks ahead meanwhile (docs/page.md: the
  // start's moves are rated within a few seconds in Chromium).
  await page.waitForTimeout(SPIDER_THINK_MS);
  await playMove(page, '5 6');
  await page.locator('#confirm[open]').waitFor();
  const asked = await page.locator('#confirm').textContent();
  assert.match(asked, /This move \(5 6\) is a blunder: the fair player wins 50% of its games after it, 100% after 3 8\. Play it anyway\?/);
  assert.equal(await moveCount(page), 0, 'not played while asked');
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => /\b1 move\b/.test(document.querySelector('#status-text .st-moves')?.textContent ?? ''));
  assert.match(await page.locator('#status-marks').textContent(), /assisted/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('The Review sheet says it is being prepared until its drawing\'s wasm comes, then draws the chart', async () => {
  const shared = await (await launch()).newContext({ viewport: { width: 1024, height: 768 } });
  const release = await holdReader(shared);
  const { page, errors, context } = await open('?game=beeswax&deal=7', { context: shared });
  await playLost(page);
  await menu(page, '#btn-review');
  await page.locator('#confirm-yes').click();
  await page.locator('#review-panel[open]').waitFor();
  await page.locator('#review-preparing').waitFor();
  assert.equal(await page.locator('#review-preparing').textContent(), 'Preparing the review…');
  assert.match(await page.locator('#review-what').textContent(), /^Beeswax deal 7, 9 moves$/);
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('#review-chart').count(), 0, 'no chart before its wasm');
  release();
  await page.locator('#review-summary').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('#review-summary').textContent(), SUMMARY);
  assert.deepEqual(await bars(page), [...Array(9).fill('rv-bar win'), 'rv-bar lost']);
  assert.equal(await page.locator('#review-preparing').count(), 0);
  // The chart's words are in the reader's wasm, not in the page's.
  const [own, read] = await wasmTexts(page);
  const words = 'Click a bar, or focus the chart';
  assert.ok(read.includes(words) && !own.includes(words), "the chart's words are in the reader's wasm");
  assert.deepEqual(errors, []);
  await context.close();
});

test('A Review sheet whose drawing cannot load says so, the game kept, and draws once it can', async () => {
  // (No service worker: its own fetches are not routed.)
  const shared = await (await launch()).newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  await shared.route('**/www/pkg/read_bg.wasm*', (r) => r.abort());
  const { page, errors, context } = await open('?game=beeswax&deal=7', { context: shared });
  await playLost(page);
  await menu(page, '#btn-review');
  await page.locator('#confirm-yes').click();
  await page.locator('#review-preparing.error').waitFor({ timeout: 20000 });
  assert.match(await page.locator('#review-preparing').textContent(), /^The review cannot be shown: .*open Review again/);
  await page.locator('#review-panel .sheet-close').click();
  await page.locator('#review-panel').waitFor({ state: 'hidden' });
  assert.equal(await moveCount(page), 9, 'the game is kept');
  await context.unroute('**/www/pkg/read_bg.wasm*');
  assert.equal(await page.evaluate(() => typeof globalThis.swarmRead), 'undefined');
  await menu(page, '#btn-review');
  await page.locator('#review-summary').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('#review-summary').textContent(), SUMMARY);
  // The browser logs the refused fetches: this test's own.
  const refused = errors.filter((e) => /Failed to load resource/.test(e));
  assert.ok(refused.length >= 1, errors.join(' | '));
  for (const e of refused) errors.splice(errors.indexOf(e), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('How to play, Look, Load and the Woods line, drawn in the reader, say so when it cannot load, and draw once it can', async () => {
  // (No service worker: its own fetches are not routed.)
  const shared = await (await launch()).newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  await shared.route('**/www/pkg/read_bg.wasm*', (r) => r.abort());
  const { page, errors, context } = await open('?game=spider&deal=3', { context: shared });
  const before = await piles(page);
  const sheets = [['#btn-help', 'help-panel'], ['#btn-look', 'look-panel'], ['#btn-load', 'load-panel'], ['#btn-woods', 'woods-panel']];
  for (const [item, id] of sheets) {
    await menu(page, item);
    await page.locator(`#${id}-preparing.error`).waitFor({ timeout: 20000 });
    assert.match(await page.locator(`#${id}-preparing`).textContent(), /cannot be shown: .*open it again to retry\.$/, id);
    await page.locator(`#${id} .sheet-close`).click();
    await page.locator(`#${id}`).waitFor({ state: 'hidden' });
  }
  assert.deepEqual(await piles(page), before, 'the game is kept');
  await context.unroute('**/www/pkg/read_bg.wasm*');
  for (const [item, id] of sheets) {
    await menu(page, item);
    await page.locator(`#${id}[open]`).waitFor();
    await page.waitForFunction((id) => !document.getElementById(`${id}-preparing`), id, { timeout: 20000 });
    assert.ok((await page.locator(`#${id}`).textContent()).length > 40, `${id} is drawn`);
    await page.locator(`#${id} .sheet-close`).click();
    await page.locator(`#${id}`).waitFor({ state: 'hidden' });
  }
  // The browser logs the refused fetches: this test's own.
  const refused = errors.filter((e) => /Failed to load resource/.test(e));
  assert.ok(refused.length >= 1, errors.join(' | '));
  for (const e of refused) errors.splice(errors.indexOf(e), 1);
  assert.deepEqual(errors, []);
  await context.close();
});
