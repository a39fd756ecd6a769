// Swarm's service worker: the page, its wasm, JS, CSS and icons are cached
// on the first visit so the game loads and plays with no network.
// Network first (so a new build shows at once when online), the cache when
// offline. Old caches are deleted on activation.
// `cargo xtask dist` rewrites the two constants below in the folder it writes:
// VERSION becomes 'swarm-' + a hash of the build, FILES the build's files
// (with their hashed names), so every new build installs a new worker and
// a new cache. In the repository (development) they stay as they are.
const VERSION = 'swarm-dev';
const FILES = [
  './',
  'index.html',
  'manifest.webmanifest',
  'www/style.css',
  'www/main.js',
  'www/worker.js',
  'www/journal.js',
  'www/icon.svg',
  'www/icon-192.png',
  'www/icon-512.png',
  'www/pkg/swarm.js',
  'www/pkg/swarm_bg.wasm',
  'www/pkg/search.js',
  'www/pkg/search_bg.wasm',
  'www/pkg/journal.js',
  'www/pkg/journal_bg.wasm',
  'www/pkg/read.js',
  'www/pkg/read_bg.wasm',
  'data/catalogue/beeswax.bin',
  'data/catalogue/beehive.bin',
  'data/catalogue/beetle.bin',
  'data/catalogue/spider-1.bin',
  'data/catalogue/spider-2.bin',
  'data/catalogue/spider-4.bin',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    // One file at a time: a file missing from this build (a 404) is left
    // out rather than failing the whole install.
    caches.open(VERSION)
      .then((c) => Promise.all(FILES.map((f) => c.add(f).catch(() => undefined))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  const page = req.mode === 'navigate';
  event.respondWith(
    fetch(req)
      .then((res) => {
        if (res.ok) {
          const copy = res.clone();
          // A page with any deal link is stored as the page itself.
          caches.open(VERSION).then((c) => c.put(page ? 'index.html' : req, copy));
        }
        return res;
      })
      .catch(() =>
        caches.match(page ? 'index.html' : req, { ignoreSearch: true })
          .then((hit) => hit || (page ? caches.match('./') : undefined))
          .then((hit) => hit || new Response('Offline, and this file was not saved for offline use.', {
            status: 503, headers: { 'Content-Type': 'text/plain' },
          }))),
  );
});
