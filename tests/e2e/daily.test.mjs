// Beyond the anchors (issue 26): the deal of the day (one deal per game and
// date, the same on reload and in another page, its result line to share,
// its own statistics), the statistics chart, and "winnable deals only".
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, piles, menu, newGameSheet, feedbackMatching, reload, status, hint, playMove, moveCount,
  typeOnTable } from './lib.mjs';
import { statsRow, closeSheet, pressNew, nearlyWonLink, playSome } from './player-lib.mjs';

after(closeBrowser);

const DAY = '2025-01-15';

/// Opens the deal of the day of `game` on `date` and waits for the worker to find it; returns the deal number.
async function openDaily(game, date, options = {}) {
  const x = await open(`?game=${game}&daily=${date}`, options);
  await x.page.waitForFunction((d) => document.querySelector('#status-text').textContent.includes(`deal of the day ${d}`), date,
    { timeout: 30000 });
  const n = Number((await status(x.page)).match(/Deal (\d+)/)[1]);
  return { ...x, deal: n };
}

test('the deal of the day link opens the same deal on reload and in another page, and says it is winnable', async () => {
  const a = await openDaily('spider', DAY);
  assert.match(await a.page.locator('#feedback').textContent(),
    new RegExp(`Deal of the day \\(${DAY}\\): .*a win exists with every card known`));
  assert.match(a.page.url(), new RegExp(`[?&]daily=${DAY}\\b`), 'the address names the day');
  const table = await piles(a.page);
  await typeOnTable(a.page, 'D');
  await reload(a.page);
  assert.match(await status(a.page), new RegExp(`Deal ${a.deal} · deal of the day ${DAY}`), 'a reload resumes the day\'s game');
  assert.equal(await moveCount(a.page), 1, 'with its move');
  const b = await openDaily('spider', DAY);
  assert.equal(b.deal, a.deal, 'another page: the same deal');
  assert.deepEqual(await piles(b.page), table, 'the same cards');
  // Beeswax's deal of the day is proven winnable.
  const c = await openDaily('beeswax', DAY);
  assert.match(await c.page.locator('#feedback').textContent(), /winnable \(proven\)/);
  assert.match(await hint(c.page), /winnable: \d+ moves to a win/);
  for (const x of [a, b, c]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test("today's deal of the day from New game; its result line copies as plain text with the link", async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const today = new Date().toISOString().slice(0, 10);
  await newGameSheet(page);
  assert.match(await page.locator('#btn-daily').textContent(), new RegExp(today));
  await page.locator('#btn-daily').click();
  await page.waitForFunction((d) => document.querySelector('#status-text').textContent.includes(`deal of the day ${d}`), today,
    { timeout: 30000 });
  assert.equal(await page.locator('#btn-share-daily').evaluate((b) => b.hidden), false, 'the menu offers the result');
  await playSome(page, 2);
  // The worker rates the day's deal: the line names its difficulty (tests/e2e/difficulty.test.mjs).
  await page.locator('#status-rating:not([hidden])').waitFor({ timeout: 30000 });
  const rated = await page.locator('#status-rating').getAttribute('data-difficulty');
  await menu(page, '#btn-share-daily');
  await feedbackMatching(page, /Result copied/);
  const line = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(line, new RegExp(`^Swarm Beeswax deal of the day ${today} \\(${rated}\\): not won yet \\(2 moves\\), no help\\. http\\S+\\?game=beeswax&daily=${today}$`));
  // Not a deal of the day: nothing to share.
  assert.equal(await pressNew(page), true);
  assert.equal(await page.locator('#btn-share-daily').evaluate((b) => b.hidden), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a won deal of the day: the banner shares the result, and the day's own statistics count it", async () => {
  const { page, errors, context, deal } = await openDaily('beeswax', DAY);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Its solution, found with Solve in another page (this game stays unassisted).
  const other = await open(`?game=beeswax&deal=${deal}`);
  await menu(other.page, '#btn-solve');
  await other.page.locator('#confirm-yes').click();
  await other.page.locator('#analysis-box').waitFor({ timeout: 30000 });
  const moves = (await other.page.locator('#analysis').textContent()).trim().split(/\s+/);
  await other.context.close();
  for (const m of moves) await typeOnTable(page, m);
  await page.locator('#banner.won').waitFor();
  await page.locator('#btn-share-result').click();
  await feedbackMatching(page, /Result copied/);
  const line = await page.evaluate(() => navigator.clipboard.readText());
  const rated = await page.locator('#status-rating').getAttribute('data-difficulty');
  assert.match(line, new RegExp(`^Swarm Beeswax deal of the day ${DAY} \\(${rated}\\): won in ${moves.length} moves and \\d+:\\d\\d, no help\\. http\\S+\\?game=beeswax&daily=${DAY}$`));
  await statsRow(page, 'beeswax');
  assert.match(await page.locator('#daily-stats').textContent(), /Deal of the day \(Beeswax\): 1 day played, 1 won/);
  console.log(`Beeswax deal of the day ${DAY}: deal ${deal}, won in ${moves.length} moves`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the statistics chart draws a bar for each of the last games, won or lost, as tall as its moves, at a phone and a desktop', async () => {
  for (const [width, height, phone] of [[1440, 900, false], [360, 740, true]]) {
    const { page, errors, context } = await open(nearlyWonLink(), { width, height, phone });
    await typeOnTable(page, 'ED'); // won in 1 move
    await page.locator('#banner.won').waitFor();
    assert.equal(await pressNew(page), false);
    await playSome(page, 2); // lost, 2 moves
    assert.equal(await pressNew(page), true);
    await playSome(page, 3); // lost, 3 moves
    assert.equal(await pressNew(page), true);
    await statsRow(page, 'beeswax');
    const chart = page.locator('#stats-chart');
    const bars = await chart.locator('svg.bars rect').evaluateAll((rs) => rs.map((r) => ({
      cls: r.getAttribute('class'), h: Number(r.getAttribute('height')), tip: r.querySelector('title')?.textContent,
    })));
    assert.deepEqual(bars.map((b) => b.cls), ['won', 'lost', 'lost'], 'oldest first');
    assert.deepEqual(bars.map((b) => b.tip.match(/^(Won|Lost): (\d+) moves?,/).slice(1)), [['Won', '1'], ['Lost', '2'], ['Lost', '3']]);
    assert.ok(bars[0].h < bars[1].h && bars[1].h < bars[2].h, `heights follow the moves (${bars.map((b) => b.h)})`);
    assert.match(await chart.locator('svg.bars').getAttribute('aria-label'), /The last 3 games: 1 won, 2 lost/);
    assert.equal(await chart.locator('svg.rate polyline').count(), 1, 'the win rate over time');
    const box = await chart.locator('svg.bars').boundingBox();
    assert.ok(box.width >= 200 && box.x >= 0 && box.x + box.width <= width, `the chart fits the window (${box.x}, ${box.width} of ${width})`);
    await page.screenshot({ path: `/tmp/swarm-stats-${width}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/// Runs before the page: notes each request to the search worker (its
/// kind) and its answer, so a test can wait for a search the page makes
/// ahead of time.
function watchWorker() {
  window.__asks = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...a) {
      super(...a);
      this.addEventListener('message', (m) => {
        // A message is `{"KIND": {"ticket": {"id", …}, …}}` (src/protocol/).
        let kind, v;
        try { [[kind, v]] = Object.entries(typeof m.data === 'string' ? JSON.parse(m.data) : m.data); } catch { return; }
        const ask = window.__asks.find((x) => x.id === v?.ticket?.id);
        if (ask && kind !== 'progress') ask.done = { [kind]: v };
      });
    }
    postMessage(data, ...rest) {
      try {
        const [[kind, v]] = Object.entries(typeof data === 'string' ? JSON.parse(data) : data);
        if (kind !== 'cancel') window.__asks.push({ id: v.ticket.id, kind, ms: v.ms });
      } catch { /* not a request */ }
      return super.postMessage(data, ...rest);
    }
  };
}

test('a 2-suit deal of the day\'s link opens the 2-suit daily in a fresh page', async () => {
  // Issue 47: the link opened the 4-suit daily (deal 1988785758) and dropped suits=2.
  for (const q of ['?game=spider&deal=3407549680&suits=2&daily=2026-11-28', '?game=spider&daily=2026-11-28&suits=2']) {
    const { page, errors, context } = await open(q);
    // The search takes seconds in the shipped wasm; a development build's took 75-175 s on a loaded machine.
    await page.waitForFunction(() => document.querySelector('#status-text').textContent.includes('deal of the day 2026-11-28'),
      null, { timeout: 300000 });
    assert.match(await status(page), /Deal 3407549680 /, q);
    assert.match(page.url(), /[?&]suits=2\b/, `${q}: the address keeps the rules`);
    assert.match(page.url(), /[?&]daily=2026-11-28\b/);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('winnable deals only: New deals a deal the solver has won, says so, and its link is a plain deal number', async () => {
  // Rules with a catalogue of rated deals (src/catalogue.rs: the default
  // rules, Spider with 1, 2 or 4 suits) deal one of its deals at once, with
  // its rating; other rules (Spider's extra cards spread) have the worker look
  // for the next one ahead of time, from when the setting is switched on:
  // the test waits for that search's answer.
  const rated = '(easy|medium|hard|expert) \\(\\d+ of 100\\), ';
  for (const [game, rules, said, ahead] of [['beeswax', '', `${rated}winnable \\(proven\\)`, false],
    ['spider', '&suits=1', `${rated}a win exists with every card known`, false],
    ['spider', '', `${rated}a win exists with every card known`, false],
    ['beetle', '', `${rated}a win exists with every card known`, false],
    ['spider', '&suits=1&extra=spread', 'a win exists with every card known', true]]) {
    const { page, errors, context } = await open(`?game=${game}&deal=5${rules}`, { init: watchWorker });
    await newGameSheet(page);
    await page.locator('#winnable-only').check();
    let t0 = Date.now();
    if (ahead) {
      await page.keyboard.press('Escape');
      // The search ahead of time answers (a deal, or none within its budget).
      await page.waitForFunction(() => window.__asks.some((a) => a.kind === 'winnable' && a.done), null, { timeout: 90000 });
      const found = await page.evaluate(() => window.__asks.find((a) => a.kind === 'winnable' && a.done).done);
      console.log(`${game}: the search ahead of time answered in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${JSON.stringify(found)}`);
      t0 = Date.now();
      await page.locator('#btn-new').click();
    } else {
      await page.locator('#btn-deal-random').click();
    }
    const text = await feedbackMatching(page, /^Deal \d+: |^No deal from/, 30000);
    const where = `${game}${rules}${ahead ? ', found ahead of time' : ', from the catalogue'}`;
    console.log(`${where}: ${text} (${Date.now() - t0} ms after the click)`);
    assert.match(text, new RegExp(`^Deal (\\d+): ${said}\\.$`), where);
    const n = text.match(/^Deal (\d+)/)[1];
    assert.match(page.url(), new RegExp(`\\?game=${game}&deal=${n}${rules}$`), `${where}: a plain deal number`);
    if (game === 'beeswax') {
      const h = await hint(page);
      assert.match(h, /winnable: \d+ moves to a win/, `and the solver agrees: ${h}`);
      // The setting stays: the bar's New deals another winnable deal.
      await page.locator('#btn-new').click();
      const next = await feedbackMatching(page, new RegExp(`^Deal (?!${n}:)\\d+: |^No deal from`), 30000);
      assert.match(next, new RegExp(`^Deal \\d+: ${said}\\.$`), `${where}, New again: ${next}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});
