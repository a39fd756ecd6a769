// Trust (issue 23, the page): a question bound to the move it names, games
// never thrown away unasked, marks that stay with the game, statistics
// never lost or counted twice, Beetle's `cards` key, and links whose every
// problem is named.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, piles, record, menu, playMove, typeOnTable, moveCount, status, reload, newGameSheet,
  hint, BASE, ready, launch, beeswaxMove } from './lib.mjs';
import { NEARLY_WON, nearlyWonLink, statsRow, closeSheet, pressNew, dropFile, playSome, journal, putRecords } from './player-lib.mjs';

after(closeBrowser);

const dialogOpen = (page) => page.locator('#confirm').evaluate((d) => d.open);

test('a question names its move and acts on nothing else: a move typed under it plays nothing, Escape is no, Undo anyway undoes that move', async () => {
  const { page, errors, context } = await open('?game=spider&deal=7');
  await playMove(page, '3 10'); // in the moves panel's field
  assert.equal(await record(page), '3 10');
  await page.locator('#btn-undo').click();
  await page.locator('#confirm[open]').waitFor();
  assert.match(await page.locator('#confirm-text').textContent(), /`?3 10`?/, 'the question names the move');
  assert.ok(await page.locator('#confirm').evaluate((d) => d.matches(':modal')), 'a modal dialog');
  // With the question open, the move field clicked, 6 4 typed and Enter play
  // nothing (the field is out of reach; the keys go to the question, whose
  // focused safe answer Space or Enter would press).
  const field = await page.locator('#move-input').boundingBox();
  await page.mouse.click(field.x + field.width / 2, field.y + field.height / 2);
  await page.keyboard.type('6 4');
  await page.keyboard.press('Enter');
  assert.equal(await moveCount(page), 1, 'nothing was played under the question');
  assert.equal(await record(page), '3 10');
  assert.equal(await page.locator('#status-marks').isVisible(), false, 'nothing undone or marked');
  if (!(await dialogOpen(page))) {
    await page.locator('#btn-undo').click();
    await page.locator('#confirm[open]').waitFor();
  }
  // The pointer cannot reach the table either.
  const [x, y] = await page.locator('#table .pile[data-slot="stock"]').evaluate((p) => {
    const r = p.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  });
  await page.mouse.click(x, y);
  assert.equal(await moveCount(page), 1, 'a click on the hand under the question deals nothing');
  // Escape is the safe answer: nothing undone, nothing marked.
  await page.keyboard.press('Escape');
  assert.equal(await dialogOpen(page), false);
  assert.equal(await record(page), '3 10');
  assert.equal(await page.locator('#status-marks').isVisible(), false);
  // Asked again and agreed: exactly the named move is undone, and the game marked cheated.
  await page.locator('#btn-undo').click();
  await page.locator('#confirm[open]').waitFor();
  assert.match(await page.locator('#confirm-text').textContent(), /`?3 10`?/);
  await page.locator('#confirm-yes').click();
  assert.equal(await record(page), '');
  assert.match(await page.locator('#status-marks').textContent(), /cheated/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a question lapses when the game changes under it: another game loaded over it asks about that instead, and no old hint stays', async () => {
  const { page, errors, context } = await open('?game=spider&deal=7');
  await typeOnTable(page, '3 10');
  const text = await hint(page);
  assert.match(text, /^Hint: /);
  await page.locator('#btn-undo').click();
  await page.locator('#confirm[open]').waitFor();
  // A Beeswax game dropped on the page while the question is open.
  await dropFile(page, 'won.json', JSON.stringify({ game: 'beeswax', position: NEARLY_WON, moves: [] }));
  await page.waitForFunction(() => !/Undo/.test(document.querySelector('#confirm-text').textContent) || !document.querySelector('#confirm').open);
  if (await dialogOpen(page)) {
    // The Spider game has a move: leaving it is asked, not the undo.
    assert.match(await page.locator('#confirm-text').textContent(), /Leave this game\?/);
    assert.match(await page.locator('#confirm-yes').textContent(), /Leave/);
    await page.locator('#confirm-yes').click();
  }
  await page.waitForFunction(() => document.querySelector('#status-text').textContent.startsWith('Beeswax'));
  assert.equal(await dialogOpen(page), false, 'no question about the Spider game is left');
  assert.doesNotMatch(await page.locator('#feedback').textContent(), /^Hint/, 'the Spider hint went with its game');
  assert.equal(await page.locator('#status-marks').isVisible(), false, 'nothing was undone or marked');
  assert.deepEqual(errors, []);
  await context.close();
});

test('New, N and another deal ask before leaving a game with moves; Leave it counts it lost once; keeping it changes nothing', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  await playSome(page, 1);
  const before = await piles(page);
  // New from the bar: asked; kept.
  await page.locator('#btn-new').click();
  await page.locator('#confirm[open]').waitFor();
  assert.match(await page.locator('#confirm-text').textContent(), /Leave this game\? It has 1 move and will count as lost/);
  await page.locator('#confirm-no').click();
  assert.deepEqual(await piles(page), before, 'kept');
  // N on the table: asked; Escape keeps it.
  await page.locator('#table').focus();
  await page.keyboard.press('n');
  await page.locator('#confirm[open]').waitFor();
  await page.keyboard.press('Escape');
  assert.deepEqual(await piles(page), before, 'kept');
  // Another deal from New game: asked; kept.
  await newGameSheet(page);
  await page.locator('#deal-input').fill('77');
  await page.locator('#btn-deal').click();
  await page.locator('#confirm[open]').waitFor();
  await page.locator('#confirm-no').click();
  assert.match(await status(page), /Deal 5\b/);
  assert.equal((await statsRow(page, 'beeswax')).Played, '0', 'nothing counted while the game is kept');
  await closeSheet(page);
  // Left: counted lost, once.
  assert.equal(await pressNew(page), true);
  assert.equal(await moveCount(page), 0);
  let row = await statsRow(page, 'beeswax');
  assert.deepEqual([row.Played, row.Won], ['1', '0']);
  await closeSheet(page);
  assert.equal(await pressNew(page), false, 'a new deal without a move is left unasked');
  await reload(page);
  row = await statsRow(page, 'beeswax');
  assert.deepEqual([row.Played, row.Won], ['1', '0'], 'counted once');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link that replaces a game in progress keeps it and offers it back; the link's message goes with its game", async () => {
  const { page, errors, context } = await open('?game=spider&deal=7&moves=3.10');
  assert.match(await page.locator('#feedback').textContent(), /This link opened Spider deal 7 with 1 move\./);
  await typeOnTable(page, '3 4');
  assert.equal(await moveCount(page), 2);
  await page.goto(`${BASE}?game=spider&deal=9`);
  await ready(page);
  const notice = page.locator('#messages');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Your Spider game in progress \(deal 7, 2 moves\) is kept/);
  await notice.locator('.notice-action', { hasText: 'Resume it' }).click();
  await page.waitForFunction(() => /Deal 7\b/.test(document.querySelector('#status-text').textContent));
  assert.equal(await moveCount(page), 2, 'the game comes back with its moves');
  assert.match(await record(page), /^3 10\W+3 4$/);
  // A link's message belongs to the game it opened: gone once another game is on the table.
  const link = await open('?game=spider&deal=7&moves=3.10');
  assert.match(await link.page.locator('#feedback').textContent(), /This link opened/);
  assert.equal(await pressNew(link.page), false);
  assert.doesNotMatch((await link.page.locator('#feedback').textContent()) || '', /This link opened/);
  for (const x of [{ errors }, link]) assert.deepEqual(x.errors, []);
  await context.close();
  await link.context.close();
});

test('two links in a row: the game pushed out of the set-aside place is counted as left and the player told', async () => {
  // Issue 46: deal 7 set aside by ?deal=9, then deal 9 set aside by ?deal=11: deal 7 was lost, never counted.
  const { page, errors, context } = await open('?game=beeswax&deal=7');
  await playSome(page, 2);
  await page.goto(`${BASE}?game=beeswax&deal=9`);
  await ready(page);
  await playSome(page, 2);
  await page.goto(`${BASE}?game=beeswax&deal=11`);
  await ready(page);
  const notice = page.locator('#messages');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Your Beeswax game in progress \(deal 9, 2 moves\) is kept/);
  assert.match(await notice.textContent(), /Your Beeswax game set aside before \(deal 7, 2 moves\) was counted as lost/);
  const row = await statsRow(page, 'beeswax');
  assert.deepEqual([row.Played, row.Won], ['1', '0'], 'deal 7 counted, lost');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Solve marks the game assisted, and the mark stays: through a reload, in the link (assisted=1), in a page the link opens', async () => {
  // Beehive hides cards: its Solve peeks, so it asks first.
  const { page, errors, context } = await open('?game=beehive&deal=7');
  await menu(page, '#btn-solve');
  await page.locator('#confirm[open]').waitFor();
  assert.match(await page.locator('#confirm-text').textContent(), /assisted/);
  await page.locator('#confirm-yes').click();
  assert.match(await page.locator('#status-marks').textContent(), /assisted/);
  await menu(page, '#btn-solve'); // Stop analysis (or nothing, if it has answered)
  await reload(page);
  assert.match(await page.locator('#status-marks').textContent(), /assisted/, 'a reload keeps the mark');
  assert.match(page.url(), /[?&]assisted=1\b/, 'the address carries it');
  const other = await open(page.url().slice(page.url().indexOf('?')));
  assert.match(await other.page.locator('#status-marks').textContent(), /assisted/, 'the link carries it');
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
  await context.close();
  await other.context.close();
  // Beeswax shows a whole solution: it asks first too, and marks the game.
  const b = await open('?game=beeswax&deal=5');
  await menu(b.page, '#btn-solve');
  await b.page.locator('#confirm[open]').waitFor();
  assert.equal(await b.page.locator('#status-marks').isVisible(), false, 'not marked before the player agrees');
  await b.page.locator('#confirm-no').click();
  assert.equal(await b.page.locator('#analysis-box').isVisible(), false, 'no solution shown when refused');
  assert.equal(await b.page.locator('#status-marks').isVisible(), false);
  await menu(b.page, '#btn-solve');
  await b.page.locator('#confirm-yes').click();
  assert.match(await b.page.locator('#status-marks').textContent(), /assisted/);
  await b.page.locator('#analysis-box').waitFor({ timeout: 30000 });
  assert.deepEqual(b.errors, []);
  await b.context.close();
});

/// A valid statistics entry.
const entry = (played, won) => ({ played, won, current_streak: 0, best_streak: Math.min(won, 1), fewest_moves: won ? 90 : null,
  fastest_ms: won ? 300000 : null, marked_played: 0, marked_won: 0 });

test('old statistics are read into the journal; a damaged record costs only itself', async () => {
  const good = JSON.stringify({ version: 2, entries: { beeswax: entry(3, 1), spider: entry(2, 0) } });
  const { page, errors, context } = await open('?game=beeswax&deal=5', { storage: { 'swarm.stats': good } });
  // A version-2 store keeps its entries (migrated into the journal).
  assert.equal((await statsRow(page, 'beeswax')).Played, '3');
  assert.equal((await statsRow(page, 'spider')).Played, '2');
  await closeSheet(page);
  assert.equal(await page.locator('#messages').isVisible(), false, 'a clean store: no notice');
  // A record damaged (by another program, or the disk) beside a good one: only it is lost.
  const game = { id: 'g1', game: 'spider', variant: 'spider', deal: 4, result: 'won', moves: 99, ms: 1000, at: Date.now(), v: 1 };
  await putRecords(page, [game, { ...game, id: 'g2', moves: 'lots' }]);
  await reload(page);
  const notice = page.locator('#messages');
  await notice.waitFor();
  assert.match(await notice.textContent(), /record `g2` is damaged \(`moves`\) and left out/);
  assert.equal((await statsRow(page, 'beeswax')).Played, '3', 'the other statistics are kept');
  assert.equal((await statsRow(page, 'spider')).Played, '3', 'and the good record');
  assert.equal((await journal(page)).length, 3, 'the damaged record is left in the store');
  assert.deepEqual(errors, []);
  await context.close();
});

test('when the browser refuses to store the game, a notice says so, it is saved once storage works again, and the win is counted once', async () => {
  // A full localStorage: every write throws while window.__full is set.
  const init = () => {
    window.__full = false;
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (window.__full && this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  };
  const { page, errors, context } = await open(nearlyWonLink(), { init });
  await page.evaluate(() => { window.__full = true; });
  await playMove(page, 'ED');
  await page.locator('#banner.won').waitFor();
  const notice = page.locator('#messages');
  await notice.waitFor();
  assert.match(await notice.textContent(), /did not let Swarm save/);
  // The statistics are in IndexedDB, which a full localStorage does not stop.
  let won = [];
  for (let i = 0; i < 50 && !won.length; i++, await page.waitForTimeout(100)) {
    won = (await journal(page)).filter((r) => r.game === 'beeswax' && r.result === 'won');
  }
  assert.equal(won.length, 1, 'the win is written');
  await page.evaluate(() => { window.__full = false; });
  await notice.locator('.notice-action', { hasText: 'Try again' }).click();
  assert.equal(await notice.isVisible(), false, 'the notice goes');
  // Trying again (or the timer's retry) does not count it a second time.
  await page.evaluate(() => document.querySelector('[data-action="retry-storage"]')?.click());
  await page.waitForTimeout(300);
  assert.equal((await journal(page)).length, 1);
  assert.equal((await statsRow(page, 'beeswax')).Played, '1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('two tabs each keep their own game', async () => {
  const a = await open('?game=spider&deal=7');
  await typeOnTable(a.page, '3 10');
  // A second tab without a link: not the first tab's game.
  const b = await a.context.newPage();
  const errors = [];
  b.on('pageerror', (e) => errors.push(String(e)));
  await b.goto(BASE);
  await ready(b);
  assert.ok(!(/Spider · Deal 7 · 1 move/.test(await status(b))), `the second tab has a game of its own: ${await status(b)}`);
  await b.locator('#table').focus();
  await b.keyboard.press('d');
  assert.equal(await moveCount(b), 1, 'the second tab deals in its own game');
  // Each tab reloads to its own game.
  await reload(a.page);
  assert.match(await status(a.page), /Spider · Deal 7 · 1 move\b/);
  const mine = await status(b);
  await reload(b);
  assert.equal((await status(b)).replace(/ · \d+:\d\d.*/, ''), mine.replace(/ · \d+:\d\d.*/, ''));
  assert.deepEqual(a.errors, []);
  assert.deepEqual(errors, []);
  await a.context.close();
});

test('a duplicated tab plays its copy of the game as a game of its own: both are counted', async () => {
  // Issue 46: "Duplicate tab" copies sessionStorage, the game's id with it; Statistics counted one.
  const a = await open('?game=beeswax&deal=5');
  await playSome(a.page, 1);
  const tab = await a.page.evaluate(() => sessionStorage.getItem('swarm.tab'));
  const b = await a.context.newPage();
  const errors = [];
  b.on('pageerror', (e) => errors.push(String(e)));
  await b.addInitScript((t) => { if (!sessionStorage.getItem('swarm.tab')) sessionStorage.setItem('swarm.tab', t); }, tab);
  await b.goto(a.page.url());
  await ready(b);
  assert.equal(await moveCount(b), 1, 'the copy has the game');
  const id = (page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('swarm.tab')).id);
  assert.notEqual(await id(b), await id(a.page), 'the copy has an id of its own');
  assert.equal(await pressNew(a.page), true);
  assert.equal(await pressNew(b), true);
  let played = 0;
  for (let i = 0; i < 100 && played < 2; i++, await a.page.waitForTimeout(100)) {
    played = (await journal(a.page)).filter((r) => r.game === 'beeswax').length;
  }
  assert.equal(played, 2, 'both games counted');
  assert.deepEqual(a.errors, []);
  assert.deepEqual(errors, []);
  await a.context.close();
});

test('two tabs leaving games at the same moment never lose or double a count', async () => {
  const a = await open('?game=beeswax&deal=5');
  const b = await a.context.newPage();
  await b.goto(`${BASE}?game=beeswax&deal=6`);
  await ready(b);
  const rounds = 4;
  for (let i = 0; i < rounds; i++) {
    await playSome(a.page, 1);
    await playSome(b, 1);
    await Promise.all([a.page.locator('#btn-new').click(), b.locator('#btn-new').click()]);
    await Promise.all([a.page.locator('#confirm[open]').waitFor(), b.locator('#confirm[open]').waitFor()]);
    await Promise.all([a.page.locator('#confirm-yes').click(), b.locator('#confirm-yes').click()]);
    await Promise.all([a.page.waitForFunction(() => !document.querySelector('#confirm').open),
      b.waitForFunction(() => !document.querySelector('#confirm').open)]);
  }
  // Each count is one record in the journal (IndexedDB): wait for all to land.
  let played = 0;
  for (let i = 0; i < 100 && played < 2 * rounds; i++, await a.page.waitForTimeout(100)) {
    played = (await journal(a.page)).filter((r) => r.game === 'beeswax').length;
  }
  assert.equal(played, 2 * rounds, `${2 * rounds} games left, ${played} counted`);
  assert.equal((await statsRow(a.page, 'beeswax')).Played, String(2 * rounds));
  assert.deepEqual(a.errors, []);
  await a.context.close();
});

test("Beetle's 54-card deal is cards=54 in links; the old second deal= still opens it", async () => {
  const count = (page) => page.evaluate(() => ({
    table: [...document.querySelectorAll('#table .pile[data-slot^="col-"] .card')].length,
    hand: document.querySelectorAll('#table .pile[data-slot="stock"] .card').length,
  }));
  const a = await open('?game=beetle&deal=7&cards=54');
  assert.equal(await a.page.locator('#messages').isVisible(), false, `no complaint: ${await a.page.locator('#messages').textContent()}`);
  assert.deepEqual(await count(a.page), { table: 54, hand: 5 });
  const old = await open('?game=beetle&deal=7&deal=54');
  assert.deepEqual(await piles(old.page), await piles(a.page), 'the old link opens the same deal');
  // Chosen in New game, the link says cards=54 (and never deal= twice).
  await newGameSheet(old.page);
  await old.page.locator('#new-game .game-card[data-arg="beetle"]').click();
  await old.page.locator('#option-pickers select[data-key="cards"]').selectOption('54');
  await old.page.locator('#deal-input').fill('8');
  await old.page.locator('#btn-deal').click();
  await old.page.waitForFunction(() => /Deal 8\b/.test(document.querySelector('#status-text').textContent));
  assert.match(old.page.url(), /[?&]cards=54\b/);
  assert.equal((old.page.url().match(/[?&]deal=/g) || []).length, 1, `one deal= in ${old.page.url()}`);
  for (const x of [a, old]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test('a link names every problem: repeated parameters, a bad cheated=, a deal number without a game; "with 1 move"', async () => {
  const cases = [
    ['?game=spider&game=beeswax&deal=5', /`?game`? .*(twice|more than once|repeated)|(twice|more than once|repeated).*`?game`?/],
    ['?game=beeswax&deal=5&moves=1E&moves=2F', /`?moves`? .*(twice|more than once|repeated)|(twice|more than once|repeated).*`?moves`?/],
    ['?game=spider&deal=5&suits=2&suits=1', /`?suits`? .*(twice|more than once|repeated)|(twice|more than once|repeated).*`?suits`?/],
    ['?game=spider&deal=5&cheated=maybe', /cheated/],
    ['?deal=-1', /-1/],
    ['?deal=99999999999', /99999999999.*(range|too)|(range|too).*99999999999/],
  ];
  const failures = [];
  for (const [q, re] of cases) {
    const { page, errors, context } = await open(q);
    const text = (await page.locator('#messages').isVisible()) ? await page.locator('#messages').textContent() : '(no message)';
    if (!re.test(text)) failures.push(`${q}: ${text}`);
    assert.ok(Object.values(await piles(page)).flat().length > 0, `${q}: a game to play`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  // One move in a link that could not be played: "with 1 move", never "1 moves".
  const { page, errors, context } = await open('?game=spider&deal=5&moves=1.2');
  const said = await page.locator('#feedback').textContent();
  if (/\b1 moves\b/.test(said) || !/with 1 move\b/.test(said)) failures.push(`moves=1.2: ${said}`);
  assert.deepEqual(errors, []);
  await context.close();
  assert.deepEqual(failures, []);
});

test('dealing the same deal again after Solve keeps the assisted mark; another deal starts clean', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  await menu(page, '#btn-solve');
  await page.locator('#confirm-yes').click();
  await page.locator('#analysis-box').waitFor({ timeout: 30000 });
  assert.match(await page.locator('#status-marks').textContent(), /assisted/);
  await newGameSheet(page);
  assert.equal(await page.locator('#deal-input').inputValue(), '5');
  await page.locator('#btn-deal').click();
  await page.locator('#new-game').waitFor({ state: 'hidden' });
  assert.match(await page.locator('#status-marks').textContent(), /assisted/, 'the solution is still known');
  await newGameSheet(page);
  await page.locator('#deal-input').fill('6');
  await page.locator('#btn-deal').click();
  await page.locator('#new-game').waitFor({ state: 'hidden' });
  assert.match(page.url(), /deal=6/);
  assert.equal(await page.locator('#status-marks').isVisible(), false, 'a different deal is not marked');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a message while a sheet is open shows in the sheet, not behind it', async () => {
  const { page, errors, context } = await open('?game=spider&deal=7');
  await newGameSheet(page);
  await page.locator('#deal-input').fill('12x');
  await page.locator('#btn-deal').click();
  const line = page.locator('#new-game .sheet-feedback.error');
  await line.waitFor();
  assert.match(await line.textContent(), /12x/);
  assert.ok(await line.evaluate((l) => {
    const r = l.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.sheet-feedback') === l;
  }), 'the line is on top, where the player looks');
  assert.match(page.url(), /deal=7/, 'the game is kept');
  await page.locator('#deal-input').fill('8');
  await page.locator('#btn-deal').click();
  await page.locator('#new-game').waitFor({ state: 'hidden' });
  assert.equal(await page.locator('.sheet-feedback').count(), 0, 'the line goes with the next message');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a question asked right after another was answered stays open (the first dialog\'s late close event does not answer it), and one the browser closed is closed for the keys at once', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  await playSome(page, 1);
  await page.locator('#btn-new').click();
  await page.locator('#confirm[open]').waitFor();
  // "Keep playing", then N at once, in one task: the dialog's close event
  // (queued by the first answer) arrives after the second question is up.
  await page.evaluate(() => {
    document.querySelector('#confirm-no').click();
    document.querySelector('#table').focus();
    document.querySelector('#table').dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }));
  });
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#confirm[open]').count(), 1, 'the second question is still asked');
  assert.match(await page.locator('#confirm-text').textContent(), /Leave this game\?/);
  // The browser closes the question (as Escape does), and N comes before
  // the close event: the question is closed for the keys already, so N asks again.
  await page.evaluate(() => {
    document.querySelector('#confirm').close();
    document.querySelector('#table').dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }));
  });
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#confirm[open]').count(), 1, 'N right after the browser closed the question asks again');
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => !/moves=/.test(location.search));
  assert.equal(await moveCount(page), 0, 'the answer acted on the question asked');
  assert.deepEqual(errors, []);
  await context.close();
});
