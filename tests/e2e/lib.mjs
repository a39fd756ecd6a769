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

export async function closeBrowser() {
  if (browser) { await browser.close(); browser = undefined; }
}

/// Opens the page at `query` (e.g. '?game=beeswax&deal=5') in a fresh context;
/// `phone` makes it a touch screen whose primary pointer is coarse (a finger);
/// a window under 600 px is a touch screen too unless `touch` is false (a
/// narrow desktop window with a mouse).
/// Console errors and page errors are collected in `errors`; tests assert it stays empty.
export async function open(query = '', { width = 1440, height = 900, storage, phone = false, touch } = {}) {
  const b = await launch();
  const context = await b.newContext({ viewport: { width, height }, hasTouch: touch ?? (phone || width < 600), isMobile: phone });
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
  await page.goto(BASE + query);
  await page.waitForSelector('#table [data-slot]', { timeout: 15000 });
  return { context, page, errors };
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

/// The move record panel's text (empty when no move was played).
export async function record(page) {
  const t = (await page.locator('#record').textContent()) || '';
  return t.startsWith('(') ? '' : t.trim();
}

/// Drags `from` (a locator) onto `to` with real pointer events, in steps.
export async function drag(page, from, to, { release = true } = {}) {
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

/// A Beeswax move from the page: the first column whose top card can go onto
/// another non-empty, non-full column of the same rank, else into an empty one.
export function beeswaxMove(table, { intoEmpty = false } = {}) {
  const cols = BEESWAX_LABELS.map((_, i) => table[`col-${i + 1}`]);
  for (let f = 0; f < 15; f++) {
    const src = cols[f];
    if (!src.length) continue;
    const top = rank(src[src.length - 1]);
    if (src.length === 4 && src.every((c) => rank(c) === top)) continue;
    for (let t = 0; t < 15; t++) {
      if (t === f) continue;
      const dst = cols[t];
      const ok = intoEmpty ? dst.length === 0
        : dst.length > 0 && dst.length < 4 && rank(dst[dst.length - 1]) === top;
      if (ok) return { from: f, to: t, text: BEESWAX_LABELS[f] + BEESWAX_LABELS[t], card: src[src.length - 1] };
    }
  }
  return null;
}
