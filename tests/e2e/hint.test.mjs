// Hints from the solver: Beeswax's next move of a solution (played, it keeps
// the game winnable), a lost position said to be lost, fair hints in Spider.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, record, playMove, hint, menu, feedbackMatching, moveCount, launch } from './lib.mjs';
import { STUCK } from './fixtures.mjs';

after(closeBrowser);


test('Beeswax: the hint names a move, selects its cards, and playing it keeps the deal winnable', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  const text = await hint(page);
  const m = text.match(/^Hint: ([1-9A-F]{2}\d?) — (.+)$/);
  assert.ok(m, text);
  assert.match(m[2], /winnable: \d+ moves to a win/);
  assert.ok(await page.locator('#table .card.selected').count() >= 1, 'the cards to move are selected');
  await playMove(page, m[1]);
  assert.equal(await record(page), m[1]);
  await page.locator('#table').focus();
  await page.keyboard.press('h');
  assert.match(await feedbackMatching(page, /^Hint: /), /^Hint: .+winnable/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Beeswax: a lost position is said to be lost', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(STUCK)}`);
  assert.match(await hint(page), /cannot be won/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Spider: a fair hint names a legal move, and it plays', async () => {
  const { page, errors, context } = await open('?game=spider&deal=5');
  const text = await hint(page);
  const m = text.match(/^Hint: (D|\d+ \d+(?: \d+)?|\d+) — /);
  assert.ok(m, text);
  await playMove(page, m[1]);
  assert.equal(await record(page), m[1]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Spider: the hint marks the cards to move and the pile they go to, until the move is played', async () => {
  const { page, errors, context } = await open('?game=spider&deal=7&suits=2');
  const text = await hint(page);
  const m = text.match(/^Hint: (\d+) (\d+) — /);
  assert.ok(m, `a move from pile to pile at the deal: ${text}`);
  const [, from, to] = m;
  assert.ok(await page.locator(`#table .pile[data-slot="col-${from}"] .card.selected`).count() >= 1, 'the cards to move are selected');
  const targets = page.locator('#table .pile.hint-target');
  assert.equal(await targets.count(), 1, 'one pile is marked as the target');
  assert.equal(await targets.first().getAttribute('data-slot'), `col-${to}`);
  assert.match(await targets.first().getAttribute('aria-label'), /where the hint moves the selected cards/);
  await playMove(page, `${from} ${to}`);
  assert.equal(await record(page), `${from} ${to}`);
  assert.equal(await page.locator('#table .pile.hint-target').count(), 0, 'the mark goes with the move');
  assert.deepEqual(errors, []);
  await context.close();
});

// One-suit Spider after the last deal: two cards face down in pile 1.
const SPIDER_ENDGAME = ['game: spider', 'options: suits=1',
  '1: #9s #5s Ks Qs Js 10s', '2: 9s 8s 7s 6s 4s 3s 2s As', '3: Ks Qs Js 10s', '4: 8s 7s 6s 5s 4s 3s 2s As',
  '5:', '6:', '7:', '8:', '9:', '10:', 'stock:', 'removed: 6', ''].join('\n');

test('Spider: after the last deal the hint says in how many sampled layouts of the face-down cards it wins', async () => {
  const { page, errors, context } = await open(`?game=spider&position=${encodeURIComponent(SPIDER_ENDGAME)}`);
  const text = await hint(page);
  const m = text.match(/^Hint: (\d+ \d+(?: \d+)?) — .+ · a win in (\d) of (\d) sampled layouts of the face-down cards$/);
  assert.ok(m, text);
  assert.ok(Number(m[2]) >= 1 && Number(m[2]) <= Number(m[3]), text);
  assert.equal(await page.locator('#status-marks').isVisible(), false, 'a fair hint does not peek');
  await playMove(page, m[1]);
  assert.equal(await record(page), m[1]);
  assert.deepEqual(errors, []);
  await context.close();
});

const TWO_TO_GO = ['game: beeswax',
  ...'A 2 3 4 5 6 7 8 9 10 J'.split(' ').map((r, i) => `${'123456789AB'[i]}: ${r}c ${r}d ${r}h ${r}s`),
  'C: Qc Qd', 'D: Kc Kd', 'E: Kh Ks', 'F: Qh Qs', ''].join('\n');

test('Autoplay plays the hints to a win, and the game is marked assisted', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(TWO_TO_GO)}`);
  await menu(page, '#btn-autoplay');
  await page.locator('#banner.won').waitFor({ timeout: 10000 });
  assert.equal((await record(page)).split(/\s+/).length, 2);
  assert.match(await page.locator('#status-marks').textContent(), /assisted/);
  assert.match(await page.locator('#feedback').textContent(), /Autoplay won/);
  assert.equal(await page.locator('#btn-autoplay').textContent(), 'Autoplay');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Autoplay on Beeswax deal 7 plays one solution to a win (it used to play 84 48 84 48… forever)', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=7');
  const first = (await hint(page)).match(/winnable: (\d+) moves to a win/);
  assert.ok(first, 'deal 7 is winnable');
  await menu(page, '#btn-autoplay');
  await page.locator('#banner.won').waitFor({ timeout: 90000 });
  assert.equal((await record(page)).split(/\s+/).filter(Boolean).length, Number(first[1]), 'the moves of the first hint\'s solution');
  assert.match(await page.locator('#feedback').textContent(), /Autoplay won/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Autoplay stops when the player presses a key', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  await menu(page, '#btn-autoplay');
  await page.waitForFunction(() => /[1-9]\d* moves?/.test(document.querySelector('#status-text .st-moves').textContent));
  await page.keyboard.press('Escape');
  const n = await moveCount(page);
  assert.ok(n >= 1, 'it played');
  await page.waitForTimeout(900);
  assert.equal(await moveCount(page), n, 'and then stopped');
  assert.equal((await record(page)).split(/\s+/).filter(Boolean).length, n);
  assert.match(await page.locator('#feedback').textContent(), /Autoplay stopped/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Solve asks first, marks the game assisted, proves a Beeswax deal winnable and shows a solution that replays to a win', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  await menu(page, '#btn-solve');
  await page.locator('#confirm').waitFor();
  assert.match(await page.locator('#confirm-text').textContent(), /solution.*assisted/s);
  assert.equal(await page.locator('#status-marks').isVisible(), false, 'nothing is marked before the player agrees');
  await page.locator('#confirm-yes').click();
  assert.match(await page.locator('#status-marks').textContent(), /assisted/);
  const fb = await feedbackMatching(page, /^Winnable|^Not winnable|^No answer/, 30000);
  assert.match(fb, /^Winnable: a win in \d+ moves/);
  await page.locator('#analysis-box').waitFor();
  const solution = await page.locator('#analysis').textContent();
  assert.ok(solution.trim().length > 0);
  await page.locator('#paste-box summary').click();
  await page.locator('#paste-input').fill(solution);
  await page.locator('#btn-replay').click();
  await page.locator('#banner.won').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('Spider analysis asks first, marks the game assisted, and can be stopped', async () => {
  const { page, errors, context } = await open('?game=spider&deal=5');
  await menu(page, '#btn-solve');
  await page.locator('#confirm').waitFor();
  assert.match(await page.locator('#confirm-text').textContent(), /hidden card/);
  await page.locator('#confirm-yes').click();
  assert.match(await page.locator('#status-marks').textContent(), /assisted/);
  assert.match(page.url(), /game=spider/);
  // A fast machine may answer before the player can stop it: either way is checked.
  await menu(page, '#btn-solve');
  await page.waitForFunction(() => /Analysis stopped|peeking/.test(document.querySelector('#feedback').textContent));
  const fb = await page.locator('#feedback').textContent();
  if (/Analysis stopped/.test(fb)) {
    assert.equal(await page.locator('#btn-solve').textContent(), 'Solve');
  } else {
    assert.match(fb, /\(peeking: every hidden card known\)/);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a solution shown is hidden once the position changes', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=7');
  await menu(page, '#btn-solve');
  await page.locator('#confirm-yes').click();
  await page.locator('#analysis-box').waitFor({ timeout: 30000 });
  const first = (await page.locator('#analysis').textContent()).trim().split(/\s+/)[0];
  await playMove(page, first);
  assert.equal(await page.locator('#analysis-box').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('while a hint is thinking its button says Stop, and pressing it stops the hint', async () => {
  // The search worker is slow to arrive: the hint waits for it.
  const b = await launch();
  const shared = await b.newContext({ viewport: { width: 1024, height: 768 } });
  await shared.route('**/www/worker.js', async (route) => { await new Promise((ok) => setTimeout(ok, 2500)); await route.continue(); });
  const { page, errors, context } = await open('?game=spider&deal=5', { context: shared });
  const button = page.locator('#btn-hint');
  await button.click();
  assert.equal(await button.locator('span').textContent(), 'Stop');
  assert.equal(await button.getAttribute('aria-busy'), 'true');
  assert.match(await page.locator('#feedback').textContent(), /Thinking/);
  await button.click();
  assert.equal(await page.locator('#feedback').textContent(), 'Hint stopped.');
  assert.equal(await button.locator('span').textContent(), 'Hint');
  assert.equal(await button.getAttribute('aria-busy'), 'false');
  await page.waitForTimeout(4000);
  assert.equal(await page.locator('#feedback').textContent(), 'Hint stopped.', 'no answer comes after all');
  assert.equal(await page.locator('#table .card.selected').count(), 0);
  // Asked again, it answers.
  assert.match(await hint(page), /^Hint: /);
  assert.deepEqual(errors, []);
  await context.close();
});
