// Shared helpers for the browser tests: launch Debian's Chromium through
// playwright-core, open the served page, and fail on any console error.
import { chromium } from 'playwright-core';

export const BASE = process.env.SWARM_URL || 'http://127.0.0.1:8080/';

let browser;
export async function launch() {
  if (!browser) {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
  }
  return browser;
}

/// Closes the browser, once every page still open has settled (a win's
/// celebration ended): a page error raised late fails the file.
export async function closeBrowser() {
  const late = [];
  for (const [page, errors] of opened.splice(0)) {
    await settle(page);
    if (errors.length) late.push(...errors);
  }
  if (browser) { await browser.close(); browser = undefined; }
  if (late.length) throw new Error(`page errors after the tests: ${late.join(' | ')}`);
}

/// The pages `open` opened, with their errors, until their context closes.
const opened = [];

/// Waits until the page has settled: a win's celebration (which runs for
/// seconds after the win) has ended, and a moment after it for any error
/// its end raises. A page without a celebration has settled already.
export async function settle(page) {
  if (page.isClosed()) return;
  const celebrating = await page.evaluate(() => !!document.querySelector('#celebration')).catch(() => false);
  if (!celebrating) return;
  await page.waitForFunction(() => !document.querySelector('#celebration'), null, { timeout: 20000 }).catch(() => {});
  await page.waitForTimeout(250).catch(() => {});
}

/// The context's close first lets its pages settle, and fails when one of
/// them raised a page or console error the test did not see (issue 32:
/// the errors a celebration raised at its end came after the tests ended).
function settleOnClose(context, page, errors) {
  opened.push([page, errors]);
  if (context.__settle) { context.__settle.push([page, errors]); return; }
  context.__settle = [[page, errors]];
  const close = context.close.bind(context);
  context.close = async (...args) => {
    const late = [];
    for (const [p, errs] of context.__settle) {
      await settle(p);
      late.push(...errs);
      const i = opened.findIndex(([q]) => q === p);
      if (i >= 0) opened.splice(i, 1);
    }
    await close(...args);
    if (late.length) throw new Error(`page errors: ${late.join(' | ')}`);
  };
}

/// An init script (`page.addInitScript(markReady)`, before the page's own)
/// that notes in `window.__ready` when the page became ready (`body.ready`,
/// `performance.now()`): the benchmarks' probe.
export const markReady = () => {
  document.addEventListener('DOMContentLoaded', () => {
    const seen = () => {
      if (!window.__ready && document.body.classList.contains('ready')) window.__ready = performance.now();
    };
    new MutationObserver(seen).observe(document.body, { attributes: true, attributeFilter: ['class'] });
    seen();
  });
};

/// When the page of `markReady` became ready (ms from its navigation).
export async function readyAt(page, timeout = 60000) {
  await page.waitForFunction(() => window.__ready, null, { timeout });
  return page.evaluate(() => window.__ready);
}

/// Opens the page at `query` (e.g. '?game=beeswax&deal=5') in a fresh context
/// and waits until it is ready (`body.ready`, the table drawn);
/// `phone` makes it a touch screen whose primary pointer is coarse (a finger);
/// a window under 600 px is a touch screen too unless `touch` is false (a
/// narrow desktop window with a mouse). `init` is a script run before the
/// page's own in every page of the context (`context.addInitScript`), with `arg`.
/// Console errors and page errors are collected in `errors`; tests assert it stays empty.
export async function open(query = '', { width = 1440, height = 900, storage, phone = false, touch, init, arg, reducedMotion, context: shared } = {}) {
  const b = await launch();
  const context = shared || await b.newContext({ viewport: { width, height }, hasTouch: touch ?? (phone || width < 600), isMobile: phone, reducedMotion });
  if (init) await context.addInitScript(init, arg);
  if (storage) {
    await context.addInitScript((s) => {
      if (!sessionStorage.getItem('__seeded')) {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
        sessionStorage.setItem('__seeded', '1');
      }
    }, storage);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  settleOnClose(context, page, errors);
  await page.goto(BASE + query);
  await ready(page);
  return { context, page, errors };
}

/// Waits until the page has started (the wasm loaded, the table drawn).
export async function ready(page) {
  await page.waitForSelector('body.ready #table [data-slot]', { timeout: 15000 });
}

/// Reloads the page and waits until it is ready again.
export async function reload(page) {
  await page.reload();
  await ready(page);
}

/// Chooses `item` (a selector inside `#menu`, e.g. '#btn-solve') from the
/// menu, opening it from the bar first as a player would. The menu closes.
export async function menu(page, item) {
  const m = page.locator('#menu');
  if (!(await m.evaluate((e) => e.matches(':popover-open')))) await page.locator('#btn-menu').click();
  await page.locator(`#menu ${item}`).click();
}

/// Opens the moves panel from the menu (if it is not open).
export async function openPanel(page) {
  if (await page.locator('#panel').isHidden()) await menu(page, '#btn-panel');
  await page.locator('#panel').waitFor();
}

/// Plays `text` (a move or, in Spider and Beetle, one of Woods' commands)
/// from the moves panel's field, opening the panel if need be.
export async function playMove(page, text) {
  await openPanel(page);
  await page.locator('#move-input').fill(text);
  await page.locator('#move-input').press('Enter');
}

/// Types `text` on the table and presses Enter (the table takes moves and
/// Woods' commands typed on it).
export async function typeOnTable(page, text) {
  await page.locator('#table').focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/// The status line's text ("Spider · Deal 7 · 0 moves · …").
export const status = (page) => page.locator('#status-text').textContent();

/// The number of moves the status line counts.
export async function moveCount(page) {
  const t = await page.locator('#status-text .st-moves').textContent();
  return Number(t.match(/(\d+) moves?/)[1]);
}

/// Opens the New game sheet from the bar (the game's name).
export async function newGameSheet(page) {
  if (!(await page.locator('#new-game[open]').count())) await page.locator('#btn-game').click();
  await page.locator('#new-game[open]').waitFor();
  return page.locator('#new-game');
}

/// Switches to `game` from the New game sheet: picks its card and deals a new game of it.
export async function switchGame(page, game) {
  await newGameSheet(page);
  await page.locator(`#new-game .game-card[data-arg="${game}"]`).click();
  await page.locator('#btn-deal-random').click();
  const title = game[0].toUpperCase() + game.slice(1);
  await page.waitForFunction((t) => document.querySelector('#status-text').textContent.startsWith(t), title);
}

/// The table as { slotKey: ['Qh', …] } (deepest card first), read from the page.
export async function piles(page) {
  return page.evaluate(() => {
    const out = {};
    for (const p of document.querySelectorAll('#table .pile')) {
      out[p.dataset.slot] = [...p.querySelectorAll('.card')].map((c) => c.dataset.card || '#');
    }
    return out;
  });
}

/// The card element at `index` of pile `slot` ('col-5').
export function card(page, slot, index) {
  return page.locator(`#table .card[data-slot="${slot}"][data-index="${index}"]`);
}

/// The pile element `slot`.
export function pile(page, slot) {
  return page.locator(`#table .pile[data-slot="${slot}"]`);
}

/// The move record's text (empty when no move was played). It is read
/// from the moves panel; a closed panel is opened and closed again around
/// the reading, the focus left where it was.
export async function record(page) {
  const t = await page.evaluate(() => {
    const panel = document.querySelector('#panel');
    const was = panel.hidden;
    const focus = document.activeElement;
    if (was) document.querySelector('#btn-panel').click();
    const text = document.querySelector('#record').textContent || '';
    if (was) {
      document.querySelector('#panel [data-action="panel-close"]').click();
      if (focus && focus !== document.body) focus.focus();
    }
    return text;
  });
  return t.startsWith('(') ? '' : t.trim();
}

/// Drags `from` (a locator) onto `to` with real pointer events, in steps.
export async function drag(page, from, to, { release = true } = {}) {
  // A hand aims where the cards are once they settle (a move before may
  // still be flying, or the table closing up).
  await page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || !a.effect?.target?.closest?.('#table')));
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + 8);
  await page.mouse.down();
  const tx = b.x + b.width / 2;
  const ty = b.y + Math.min(b.height / 2, 30);
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(a.x + a.width / 2 + ((tx - a.x - a.width / 2) * i) / 8, a.y + 8 + ((ty - a.y - 8) * i) / 8);
  }
  if (release) await page.mouse.up();
}

/// Beeswax column labels in order (col-1 … col-15).
export const BEESWAX_LABELS = '123456789ABCDEF'.split('');

/// The rank part of a card text ('10d' -> '10').
export const rank = (c) => c.slice(0, -1);

/// Every Beeswax move of a top run: onto a column of its rank with room
/// first, then into an empty column.
export function beeswaxMoves(table) {
  const cols = BEESWAX_LABELS.map((_, i) => table[`col-${i + 1}`]);
  const out = [];
  for (const intoEmpty of [false, true]) {
    for (let f = 0; f < 15; f++) {
      const src = cols[f];
      if (!src.length) continue;
      const top = rank(src[src.length - 1]);
      if (src.length === 4 && src.every((c) => rank(c) === top)) continue;
      for (let t = 0; t < 15; t++) {
        const dst = cols[t];
        const ok = t !== f && (intoEmpty ? dst.length === 0
          : dst.length > 0 && dst.length < 4 && rank(dst[dst.length - 1]) === top);
        if (ok) out.push({ from: f, to: t, text: BEESWAX_LABELS[f] + BEESWAX_LABELS[t], card: src[src.length - 1] });
      }
    }
  }
  return out;
}

/// A Beeswax move from the page: the first column whose top card can go onto
/// another non-empty, non-full column of the same rank, else into an empty one.
export function beeswaxMove(table, { intoEmpty = false } = {}) {
  return beeswaxMoves(table).find((m) => (table[`col-${m.to + 1}`].length === 0) === intoEmpty) || null;
}

/// Waits until the feedback line matches `re` (a hint or an answer from the
/// worker arrives a moment later); returns its text.
export async function feedbackMatching(page, re, timeout = 15000) {
  await page.waitForFunction(([src, flags]) => new RegExp(src, flags).test(document.querySelector('#feedback').textContent),
    [re.source, re.flags], { timeout });
  return page.locator('#feedback').textContent();
}

/// Asks for a hint (the bar's Hint) and waits for its answer; returns the feedback's text.
export async function hint(page, re = /^(Hint|No hint|This (deal|position) cannot)/) {
  await page.locator('#btn-hint').click();
  return feedbackMatching(page, re);
}

/// The pile labels and notes on the table: those cut, off the screen,
/// running into one another (`clash`) or over another pile's cards
/// (`onCards`), and whether the page scrolls sideways.
export async function labelProblems(page) {
  return page.evaluate(() => {
    // The text's own box (a label box may be wider than its word).
    const box = (e) => { const g = document.createRange(); g.selectNodeContents(e); return g.getBoundingClientRect(); };
    const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const all = [...document.querySelectorAll('#table .pile-label, #table .pile-note')].map((e) => ({
      text: e.textContent, r: box(e), pile: e.closest('.pile'),
      // Cut: clipped by its box (words that overflow a box drawing them whole are checked as clashes).
      cut: e.scrollWidth > e.clientWidth + 0.5 && getComputedStyle(e).overflowX !== 'visible',
    }));
    const cards = [...document.querySelectorAll('#table .card')].map((c) => ({ c, r: c.getBoundingClientRect(), pile: c.closest('.pile') }));
    const clash = [];
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        if (meet(all[i].r, all[j].r)) clash.push(`${all[i].text} | ${all[j].text}`);
      }
    }
    const onCards = all.flatMap((l) => cards.filter((k) => k.pile !== l.pile && meet(l.r, k.r))
      .map((k) => `${l.text} over ${k.c.getAttribute('aria-label')}`));
    return {
      labels: all.length,
      cut: all.filter((x) => x.cut).map((x) => x.text),
      outside: all.filter((x) => x.r.left < 0 || x.r.right > innerWidth).map((x) => x.text),
      clash,
      onCards,
      scroll: document.documentElement.scrollWidth,
    };
  });
}

/// Holds back the position reader's wasm (`read_bg.wasm`) in `context`
/// until the function it returns is called.
export async function holdReader(context) {
  let release;
  const held = new Promise((r) => { release = r; });
  await context.route('**/www/pkg/read_bg.wasm*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/// The page's wasm and the reader's as text, to look for words in.
export function wasmTexts(page) {
  return page.evaluate(async () => {
    const text = async (f) => new TextDecoder('latin1').decode(await (await fetch(f)).arrayBuffer());
    return [await text('www/pkg/swarm_bg.wasm'), await text('www/pkg/read_bg.wasm')];
  });
}
