// Loads the wasm; everything else (DOM, input, storage) is Rust in src/web/.
import init from './pkg/swarm.js';
await init({ module_or_path: new URL('./pkg/swarm_bg.wasm', import.meta.url) });
