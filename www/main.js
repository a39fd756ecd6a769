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
// The page's wasm is asked for first of all (index.html does not preload
// it: Lighthouse's model then counts it on the path to the first large
// paint, which is the loading line, docs/benchmarks.md), then the search
// worker starts, beside it: its wasm
// loads and compiles on its own thread while the page's arrives, so the
// first hint does not wait for it (issue 42). What it says before the page
// has adopted it (its greeting, or an error) is kept and handed on once it has.
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
try {
  const swarm = await import('./pkg/swarm.js');
  await swarm.default({ module_or_path: wasm });
  // The loading line is painted before the table takes its place: it is the
  // page's largest contentful paint. When the wasm came before the first
  // frame (a fast load, a busy main thread), the table's largest text became
  // it instead, after the wasm (Lighthouse: LCP 3.1 s in one run of four).
  // A frame and a task at most, and never waiting on a hidden page's frame.
  if (document.visibilityState === 'visible') {
    await new Promise((painted) => {
      requestAnimationFrame(() => setTimeout(painted, 0));
      setTimeout(painted, 100);
    });
  }
  const held = navigator.locks ? (await navigator.locks.query()).held.map((l) => l.name) : [];
  swarm.start(held, worker);
  worker?.removeEventListener('message', keep);
  worker?.removeEventListener('error', keep);
  for (const e of early) worker.dispatchEvent(e);
} catch (e) {
  worker?.terminate();
  failed(e?.message || String(e));
}
