// Loads the wasm and hands the page to it (src/web/); if it cannot load,
// says so and offers to try again. Everything else is Rust.
const failed = (why) => {
  document.body.classList.replace('loading', 'failed');
  const text = document.getElementById('boot-text');
  if (text) text.textContent = `Swarm could not load: ${why}. Check your connection and try again.`;
  const status = document.getElementById('status-text');
  if (status) status.textContent = 'Not loaded';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.id = 'btn-retry';
  retry.className = 'primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => location.reload());
  text?.after(retry);
  retry.focus();
};
// Nothing is fetched before the loading line is painted (the browser's
// first contentful paint, as it reports it; 300 ms at most; at once in a
// hidden tab): Lighthouse's model counts every request that starts before
// the largest paint on that paint's path, and the wasm's, when it started
// first, put the largest paint at 2.3–2.5 s (docs/benchmarks.md). A frame's
// callback is not enough: the paint is reported when it is shown, a few
// frames later on a busy machine. Then the page's wasm is asked for first
// of all (index.html does not preload it, for the same reason), and the
// search worker starts beside it: its wasm loads and compiles on its own
// thread while the page's arrives, so the first hint does not wait for it
// (issue 42). What the worker says before the page has adopted it (its
// greeting, or an error) is kept and handed on once it has.
if (document.visibilityState === 'visible') {
  await new Promise((painted) => {
    setTimeout(painted, 300);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return requestAnimationFrame(() => setTimeout(painted, 0));
    }
    new PerformanceObserver((list, seen) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        seen.disconnect();
        painted();
      }
    }).observe({ type: 'paint', buffered: true });
  });
}
const wasm = fetch(new URL('./pkg/swarm_bg.wasm', import.meta.url));
wasm.catch(() => {}); // a failure is heard where it is awaited, below
let worker;
const early = [];
const keep = (e) => {
  if (e.type === 'message') return early.push(new MessageEvent('message', { data: e.data }));
  // The page hears it once it has adopted the worker (no page error before).
  e.preventDefault();
  early.push(new ErrorEvent('error', { message: e.message }));
};
try {
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.addEventListener('message', keep);
  worker.addEventListener('error', keep);
} catch {
  worker = undefined;
}
// The reader of a position's text (src/web/reader.rs) is a wasm of its
// own: loaded once, when the page asks, after which the page calls its
// `read`, its `draw_review` for the Review sheet and its `draw_sheet` for
// How to play, Look, Load and the Woods line (a failed load is tried
// again on the next ask).
let reading;
globalThis.swarmReader = () => (reading ??= import('./pkg/read.js')
  .then(async (reader) => {
    await reader.default({ module_or_path: new URL('./pkg/read_bg.wasm', import.meta.url) });
    globalThis.swarmDrawReview = reader.draw_review;
    globalThis.swarmDrawSheet = reader.draw_sheet;
    globalThis.swarmRead = reader.read;
  })
  .catch((e) => {
    reading = undefined;
    throw e;
  }));
try {
  const swarm = await import('./pkg/swarm.js');
  // From its bytes, not streamed: the streaming compile hands each chunk
  // through the main thread and takes V8's streaming lock there, just
  // after the first paint; the bytes are compiled off it (lazily, as
  // each function is first called). Measured: docs/benchmarks.md.
  const bytes = wasm.then((r) => {
    if (!r.ok) throw new Error(`status ${r.status} for the game's code`);
    return r.arrayBuffer();
  });
  await swarm.default({ module_or_path: bytes });
  // A game that starts from a position's text (an address, a kept game)
  // waits for the reader; one that cannot come fails the page as its own
  // wasm would (Retry), rather than start without the kept game.
  if (swarm.needs_reader()) await globalThis.swarmReader();
  const held = navigator.locks ? (await navigator.locks.query()).held.map((l) => l.name) : [];
  // Its promise is kept once the page has adopted the worker (a task on).
  await swarm.start(held, worker);
  worker?.removeEventListener('message', keep);
  worker?.removeEventListener('error', keep);
  for (const e of early) worker.dispatchEvent(e);
} catch (e) {
  worker?.terminate();
  failed(e?.message || String(e));
}
