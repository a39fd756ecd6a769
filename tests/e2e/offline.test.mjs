// Offline and installable: a manifest with icons, and a service worker that
// keeps the page, its wasm, JS and CSS, so a reload with no network at all
// (the server is stopped) still plays. Phones: 360×640 portrait play.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, closeBrowser, open, piles, card, pile, record, ready, playMove, hint } from './lib.mjs';
import { nearlyWonLink, statsRow } from './player-lib.mjs';

after(closeBrowser);

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

/// A static server of the repository root on a free port, which the test can stop.
function serve() {
  const server = http.createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '') || 'index.html';
    if (path.includes('..')) { res.writeHead(400); return res.end(); }
    try {
      const body = await readFile(join(ROOT, path));
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] || 'application/octet-stream', 'Cache-Control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404); res.end('not found');
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

test('the manifest names the app and its icons, which exist', async () => {
  const m = JSON.parse(await readFile(join(ROOT, 'manifest.webmanifest'), 'utf8'));
  assert.equal(m.short_name, 'Swarm');
  assert.equal(m.display, 'standalone');
  assert.ok(m.icons.some((i) => i.sizes === '512x512'));
  for (const i of m.icons) await readFile(join(ROOT, i.src));
  const html = await readFile(join(ROOT, 'index.html'), 'utf8');
  assert.match(html, /<link rel="manifest" href="manifest.webmanifest">/);
});

test('after the first visit the game loads and plays with the server gone', async () => {
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  const b = await launch();
  const context = await b.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + '?game=beeswax&deal=21');
  await ready(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10000 });
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const c = await caches.open(keys.find((k) => k.startsWith('swarm-')));
    return (await c.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const f of ['/index.html', '/www/style.css', '/www/main.js', '/www/worker.js', '/www/pkg/swarm.js', '/www/pkg/swarm_bg.wasm',
    '/www/pkg/search.js', '/www/pkg/search_bg.wasm', '/www/journal.js', '/www/pkg/journal.js', '/www/pkg/journal_bg.wasm',
    '/www/pkg/read.js', '/www/pkg/read_bg.wasm']) {
    assert.ok(cached.includes(f), `${f} is kept for offline use`);
  }
  const table = await piles(page);
  await new Promise((ok) => { server.close(ok); server.closeAllConnections(); });
  await context.setOffline(true);
  await page.goto(base + nearlyWonLink());
  await ready(page);
  assert.equal(await page.locator('#table .pile.done').count(), 12, 'a new link opens offline');
  await playMove(page, 'ED');
  await page.locator('#banner.won').waitFor();
  await page.goto(base + '?game=beeswax&deal=21');
  await ready(page);
  assert.deepEqual(await piles(page), table, 'the same deal offline');
  // The search worker loads offline too: a hint answers.
  assert.match(await hint(page), /^Hint: /);
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone portrait 360×640: readable cards, no sideways scroll, tap-select and tap-target', async () => {
  const { page, errors, context } = await open(nearlyWonLink(), { width: 360, height: 640 });
  const size = await page.evaluate(() => {
    const c = document.querySelector('#table .card[data-card]').getBoundingClientRect();
    const rank = getComputedStyle(document.querySelector('#table .card[data-card] .rank')).fontSize;
    return { w: c.width, h: c.height, rank: parseFloat(rank), scroll: document.scrollingElement.scrollWidth };
  });
  assert.ok(size.scroll <= 360, `no sideways scroll (${size.scroll})`);
  assert.ok(size.rank >= 11, `indices readable (${size.rank}px)`);
  assert.ok(size.w >= 18 && size.h >= 40, `cards big enough to tap (${size.w}×${size.h})`);
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#table')).touchAction), 'none',
    'a drag on the table never scrolls the page');
  assert.equal(await page.locator('#table').getAttribute('data-layout'), 'fans5x3', 'phones start with fans');
  // A tap on the run's upper card (its visible strip) picks up both kings.
  const kh = await card(page, 'col-14', 0).boundingBox();
  await page.touchscreen.tap(kh.x + 4, kh.y + kh.height / 2);
  assert.equal(await page.locator('#table .card.selected').count(), 2);
  await pile(page, 'col-13').tap();
  await page.locator('#banner.won').waitFor();
  assert.equal(await record(page), 'ED');
  await page.screenshot({ path: '/tmp/player-phone-won.png' });
  const row = await statsRow(page, 'beeswax');
  assert.equal(row.Won, '1');
  await page.screenshot({ path: '/tmp/player-phone-stats.png' });
  assert.deepEqual(errors, []);
  await context.close();
});
