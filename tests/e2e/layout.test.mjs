// The table is the page (issue 22): card sizes printed and checked for every
// game at a phone, a phone on its side and two desktops; faces whose index
// is never cut and whose covered cards show nothing but their corner; piles
// that count (the hand, the removed suits); a hint to deal lights the stock;
// cards that fly; the loading and failure faces; short links.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { LONG_PILE, SPIDER_13S, SPIDER_220, SPIDER_25 } from './fixtures.mjs';
import { open, closeBrowser, piles, card, pile, record, menu, playMove, hint, newGameSheet, BASE, launch, openPanel,
  typeOnTable, moveCount, labelProblems } from './lib.mjs';

after(closeBrowser);

const GAMES = ['beeswax', 'beehive', 'beetle', 'spider'];
const SIZES = [[360, 740, true], [740, 360, true], [1024, 768, false], [1440, 900, false]];

/// What the table looks like: the highest card's top, a card's size and its
/// index's, the first grid row's cards (each whole in the window?), the
/// piles' span and the table's, and whether the page scrolls.
async function measure(page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('#table .card')];
    const rects = cards.map((c) => c.getBoundingClientRect());
    const first = [...document.querySelectorAll('#table .pile')].filter((p) => p.style.gridRow === '1')
      .flatMap((p) => [...p.querySelectorAll('.card')]).map((c) => c.getBoundingClientRect());
    const bar = document.querySelector('#toolbar').getBoundingClientRect();
    const piles = [...document.querySelectorAll('#table .pile')].map((p) => p.getBoundingClientRect());
    const wrap = document.querySelector('#table-wrap').getBoundingClientRect();
    const idx = document.querySelector('#table .card[data-card] .index');
    return {
      top: Math.min(...rects.map((r) => r.top)),
      w: rects[0].width,
      h: rects[0].height,
      index: idx ? parseFloat(getComputedStyle(idx).fontSize) : 0,
      firstRow: first.length,
      firstRowHidden: first.filter((r) => r.top < bar.bottom - 0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5).length,
      left: Math.min(...piles.map((p) => p.left)) - wrap.left,
      right: wrap.right - Math.max(...piles.map((p) => p.right)),
      scrolled: document.scrollingElement.scrollHeight > innerHeight + 0.5 || document.scrollingElement.scrollWidth > innerWidth + 0.5,
    };
  });
}

test('card sizes, every game: a phone (top card in the top fifth), on its side (the first row whole), desktops (80 px cards, centred)', async () => {
  const problems = [];
  for (const game of GAMES) {
    for (const [width, height, phone] of [...SIZES, [1280, 800, false]]) {
      for (const deal of [1234567]) {
        const { page, errors, context } = await open(`?game=${game}&deal=${deal}`, { width, height, phone });
        const m = await measure(page);
        const where = `${game} deal ${deal} at ${width}x${height}`;
        console.log(`${where}: top ${m.top.toFixed(0)} px (${(m.top / height * 100).toFixed(0)} %), card ${m.w.toFixed(1)} x ${m.h.toFixed(1)}, index ${m.index.toFixed(1)} px, margins ${m.left.toFixed(1)} / ${m.right.toFixed(1)}`);
        if (width === 360 && m.top > 0.2 * height) problems.push(`${where}: the highest card starts at ${m.top.toFixed(0)} px, over 20 % of ${height}`);
        if (width === 740 && m.firstRowHidden) problems.push(`${where}: ${m.firstRowHidden} of the first row's ${m.firstRow} cards not in the window`);
        if (width >= 1280 && m.w < 80) problems.push(`${where}: cards ${m.w.toFixed(1)} px wide`);
        if (width >= 1024 && Math.abs(m.left - m.right) > 2) problems.push(`${where}: not centred (${m.left.toFixed(1)} / ${m.right.toFixed(1)} px)`);
        if (m.scrolled) problems.push(`${where}: the page scrolls`);
        await page.screenshot({ path: `/tmp/swarm-${game}-${width}x${height}.png` });
        assert.deepEqual(errors, []);
        await context.close();
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('every pile label and note is whole and clear of the others and of other piles\' cards, at the four sizes', async () => {
  const problems = [];
  for (const game of GAMES) {
    for (const [width, height, phone] of SIZES) {
      const { page, errors, context } = await open(`?game=${game}&deal=1234567`, { width, height, phone });
      const r = await labelProblems(page);
      const where = `${game} at ${width}x${height}`;
      for (const k of ['cut', 'outside', 'clash', 'onCards']) for (const x of r[k]) problems.push(`${where}: ${k}: ${x}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
  assert.deepEqual(problems, []);
});

test('with a notice over the table of a phone on its side, Spider\'s Removed keeps its name off the last column', async () => {
  const shared = await (await launch()).newContext({ viewport: { width: 740, height: 360 }, hasTouch: true, serviceWorkers: 'block' });
  // The journal worker cannot load: its notice stands above the table, which grows shorter.
  await shared.route('**/www/journal.js*', (r) => r.abort());
  const { page, context } = await open('?game=spider&deal=7&suits=2', { context: shared });
  await page.locator('#messages button', { hasText: 'Try again' }).waitFor();
  await page.waitForTimeout(300);
  const r = await labelProblems(page);
  assert.ok(r.labels > 0);
  assert.deepEqual({ cut: r.cut, outside: r.outside, clash: r.clash, onCards: r.onCards }, { cut: [], outside: [], clash: [], onCards: [] });
  await context.close();
});

/// The index size of pile `slot`'s face-up cards (px), and the strips between them.
function pileFaces(page, slot) {
  return page.evaluate((sl) => {
    const ups = [...document.querySelectorAll(`#table .pile[data-slot="${sl}"] .card[data-card]`)];
    const tops = ups.map((c) => c.getBoundingClientRect().top);
    return {
      index: [...new Set(ups.map((c) => parseFloat(getComputedStyle(c.querySelector('.index')).fontSize)))],
      strips: tops.slice(1).map((t, i) => t - tops[i]),
      card: ups[0].getBoundingClientRect().height,
    };
  }, slot);
}

test('a long Spider pile tightens its overlap; past its room even closed up, the cards get smaller and the row below stays whole', async () => {
  for (const [width, height, phone] of [[360, 740, true], [1280, 800, false], [1440, 900, false]]) {
    const fresh = await open('?game=spider&deal=1234567', { width, height, phone });
    const short = await pileFaces(fresh.page, 'col-1');
    await fresh.context.close();
    const { page, errors, context } = await open(`?game=spider&position=${encodeURIComponent(LONG_PILE)}`, { width, height, phone });
    const long = await pileFaces(page, 'col-1');
    const other = await pileFaces(page, 'col-2');
    const where = `${width}x${height}`;
    console.log(`${where}: index ${short.index} px on a fresh deal, ${long.index} px in a 20-card fan (strips ${Math.min(...long.strips).toFixed(1)} px of a ${long.card.toFixed(1)} px card)`);
    // One index size on the table; no larger than a fresh deal's (issue 33: a
    // pile too long for its room makes the cards smaller, so Hand's and
    // Removed's notes are not cut).
    assert.equal(new Set(long.index).size, 1, `${where}: one index size in the long pile`);
    assert.deepEqual(other.index, long.index, `${where}: and in the pile beside it`);
    assert.ok(long.index[0] <= short.index[0], `${where}: no larger than a fresh deal's`);
    const notes = await page.evaluate(() => [...document.querySelectorAll('#table .pile-note')]
      .map((n) => n.getBoundingClientRect()).map((r) => r.bottom <= innerHeight + 0.5));
    assert.ok(notes.every(Boolean), `${where}: every note under the piles is on screen`);
    // The full spread is a quarter card, or an index where that is less.
    const full = Math.max(long.card * 0.24, long.index[0] * 1.22 + 3);
    assert.ok(Math.max(...long.strips) <= full + 0.5, `${where}: no strip wider than the full spread`);
    if (long.card * 0.24 > long.index[0] * 1.22 + 4) {
      assert.ok(Math.max(...long.strips) < long.card * 0.24 - 0.5, `${where}: the overlap tightened (${Math.max(...long.strips).toFixed(1)} px)`);
    }
    assert.ok(Math.min(...long.strips) >= long.index[0] * 1.08, `${where}: a strip still shows a whole index (${Math.min(...long.strips).toFixed(1)} px)`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/// Every covered face-up card whose index (rank or suit) is cut by a card
/// above it or by its own edge, or which shows its centre pip.
function faceProblems(page) {
  return page.evaluate(() => {
    const box = (e) => { const g = document.createRange(); g.selectNodeContents(e); return g.getBoundingClientRect(); };
    const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    const out = [];
    let tens = 0;
    for (const pile of document.querySelectorAll('#table .pile')) {
      const cards = [...pile.querySelectorAll('.card')];
      cards.forEach((c, i) => {
        if (!c.dataset.card || i === cards.length - 1) return;
        const above = cards.slice(i + 1).map((x) => x.getBoundingClientRect());
        const own = c.getBoundingClientRect();
        for (const part of c.querySelectorAll('.index .rank, .index .suit')) {
          // How far the glyphs' box runs under a card above or past the card's edge
          // (a pixel is allowed: a glyph's box is a little wider than its ink).
          const r = box(part);
          const under = Math.max(0, ...above.filter((a) => meet(r, a)).map((a) => Math.min(r.right, a.right) - Math.max(r.left, a.left)));
          const past = Math.max(0, r.right - own.right, own.left - r.left, r.bottom - own.bottom);
          if (under > 1.5 || past > 1.5) {
            out.push(`${c.getAttribute('aria-label')}: its ${part.className} "${part.textContent}" is cut (${under > past ? `${under.toFixed(1)} px under the next card` : `${past.toFixed(1)} px past its edge`})`);
          }
        }
        if (c.dataset.card.startsWith('10')) tens += 1;
        const pip = c.querySelector('.pip');
        if (pip && getComputedStyle(pip).display !== 'none' && getComputedStyle(pip).visibility !== 'hidden') {
          const r = box(pip);
          if (r.width > 0 && !above.some((a) => inside(r, a))) out.push(`${c.getAttribute('aria-label')}: a covered card shows its pip`);
        }
      });
    }
    return { out, tens };
  });
}

test('no index is cut ("10" whole) and no covered card shows its pip, in every layout at the four sizes', async () => {
  const cases = [
    ['?game=beeswax&deal=1234567', 'columns'], ['?game=beeswax&deal=1234567', 'fans5x3'], ['?game=beeswax&deal=1234567', 'fans3x5'], ['?game=beeswax&deal=1234567', 'fans4x4'],
    ['?game=beeswax&deal=7', 'fans3x5'], ['?game=beetle&deal=1234567'], ['?game=beetle&deal=7&cards=54'],
    [`?game=spider&position=${encodeURIComponent(LONG_PILE)}`], [`?game=spider&position=${encodeURIComponent(SPIDER_13S)}`],
    ['?game=spider&deal=7&moves=D.D.D.D.D'],
    ['?game=beehive&deal=1234567&moves=D'],
  ];
  const problems = [];
  let tens = 0;
  for (const [query, layout] of cases) {
    for (const [width, height, phone] of SIZES) {
      const storage = layout ? { 'swarm.layout.beeswax': layout } : undefined;
      const { page, errors, context } = await open(query, { width, height, phone, storage });
      const r = await faceProblems(page);
      tens += r.tens;
      for (const p of r.out) problems.push(`${query.slice(0, 40)} ${layout || ''} at ${width}x${height}: ${p}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
  console.log(`covered 10s looked at: ${tens}`);
  assert.ok(tens >= 20, `covered 10s were looked at (${tens})`);
  assert.deepEqual(problems, []);
});

test("Spider's and Beetle's hand shows one stack per deal left, and Removed each removed suit", async () => {
  for (const [game, deals] of [['spider', 5], ['beetle', 6]]) {
    const { page, errors, context } = await open(`?game=${game}&deal=1234567`);
    const hand = () => page.locator('#table .pile[data-slot="stock"] .card');
    assert.equal(await hand().count(), deals, `${game}: ${deals} deals left`);
    const xs = await hand().evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().left));
    assert.ok(xs.slice(1).every((x, i) => x - xs[i] >= 5), `${game}: each stack shows (${xs.map((x) => x.toFixed(0))})`);
    await pile(page, 'stock').click();
    assert.equal(await hand().count(), deals - 1, `${game}: one stack fewer after a deal`);
    assert.match(await page.locator('#table .pile[data-slot="stock"]').getAttribute('aria-label'), new RegExp(`${deals - 1} deals? left|${deals - 1} cards?`));
    assert.deepEqual(errors, []);
    await context.close();
  }
  // Six suits removed (a one-suit endgame): six kings, each visible.
  const endgame = ['game: spider', 'options: suits=1', '1: #9s #5s Ks Qs Js 10s', '2: 9s 8s 7s 6s 4s 3s 2s As', '3: Ks Qs Js 10s',
    '4: 8s 7s 6s 5s 4s 3s 2s As', '5:', '6:', '7:', '8:', '9:', '10:', 'stock:', 'removed: 6', ''].join('\n');
  const { page, errors, context } = await open(`?game=spider&position=${encodeURIComponent(endgame)}`);
  const removed = page.locator('#table .pile[data-slot="discard"] .card');
  assert.deepEqual(await removed.evaluateAll((cs) => cs.map((c) => c.dataset.card)), ['Ks', 'Ks', 'Ks', 'Ks', 'Ks', 'Ks']);
  const xs = await removed.evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().left));
  assert.ok(xs.slice(1).every((x, i) => x - xs[i] >= 5), `each removed suit shows (${xs.map((x) => x.toFixed(0))})`);
  assert.deepEqual(errors, []);
  await context.close();
});

/// A one-suit Spider position where the only move is to deal: every pile's
/// one face-up card is an ace or a king.
function onlyDeal() {
  const rest = [];
  for (const r of ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q']) for (let i = 0; i < 8; i++) rest.push(`${r}s`);
  for (let i = 0; i < 6; i++) rest.push('Ks');
  const tops = ['As', 'As', 'As', 'As', 'As', 'As', 'As', 'As', 'Ks', 'Ks'];
  const lines = ['game: spider', 'options: suits=1'];
  let k = 0;
  for (let p = 0; p < 10; p++) {
    const down = rest.slice(k, k + (p < 4 ? 5 : 4)).map((c) => `#${c}`);
    k += down.length;
    lines.push(`${p + 1}: ${[...down, tops[p]].join(' ')}`);
  }
  lines.push(`stock: ${rest.slice(k).join(' ')}`, 'removed: 0', '');
  return lines.join('\n');
}

test('a hint to deal lights the stock, until the deal is made', async () => {
  const { page, errors, context } = await open(`?game=spider&position=${encodeURIComponent(onlyDeal())}`);
  assert.equal(await page.locator('#table .pile.lit').count(), 0);
  const text = await hint(page);
  assert.match(text, /^Hint: D\b/);
  const lit = page.locator('#table .pile.lit');
  assert.equal(await lit.count(), 1, 'one pile lit');
  assert.equal(await lit.getAttribute('data-slot'), 'stock');
  assert.match(await lit.getAttribute('aria-label'), /the hint says to click it/);
  assert.notEqual(await lit.evaluate((e) => getComputedStyle(e).outlineStyle), 'none', 'it shows');
  await pile(page, 'stock').click();
  assert.equal(await page.locator('#table .pile.lit').count(), 0, 'the light goes with the deal');
  assert.deepEqual(errors, []);
  await context.close();
});

/// Takes the `fly` mark off every card, so the next change's flights can be counted.
const unfly = (page) => page.evaluate(() => document.querySelectorAll('#table .card.fly').forEach((c) => c.classList.remove('fly')));
/// The cards flying now (with their animation running, unless motion is off).
const flying = (page) => page.evaluate(() => [...document.querySelectorAll('#table .card.fly')]
  .map((c) => getComputedStyle(c).animationName));

/// A Beetle build from the page: a top card onto a top one rank higher.
function build(table) {
  const v = (c) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(c.slice(0, -1));
  for (let f = 1; f <= 10; f++) {
    for (let t = 1; t <= 10; t++) {
      const [a, b] = [table[`col-${f}`], table[`col-${t}`]];
      if (f !== t && a.length && b.length && v(b.at(-1)) === v(a.at(-1)) + 1) return `${f} ${t}`;
    }
  }
  return null;
}

/// Plays a move, undoes it, redoes it and deals, counting the cards that fly each time.
async function flights(page) {
  const out = {};
  const mv = build(await piles(page));
  assert.ok(mv, 'a build to play');
  await unfly(page);
  await typeOnTable(page, mv);
  out.move = await flying(page);
  await unfly(page);
  await page.locator('#btn-undo').click();
  out.undo = await flying(page);
  await unfly(page);
  await page.locator('#btn-redo').click();
  out.redo = await flying(page);
  await unfly(page);
  await pile(page, 'stock').click();
  out.deal = await flying(page);
  return out;
}

test('cards fly on a move, an undo, a redo and a deal; none under reduced motion or with the Look setting No animations', async () => {
  const { page, errors, context } = await open('?game=beetle&deal=1234567');
  const f = await flights(page);
  console.log(`flying: move ${f.move.length}, undo ${f.undo.length}, redo ${f.redo.length}, deal ${f.deal.length}`);
  for (const k of ['move', 'undo', 'redo']) {
    assert.ok(f[k].length >= 1, `${k}: a card flies`);
    assert.ok(f[k].every((a) => a === 'fly'), `${k}: animated`);
  }
  assert.equal(f.deal.length, 10, 'a deal: a card flies from the hand to each pile');
  assert.deepEqual(errors, []);
  await context.close();
  for (const how of [{ reducedMotion: 'reduce' }, { storage: { 'swarm.look': 'still' } }]) {
    const still = await open('?game=beetle&deal=1234567', how);
    const g = await flights(still.page);
    assert.deepEqual(g, { move: [], undo: [], redo: [], deal: [] }, `nothing flies (${JSON.stringify(how)})`);
    assert.deepEqual(still.errors, []);
    await still.context.close();
  }
});

test('undoing a deal: the dealt cards fly back to the hand', async () => {
  const { page, errors, context } = await open('?game=beetle&deal=1234567');
  await pile(page, 'stock').click();
  await unfly(page);
  await page.evaluate(() => { window.__ghosts = 0; new MutationObserver((ms) => ms.forEach((m) => m.addedNodes.forEach((n) => { if (n.classList?.contains('ghost')) window.__ghosts += 1; }))).observe(document.body, { childList: true }); });
  await page.locator('#btn-undo').click();
  if (await page.locator('#confirm[open]').count()) await page.locator('#confirm-yes').click();
  assert.equal(await page.locator('#table .pile[data-slot="stock"] .card').count(), 6, 'the deal was undone');
  const moved = (await flying(page)).length + await page.evaluate(() => window.__ghosts);
  assert.ok(moved >= 10, `the ten cards go back to the hand in motion (${moved} animated)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('until the wasm is ready the page shows that it is loading, its controls off; then the game', async () => {
  const b = await launch();
  const context = await b.newContext({ viewport: { width: 1024, height: 768 } });
  let release;
  const gate = new Promise((ok) => { release = ok; });
  await context.route('**/*.wasm', async (route) => { await gate; await route.continue(); });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${BASE}?game=spider&deal=7`, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(600);
  const before = await page.evaluate(() => ({
    body: document.body.className,
    boot: document.querySelector('#boot')?.textContent.trim(),
    cards: document.querySelectorAll('#table .card').length,
    live: ['btn-menu', 'btn-game', 'btn-undo', 'btn-hint', 'btn-new'].filter((id) => !document.getElementById(id).disabled),
  }));
  assert.equal(before.body, 'loading');
  assert.match(before.boot, /Shuffling the cards/);
  assert.equal(before.cards, 0);
  assert.deepEqual(before.live, [], 'no control looks alive before the game is there');
  await page.screenshot({ path: '/tmp/swarm-loading.png' });
  release();
  await page.waitForSelector('body.ready #table .card', { timeout: 15000 });
  const after = await page.evaluate(() => ({
    body: document.body.className,
    boot: document.querySelector('#boot') !== null,
    live: ['btn-menu', 'btn-game', 'btn-hint', 'btn-new'].filter((id) => !document.getElementById(id).disabled),
  }));
  assert.deepEqual(after, { body: 'ready', boot: false, live: ['btn-menu', 'btn-game', 'btn-hint', 'btn-new'] });
  assert.deepEqual(errors, []);
  await context.close();
});

test('if the wasm or its script cannot load, the page says so and offers Retry, which loads it once it can', async () => {
  for (const blocked of ['**/*.wasm', '**/pkg/swarm.js']) {
    const b = await launch();
    const context = await b.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await context.route(blocked, (route) => route.abort());
    const page = await context.newPage();
    // The blocked file is a console error here, as it would be for a player.
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${BASE}?game=beeswax&deal=5`);
    await page.waitForSelector('body.failed', { timeout: 15000 });
    assert.match(await page.locator('#boot-text').textContent(), /Swarm could not load: .+ try again/, blocked);
    assert.doesNotMatch(await page.locator('#status-text').textContent(), /Loading/, `${blocked}: the bar no longer says it is loading`);
    const retry = page.locator('#btn-retry');
    assert.ok(await retry.isVisible(), `${blocked}: a Retry button`);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'btn-retry', 'it has the focus');
    assert.deepEqual(await page.evaluate(() => ['btn-menu', 'btn-game', 'btn-hint', 'btn-new']
      .filter((id) => !document.getElementById(id).disabled)), [], `${blocked}: no dead control looks alive`);
    if (blocked.endsWith('.wasm')) await page.screenshot({ path: '/tmp/swarm-failed.png' });
    await context.unroute(blocked);
    await retry.click();
    await page.waitForSelector('body.ready #table .card', { timeout: 15000 });
    assert.deepEqual(errors, [], `${blocked}: no page error`);
    await context.close();
  }
});

test("a 220-move Spider game's link is at most 900 characters and opens the same game; old percent-encoded links still open", async () => {
  const { deal, moves } = SPIDER_220;
  // The link as the old page wrote it: moves joined by commas, percent-encoded.
  const old = `?game=spider&deal=${deal}&moves=${encodeURIComponent(moves.join(','))}`;
  const a = await open(old);
  assert.equal(await moveCount(a.page), 220, 'the old link plays all 220 moves');
  assert.equal(await a.page.locator('#messages').isVisible(), false, 'with no complaint');
  await menu(a.page, '#btn-share');
  await openPanel(a.page);
  const link = await a.page.locator('#link-output').inputValue();
  console.log(`old link ${old.length} characters; the page's link ${link.length}: ${link.slice(0, 140)}…`);
  const b = await open(link.slice(link.indexOf('?')));
  assert.equal(await moveCount(b.page), 220, 'the new link plays all 220 moves');
  assert.deepEqual(await piles(b.page), await piles(a.page), 'to the same position');
  assert.ok(link.length <= 900, `the link is ${link.length} characters`);
  assert.doesNotMatch(link.slice(link.indexOf('moves=')), /%/, 'no percent-encoding in the moves');
  for (const x of [a, b]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test('opening and closing the moves panel lays the table out for the room it leaves', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5', { width: 1440, height: 900 });
  const width = () => page.locator('#table .card').first().evaluate((c) => c.getBoundingClientRect().width);
  const fits = () => page.evaluate(() => {
    const w = document.querySelector('#table-wrap').getBoundingClientRect();
    return [...document.querySelectorAll('#table .card')].every((c) => {
      const r = c.getBoundingClientRect();
      return r.left >= w.left - 1 && r.right <= w.right + 1 && r.bottom <= w.bottom + 1;
    });
  });
  const full = await width();
  await openPanel(page);
  assert.ok(await fits(), 'with the panel open every card is inside the table');
  await page.locator('#panel [data-action="panel-close"]').click();
  assert.equal(await width(), full, 'closed, the cards are as large as before');
  assert.ok(await fits());
  assert.deepEqual(errors, []);
  await context.close();
});

/// The table at the top or scrolled to its end: each ace's box, whether it
/// is whole in the table's visible area, the boxes of the message lines
/// (the feedback, Finish, the notices) that meet a card's visible part, and
/// the scroll cue.
function longPiles(page, end) {
  return page.evaluate((toEnd) => {
    const wrap = document.querySelector('#table-wrap');
    if (toEnd) wrap.scrollTop = wrap.scrollHeight;
    const w = wrap.getBoundingClientRect();
    const bottom = Math.min(w.bottom, innerHeight);
    const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const cards = [...document.querySelectorAll('#table .card')];
    const shown = cards.map((c) => c.getBoundingClientRect())
      .map((r) => ({ left: r.left, right: r.right, top: Math.max(r.top, w.top), bottom: Math.min(r.bottom, bottom) }))
      .filter((r) => r.bottom > r.top);
    const aces = cards.filter((c) => (c.dataset.card || '').startsWith('A')).map((c) => {
      const r = c.getBoundingClientRect();
      return r.top >= w.top - 0.5 && r.bottom <= bottom + 0.5;
    });
    const lines = ['#feedback', '#btn-finish', '#messages'].map((s) => document.querySelector(s))
      .filter((e) => e && !e.hidden).map((e) => [e.id, e.getBoundingClientRect()]);
    const cue = getComputedStyle(wrap, '::after');
    return {
      aces,
      over: lines.filter(([, l]) => shown.some((r) => meet(l, r))).map(([id]) => id),
      lines: lines.length,
      scrolls: wrap.classList.contains('scrolls'),
      cue: cue.content !== 'none' && cue.display !== 'none' ? Number(cue.opacity) : 0,
      hiddenPx: wrap.scrollHeight - wrap.clientHeight - wrap.scrollTop,
    };
  }, end);
}

test('at 740x360 with Finish showing, 13-card Spider piles show each ace whole; a 25-card pile scrolls and shows it can; no message line over a card', async () => {
  for (const [position, long] of [[SPIDER_13S, false], [SPIDER_25, true]]) {
    const { page, context, errors } = await open(`?game=spider&position=${encodeURIComponent(position)}`, { width: 740, height: 360, phone: true });
    await page.waitForSelector('#btn-finish:not([hidden])');
    await page.waitForTimeout(1000); // the cards fly into place
    const top = await longPiles(page, false);
    const where = long ? 'a 25-card pile' : '13-card piles';
    assert.ok(top.lines >= 2, `${where}: the feedback and Finish show (${top.lines})`);
    assert.deepEqual(top.over, [], `${where}: a message line over a card`);
    if (!long) {
      assert.deepEqual(top.aces, [true, true, true], `${where}: every ace whole on the table`);
      assert.equal(top.scrolls, false, `${where}: the table does not scroll`);
      assert.ok(top.hiddenPx <= 1, `${where}: nothing below the table's foot (${top.hiddenPx} px)`);
      assert.equal(top.cue, 0, `${where}: no scroll cue`);
    } else {
      assert.ok(top.scrolls && top.hiddenPx > 20, `${where}: the table scrolls (${JSON.stringify(top)})`);
      assert.ok(top.cue > 0.9, `${where}: the scroll cue shows (${top.cue})`);
      const end = await longPiles(page, true);
      await page.waitForTimeout(100);
      const still = await longPiles(page, true);
      // Each ace whole at the top (the short pile's) or scrolled to the end (the long pile's).
      assert.deepEqual(still.aces.map((a, i) => a || top.aces[i]), [true, true], `${where}: each ace whole (${JSON.stringify([top, end, still])})`);
      assert.equal(still.hiddenPx, 0, `${where}: scrolled to the end`);
      assert.ok(still.cue < 0.1, `${where}: at the end the cue is gone (${still.cue})`);
      assert.deepEqual(still.over, [], `${where}: scrolled, a message line over a card`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the Load sheet shows Play this without scrolling, at the four sizes (a phone on its side too)', async () => {
  for (const [width, height, phone] of SIZES) {
    const { page, context, errors } = await open('?game=spider&deal=7&suits=2', { width, height, phone });
    await menu(page, '#btn-load');
    await page.locator('#load-panel[open]').waitFor();
    // The sheet is drawn by the reader's wasm, which it asks for as it opens.
    await page.locator('#btn-open-position').waitFor();
    await page.waitForTimeout(400);
    const r = await page.evaluate(() => {
      const sheet = document.querySelector('#load-panel').getBoundingClientRect();
      const b = document.querySelector('#btn-open-position').getBoundingClientRect();
      const area = document.querySelector('#paste-position').getBoundingClientRect();
      return { inside: b.top >= sheet.top && b.bottom <= sheet.bottom, area: Math.round(area.height) };
    });
    assert.ok(r.inside, `${width}x${height}: Play this is below the sheet's end`);
    assert.ok(r.area >= 40, `${width}x${height}: the text area is ${r.area} px high`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
