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
try {
  const swarm = await import('./pkg/swarm.js');
  await swarm.default({ module_or_path: new URL('./pkg/swarm_bg.wasm', import.meta.url) });
  const held = navigator.locks ? (await navigator.locks.query()).held.map((l) => l.name) : [];
  // The search worker starts now, after the page's own wasm has arrived (it
  // does not compete with it for the network) and before the page starts,
  // so it loads its wasm on its own thread while the page draws its table;
  // the page adopts it in this same task, before it can say anything.
  let worker;
  try {
    worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  } catch {
    worker = undefined;
  }
  swarm.start(held, worker);
} catch (e) {
  failed(e?.message || String(e));
}
