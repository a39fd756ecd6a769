// The player's game: save/load (picker and drop), hostile files, replay,
// statistics (wins, abandoned games, marked games, corrupt store, reset),
// keyboard-only play with the live region, help and look panels.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { BASE, open, closeBrowser, launch, holdReader, wasmTexts, piles, ready, record, card, menu, playMove, reload, switchGame, typeOnTable, feedbackMatching } from './lib.mjs';
import { NEARLY_WON, nearlyWonLink, playSome, statsRow, live, dropFile, closeSheet, pressNew } from './player-lib.mjs';

after(closeBrowser);

test('a saved game downloads as JSON and loads back to the same position', async () => {
  const a = await open('?game=beeswax&deal=31');
  const played = await playSome(a.page, 4);
  const [download] = await Promise.all([a.page.waitForEvent('download'), menu(a.page, '#btn-save')]);
  assert.equal(download.suggestedFilename(), 'swarm-beeswax-deal-31.json');
  const text = await readFile(await download.path(), 'utf8');
  const rec = JSON.parse(text);
  assert.equal(rec.game, 'beeswax');
  assert.equal(rec.deal, 31);
  assert.deepEqual(rec.moves, played);

  // Loaded with Load's "Choose a file…" (the page's hidden file picker).
  const b = await open('?game=beeswax&deal=999');
  await menu(b.page, '#btn-load');
  const [chooser] = await Promise.all([b.page.waitForEvent('filechooser'), b.page.locator('#btn-choose-file').click()]);
  await chooser.setFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await b.page.waitForFunction(() => document.querySelector('#status-text').textContent.includes('Deal 31'));
  assert.deepEqual(await piles(b.page), await piles(a.page), 'the same cards in the same places');
  assert.equal(await record(b.page), played.join(' '));
  assert.match(await b.page.locator('#feedback').textContent(), /Loaded mine\.json: 4 moves/);
  assert.ok(await b.page.locator('#replay-bar').isVisible(), 'a loaded game opens the replay bar');
  for (const x of [a, b]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test('a file dropped on the page loads: a JSON record or a text position', async () => {
  const { page, errors, context } = await open('?game=spider&deal=5');
  const rec = JSON.stringify({ game: 'beeswax', options: {}, position: NEARLY_WON, moves: ['ED'], cheated: false });
  await dropFile(page, 'won.json', rec);
  await page.locator('#banner.won').waitFor();
  assert.equal(await page.locator('#table .pile.done').count(), 13);
  assert.equal(await record(page), 'ED');
  assert.equal((await statsRow(page, 'beeswax')).Played, '0', 'a loaded win is not the player\'s');
  await closeSheet(page);
  await dropFile(page, 'position.txt', NEARLY_WON);
  await page.waitForFunction(() => document.querySelectorAll('#table .pile.done').length === 12);
  assert.match(await page.locator('#status-text').textContent(), /Custom position/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a malformed or hostile file is refused with a message naming what is wrong', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=8');
  await playSome(page, 1);
  const before = await piles(page);
  const cases = [
    ['broken.json', '{"game": "beeswax", ', /Could not load broken\.json: not a JSON record/],
    ['chess.json', '{"game":"chess","deal":1}', /Could not load chess\.json: .*unknown game/],
    ['nodeal.json', '{"game":"beeswax"}', /neither "deal" nor "position"/],
    ['deal.json', '{"game":"beeswax","deal":0}', /Could not load deal\.json: .*deal/],
    ['badmove.json', '{"game":"beeswax","deal":5,"moves":["<img src=x onerror=window.__pwned=1>"]}', /move 1 \(/],
    ['opts.json', '{"game":"spider","deal":5,"options":{"suits":"7"}}', /suits/],
    ['big.json', '{"game":"beeswax","deal":5,"moves":[' + '"5E",'.repeat(70000) + '"5E"]}', /too large/],
    ['empty.json', '', /the file is empty/],
    ['<b>x</b>.json', '[1,2]', /Could not load <b>x<\/b>\.json: not a JSON record/],
  ];
  for (const [name, text, want] of cases) {
    await page.locator('#file-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForFunction((n) => document.querySelector('#feedback').textContent.includes(n), name);
    const msg = await page.locator('#feedback').textContent();
    assert.match(msg, want, name);
    assert.ok(await page.locator('#feedback.error').isVisible());
    assert.deepEqual(await piles(page), before, `${name}: the game is untouched`);
  }
  assert.equal(await page.locator('#feedback b').count(), 0, 'names are shown as text');
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.locator('img').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('replay steps back and forward through a loaded game and plays it at a speed', async () => {
  const a = await open('?game=beeswax&deal=44');
  const played = await playSome(a.page, 5);
  const final = await piles(a.page);
  await menu(a.page, '#btn-restart');
  const start = await piles(a.page);
  await a.context.close();

  const { page, errors, context } = await open('?game=beeswax&deal=1');
  const text = JSON.stringify({ game: 'beeswax', deal: 44, moves: played });
  await page.locator('#file-input').setInputFiles({ name: 'g.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.locator('#replay-bar').waitFor();
  assert.equal(await page.locator('#replay-pos').textContent(), 'Move 5 / 5');
  assert.deepEqual(await piles(page), final);
  await page.locator('#replay-back').click();
  assert.equal(await page.locator('#replay-pos').textContent(), 'Move 4 / 5');
  assert.equal(await record(page), played.slice(0, 4).join(' '));
  assert.match(await live(page), new RegExp(`Move 4 of 5: ${played[3]}`));
  const [download] = await Promise.all([page.waitForEvent('download'), menu(page, '#btn-save')]);
  assert.deepEqual(JSON.parse(await readFile(await download.path(), 'utf8')).moves, played, 'Save keeps the whole game');
  await page.locator('#replay-start').click();
  assert.deepEqual(await piles(page), start);
  assert.ok(await page.locator('#replay-back').isDisabled());
  // The same from the keyboard: . forward, , back, End and Home.
  await page.locator('#table').focus();
  await page.keyboard.press('.');
  await page.keyboard.press('.');
  assert.equal(await page.locator('#replay-pos').textContent(), 'Move 2 / 5');
  await page.keyboard.press(',');
  assert.equal(await record(page), played[0]);
  await page.keyboard.press('End');
  assert.deepEqual(await piles(page), final);
  await page.keyboard.press('Home');
  assert.deepEqual(await piles(page), start);
  await page.locator('#replay-fwd').click();
  assert.equal(await record(page), played[0]);
  await page.locator('#replay-speed').selectOption('250');
  await page.locator('#replay-play').click();
  assert.match(await page.locator('#replay-play').textContent(), /Pause/);
  await page.waitForFunction(() => document.querySelector('#replay-pos').textContent === 'Move 5 / 5', null, { timeout: 5000 });
  assert.deepEqual(await piles(page), final);
  assert.match(await page.locator('#replay-play').textContent(), /Play/);
  assert.ok(await page.locator('#replay-end').isDisabled());
  // Closing the bar goes back to the end of the game.
  await page.locator('#replay-start').click();
  await page.locator('#replay-close').click();
  assert.equal(await page.locator('#replay-bar').isVisible(), false);
  assert.deepEqual(await piles(page), final);
  assert.equal(await record(page), played.join(' '));
  await menu(page, '#btn-replay-bar');
  // A move played from an earlier point closes the bar and drops the rest.
  await page.locator('#replay-back').click();
  await page.locator('#replay-back').click();
  const t = await piles(page);
  await playSome(page, 1);
  assert.equal(await page.locator('#replay-bar').isVisible(), false);
  assert.equal((await record(page)).split(/\s+/).length, 4);
  assert.notDeepEqual(await piles(page), t);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a win counts in the statistics, which survive a reload; an abandoned game is a loss', async () => {
  const { page, errors, context } = await open(nearlyWonLink());
  let row = await statsRow(page, 'beeswax');
  assert.equal(row.Played, '0');
  await closeSheet(page);
  await typeOnTable(page, 'ED');
  await page.locator('#banner.won').waitFor();
  row = await statsRow(page, 'beeswax');
  assert.deepEqual([row.Played, row.Won, row['Win %'], row.Streak, row['Best streak'], row['Fewest moves']], ['1', '1', '100%', '1', '1', '1']);
  assert.match(row.Fastest, /^\d+:\d\d$/);
  await closeSheet(page);
  // Undo and redo the win: still one game.
  await page.locator('#btn-undo').click();
  await page.locator('#btn-redo').click();
  await reload(page);
  row = await statsRow(page, 'beeswax');
  assert.equal(row.Played, '1', 'kept in localStorage, counted once');
  await closeSheet(page);
  // A new deal with one move, then another new deal (the player leaves it): a loss.
  assert.equal(await pressNew(page), false);
  await playSome(page, 1);
  assert.equal(await pressNew(page), true);
  row = await statsRow(page, 'beeswax');
  assert.deepEqual([row.Played, row.Won, row['Win %'], row.Streak, row['Best streak']], ['2', '1', '50%', '0', '1']);
  await closeSheet(page);
  // A new deal without a move is not a game.
  assert.equal(await pressNew(page), false);
  row = await statsRow(page, 'beeswax');
  assert.equal(row.Played, '2');
  await closeSheet(page);
  // Another game's statistics are kept apart; the sheet shows the game played first.
  await switchGame(page, 'spider');
  await statsRow(page, 'spider');
  assert.equal(await page.locator('#stats-panel tbody tr.current[data-key="spider"]').count(), 1);
  assert.equal(await page.locator('#stats-panel tbody tr:first-child').getAttribute('data-key'), 'spider');
  assert.equal((await statsRow(page, 'beeswax')).Played, '2');
  assert.deepEqual(errors, []);
  await context.close();
});

test('cheated and assisted games are counted apart and touch no streak', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=3');
  const rec = JSON.stringify({ game: 'beeswax', position: NEARLY_WON, moves: [], cheated: true });
  await dropFile(page, 'cheat.json', rec);
  await page.waitForFunction(() => document.querySelectorAll('#table .pile.done').length === 12);
  assert.match(await page.locator('#status-marks').textContent(), /cheated/);
  await playMove(page, 'ED');
  await page.locator('#banner.won').waitFor();
  const row = await statsRow(page, 'beeswax');
  assert.deepEqual([row.Played, row.Won, row.Streak], ['0', '0', '0']);
  assert.equal(row['Cheated or assisted'], '1 played, 1 won');
  // An assisted game (analysis peeked at unseen cards) likewise.
  await closeSheet(page);
  await dropFile(page, 'assisted.json', JSON.stringify({ game: 'beeswax', position: NEARLY_WON, assisted: true }));
  await page.waitForFunction(() => document.querySelectorAll('#table .pile.done').length === 12);
  assert.match(await page.locator('#status-marks').textContent(), /assisted/);
  await playMove(page, 'ED');
  await page.locator('#banner.won').waitFor();
  const again = await statsRow(page, 'beeswax');
  assert.deepEqual([again.Played, again.Won, again['Cheated or assisted']], ['0', '0', '2 played, 2 won']);
  // The sheet is modal (the focus is in it) and closes with Escape; the keys
  // then go to the table again (? opens the help).
  assert.ok(await page.evaluate(() => document.querySelector('#stats-panel').contains(document.activeElement)));
  await page.keyboard.press('Escape');
  await page.locator('#stats-panel').waitFor({ state: 'hidden' });
  await page.keyboard.press('?');
  await page.locator('#help-panel[open]').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a corrupt statistics store is reported and replaced; reset asks first', async () => {
  const damaged = '{"version":1,"entries":{"beeswax":{"played":"lots"}}}';
  const { page, errors, context } = await open('?game=beeswax&deal=12', { storage: { 'swarm.stats': damaged } });
  await page.locator('#messages').waitFor();
  assert.match(await page.locator('#messages').textContent(), /Statistics: the statistics for `beeswax` were damaged or out of range \(`played`\) and left out/);
  assert.equal(await page.evaluate(() => localStorage.getItem('swarm.stats')), damaged, 'the damaged text is kept as it was');
  // A game to count, then reset.
  await playSome(page, 1);
  assert.equal(await pressNew(page), true);
  assert.equal((await statsRow(page, 'beeswax')).Played, '1');
  await page.locator('#stats-reset').click();
  await page.locator('#confirm[open]').waitFor();
  assert.match(await page.locator('#confirm-text').textContent(), /Forget every statistic/);
  await page.locator('#confirm-no').click();
  assert.equal((await statsRow(page, 'beeswax')).Played, '1', 'nothing is lost until the player agrees');
  await page.locator('#stats-reset').click();
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => document.querySelector('#stats-panel tr[data-key="beeswax"] td').textContent === '0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard only: focus a pile, pick up a run, choose a target; the live region tells', async () => {
  const { page, errors, context } = await open(nearlyWonLink());
  await page.keyboard.press('Tab');
  await page.locator('#table').focus();
  await page.keyboard.press('ArrowRight');           // the cursor appears on column 1
  for (let i = 0; i < 13; i++) await page.keyboard.press('ArrowRight');
  const focused = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  assert.match(focused, /king of hearts, column E/);
  assert.ok(await page.evaluate(() => getComputedStyle(document.activeElement).boxShadow !== 'none'), 'a visible focus ring');
  await page.keyboard.press('Enter');               // pick up Kh Ks
  assert.equal(await page.locator('#table .card.selected').count(), 2);
  await page.keyboard.press('ArrowLeft');            // column D
  await page.keyboard.press('Enter');               // drop
  await page.locator('#banner.won').waitFor();
  assert.equal(await record(page), 'ED');
  assert.match(await live(page), /ED: 2 cards from the king of hearts from column E to column D\. You won!/);
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.querySelector('#live').textContent.startsWith('Undone'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard only in a deal: a card moves, deal and hint answer', async () => {
  const { page, errors, context } = await open('?game=spider&deal=7');
  const before = await piles(page);
  await page.locator('#table').focus();
  await page.keyboard.press('d');
  await page.waitForFunction(() => document.querySelector('#live').textContent.startsWith('D: dealt'));
  assert.notDeepEqual(await piles(page), before);
  assert.equal(await record(page), 'D');
  await page.keyboard.press('h');
  assert.ok((await page.locator('#feedback').textContent()).length > 0, 'the hint key answers');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the help text comes from its file: one that cannot be fetched is named, and Try again brings it', async () => {
  const shared = await (await launch()).newContext({ viewport: { width: 1024, height: 768 } });
  await shared.route('**/data/help/rules.txt*', (r) => r.fulfill({ status: 404, body: 'gone' }));
  const { page, errors, context } = await open('?game=beehive&deal=2', { context: shared });
  const help = page.locator('#help-panel');
  await menu(page, '#btn-help');
  await help.getByText('The rules could not be loaded: status 404.').waitFor();
  await context.unroute('**/data/help/rules.txt*');
  await help.getByRole('button', { name: 'Try again' }).click();
  await help.locator('h3', { hasText: 'Beehive' }).waitFor();
  assert.match(await help.textContent(), /storehouse/);
  assert.equal(await help.getByRole('button', { name: 'Try again' }).count(), 0);
  // The rules are not in the page's wasm.
  const wasm = await page.evaluate(async () => new TextDecoder('latin1').decode(await (await fetch('www/pkg/swarm_bg.wasm')).arrayBuffer()));
  assert.ok(!wasm.includes('pure skill') && !wasm.includes('Strategy (after'), "the rules' words are not in the page's wasm");
  // The browser logs each refused fetch (at the first table, and again as
  // the sheet opens if the first answer came before): this test's own.
  const refused = errors.filter((e) => /status of 404/.test(e));
  assert.ok(refused.length >= 1 && refused.length <= 2, errors.join(' | '));
  for (const e of refused) errors.splice(errors.indexOf(e), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Help and the ? key open each game\'s rules and notation', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=2');
  const help = page.locator('#help-panel');
  assert.equal(await help.count(), 0, 'drawn on first use');
  await menu(page, '#btn-help');
  await page.locator('#help-panel[open]').waitFor();
  await help.locator('h3', { hasText: 'Notation' }).waitFor();
  assert.match(await help.textContent(), /Notation.*XYk/s);
  assert.match(await help.locator('h3').first().textContent(), /Beeswax/);
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'hidden' });
  await switchGame(page, 'spider');
  await page.locator('#table').focus();
  await page.keyboard.press('?');
  await page.locator('#help-panel[open]').waitFor();
  await help.locator('h3', { hasText: 'Notation and tools' }).waitFor();
  assert.match(await help.textContent(), /Woods/);
  assert.match(await help.textContent(), /`n m k` moves k cards/);
  assert.doesNotMatch(await help.textContent(), /Fifteen Puzzle/, 'the rules of the game being played');
  assert.deepEqual(errors, []);
  await context.close();
});

test('look: four-colour suits, large indices and a plain table are kept across reloads', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=2');
  const clubColour = () => page.evaluate(() => getComputedStyle(document.querySelector('#table .card[data-card$="c"]')).color);
  const black = await clubColour();
  await menu(page, '#btn-look');
  await page.locator('#look-four').check();
  await page.locator('#look-plain').check();
  assert.notEqual(await clubColour(), black, 'clubs get their own colour');
  await reload(page);
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('look-four')));
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('look-plain')));
  assert.notEqual(await clubColour(), black);
  assert.deepEqual(errors, []);
  await context.close();
});

test('links say what they contained: options, moves, and a Woods line position that round-trips', async () => {
  const a = await open('?game=spider&deal=9&suits=2&moves=D');
  assert.match(await a.page.locator('#feedback').textContent(), /This link opened Spider deal 9 \(suits=2\) with 1 move\./);
  await a.context.close();
  // Woods' page-6 game as a save-file line (seeds/003): pile 1 shows 6d, pile 8 Jh, pile 9 Qh.
  const woods = '?????S,????W,????h,?????k,????],????p,?????C,????e,????f,?????G,XKmsb,DQHn,halU,JDBOa,\\VfW,McGl,Bd\\RO,mFRj,]oNt,ASQ[q,ZAeVgdNI`ILikYp←JKP[F`bqHnPXTrgL↑rc←EMsiYCtEZ↑TUoj';
  const { page, errors, context } = await open(`?game=spider&position=${encodeURIComponent(woods)}&moves=${encodeURIComponent('8 9,D')}&bogus=1`);
  assert.match(await page.locator('#feedback').textContent(), /^This link opened a custom Spider position with 2 moves\.$/);
  assert.match(await page.locator('#messages').textContent(), /bogus/);
  assert.match(await record(page), /^8 9\W+D$/, 'both moves were played');
  const t = await piles(page);
  const url = page.url();
  assert.ok(url.includes('position='), 'the address keeps the position');
  const b = await open(url.slice(url.indexOf('?')));
  assert.deepEqual(await piles(b.page), t, 'the position link round-trips');
  assert.equal(await record(b.page), await record(page));
  for (const x of [b, { errors, context }]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test('the win celebration never blocks the next game, and stays still under reduced motion', async () => {
  const { page, errors, context } = await open(nearlyWonLink());
  await playMove(page, 'ED');
  await page.locator('#celebration').waitFor({ state: 'attached' });
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#celebration')).pointerEvents), 'none');
  // A click at the button's place reaches it through the falling cards
  // (`force`: no wait for the page to stand still, which the cascade and a
  // loaded machine can hold up past the second).
  await page.locator('#banner-new').click({ timeout: 1000, force: true });
  assert.equal(await record(page), '', 'the next game started at once');
  await page.waitForFunction(() => !document.querySelector('#celebration'), null, { timeout: 5000 });
  await context.close();

  const still = await open(nearlyWonLink());
  await still.page.emulateMedia({ reducedMotion: 'reduce' });
  await playMove(still.page, 'ED');
  await still.page.locator('#banner.won').waitFor();
  assert.equal(await still.page.evaluate(() => {
    const c = document.querySelector('#celebration');
    return c === null || getComputedStyle(c).display === 'none';
  }), true, 'no celebration shows');
  assert.equal(await still.page.evaluate(() => getComputedStyle(document.querySelector('#table .card')).animationName), 'none');
  for (const x of [{ errors }, still]) assert.deepEqual(x.errors, []);
  await still.context.close();
});

test('Spider: playing on from an earlier point of a replay, past a deal, marks the game cheated', async () => {
  const { page, errors, context } = await open('?game=spider&deal=7&moves=D');
  await menu(page, '#btn-replay-bar');
  await page.locator('#replay-start').click();
  assert.equal(await page.locator('#status-marks').isVisible(), false, 'looking back is not cheating');
  // The same move again is no change.
  await playMove(page, 'D');
  assert.equal(await page.locator('#status-marks').isVisible(), false);
  await menu(page, '#btn-replay-bar');
  await page.locator('#replay-start').click();
  let played = false;
  for (let a = 1; a <= 10 && !played; a++) {
    for (let b = 1; b <= 10 && !played; b++) {
      if (a === b) continue;
      await playMove(page, `${a} ${b}`);
      played = (await record(page)) !== '';
    }
  }
  assert.ok(played, 'a move was played from the start');
  assert.match(await page.locator('#status-marks').textContent(), /cheated/);
  assert.equal(await pressNew(page), true);
  const row = await statsRow(page, 'spider');
  assert.equal(row.Played, '0');
  assert.equal(row['Cheated or assisted'], '1 played, 0 won');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a pasted text position or Woods line plays, and its position link round-trips', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=4');
  await menu(page, '#btn-load');
  await page.locator('#paste-position').fill('game: beeswax\n1: Qh Qs Zz');
  await page.locator('#btn-open-position').click();
  // (The first text read may wait for the position's reader to load.)
  assert.match(await feedbackMatching(page, /Could not load/), /Could not load the pasted text: .*Zz/);
  assert.ok(await page.locator('#load-panel').isVisible(), 'the sheet stays for a correction');
  assert.equal(await page.locator('#paste-position').inputValue(), 'game: beeswax\n1: Qh Qs Zz', 'with the text to correct');
  await page.locator('#paste-position').fill(NEARLY_WON);
  await page.locator('#btn-open-position').click();
  assert.equal(await page.locator('#load-panel').isVisible(), false);
  assert.equal(await page.locator('#table .pile.done').count(), 12);
  assert.match(page.url(), /game=beeswax&position=game%3A%20beeswax/);
  const b = await open(page.url().slice(page.url().indexOf('?')));
  assert.deepEqual(await piles(b.page), await piles(page), 'the position link opens the same position');
  assert.match(await b.page.locator('#feedback').textContent(), /This link opened a custom Beeswax position\./);
  await b.context.close();
  const woods = '?????S,????W,????h,?????k,????],????p,?????C,????e,????f,?????G,XKmsb,DQHn,halU,JDBOa,\\VfW,McGl,Bd\\RO,mFRj,]oNt,ASQ[q,ZAeVgdNI`ILikYp←JKP[F`bqHnPXTrgL↑rc←EMsiYCtEZ↑TUoj';
  await menu(page, '#btn-load');
  await page.locator('#paste-position').fill(woods);
  await page.locator('#btn-open-position').click();
  const t = await piles(page);
  assert.deepEqual([t['col-1'].at(-1), t['col-8'].at(-1), t['col-9'].at(-1)], ['6d', 'Jh', 'Qh'], 'Woods\' page-6 game');
  assert.match(page.url(), /game=spider&position=/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a position\'s text is read by a wasm of its own, which draws the Load sheet: a file dropped before it came waits for it', async () => {
  const shared = await (await launch()).newContext({ viewport: { width: 1024, height: 768 } });
  const release = await holdReader(shared);
  const { page, errors, context } = await open('?game=beeswax&deal=4', { context: shared });
  // The Load sheet is drawn by the reader's wasm: until it comes, it says so.
  await menu(page, '#btn-load');
  await page.locator('#load-panel-preparing').waitFor();
  assert.equal(await page.locator('#load-panel-preparing').textContent(), 'Preparing…');
  assert.equal(await page.locator('#load-panel h2').textContent(), 'Load a game');
  assert.equal(await page.locator('#paste-position').count(), 0, 'no paste area before its wasm');
  await closeSheet(page);
  await dropFile(page, 'position.txt', NEARLY_WON);
  await page.waitForTimeout(500);
  assert.equal(await page.locator('#table .pile.done').count(), 0, 'the text waits for the reader');
  release();
  await page.locator('#table .pile.done').nth(11).waitFor({ timeout: 20000 });
  assert.equal(await page.locator('#table .pile.done').count(), 12, 'then the position plays');
  assert.match(page.url(), /game=beeswax&position=/);
  await menu(page, '#btn-load');
  await page.locator('#paste-position').waitFor();
  assert.equal(await page.locator('#load-panel-preparing').count(), 0);
  // The reader's words, and the moved sheets', are in its wasm, not in the page's.
  const [own, read] = await wasmTexts(page);
  for (const words of [
    'a position must start with a `game:` line',
    'Or paste a record, a text position or a Woods line',
    'Large card indices',
    'The rules could not be loaded',
    'Copy the Woods line',
    'a section before any block',
  ]) {
    assert.ok(read.includes(words) && !own.includes(words), `"${words}" is in the reader's wasm, not the page's`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a kept position whose reader cannot load fails the page with Retry, and then comes back whole', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`);
  const before = await piles(page);
  // (Without the service worker, whose own fetches are not routed.)
  await page.evaluate(async () => Promise.all((await navigator.serviceWorker.getRegistrations()).map((r) => r.unregister())));
  await context.route('**/www/pkg/read_bg.wasm*', (r) => r.abort());
  await page.goto(BASE);
  await page.locator('#btn-retry').waitFor();
  assert.match(await page.locator('#boot-text').textContent(), /Swarm could not load/);
  await context.unroute('**/www/pkg/read_bg.wasm*');
  await page.locator('#btn-retry').click();
  await ready(page);
  assert.deepEqual(await piles(page), before, 'the kept position resumes');
  // The browser logs the refused fetch: this test's own.
  const refused = errors.filter((e) => /Failed to load resource/.test(e));
  assert.equal(refused.length, 1, errors.join(' | '));
  errors.splice(errors.indexOf(refused[0]), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a won game, undone, reloaded and left, is not counted again as a loss', async () => {
  const twoToGo = NEARLY_WON.replace('D: Kc Kd', 'D: Kc').replace('F:', 'F: Kd');
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(twoToGo)}`);
  for (const m of ['FD', 'ED']) await playMove(page, m);
  await page.locator('#banner.won').waitFor();
  assert.equal((await statsRow(page, 'beeswax')).Won, '1');
  await closeSheet(page);
  await page.locator('#btn-undo').click();
  await reload(page);
  assert.equal(await record(page), 'FD', 'the reload resumes the undone game');
  assert.equal(await pressNew(page), false, 'a counted game is left without a question');
  const row = await statsRow(page, 'beeswax');
  assert.deepEqual([row.Played, row.Won, row.Streak], ['1', '1', '1']);
  assert.deepEqual(errors, []);
  await context.close();
});
