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
  swarm.start(held);
} catch (e) {
  failed(e?.message || String(e));
}
