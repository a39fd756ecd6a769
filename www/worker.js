// The search worker: the same wasm as the page, off its main thread
// (src/web/worker.rs has the protocol). Quick requests are answered at
// once; long searches run in slices, so a cancel is heard between them.
import init, { Searcher } from './pkg/swarm.js';

await init({ module_or_path: new URL('./pkg/swarm_bg.wasm', import.meta.url) });
const searcher = new Searcher();
let timer = 0;
const run = () => {
  timer = 0;
  const reply = searcher.step();
  if (reply) postMessage(reply);
  if (searcher.busy()) timer = setTimeout(run, 0);
};
onmessage = (e) => {
  const reply = searcher.request(e.data);
  if (reply) postMessage(reply);
  if (searcher.busy() && !timer) timer = setTimeout(run, 0);
};
postMessage('{"ready":true}');
