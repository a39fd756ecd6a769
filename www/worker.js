// The search worker: the solver's wasm (built from the same crate as the
// page's: src/worker/, exported by src/web/search.rs), off the page's main
// thread. Messages are the protocol's plain objects (src/protocol/,
// src/web/wire.rs: structured clones, no JSON text), passed along as they
// are; the first, the worker's greeting, is a text naming its build. Quick requests are answered at once; long searches run
// in slices, so a cancel is heard between them.
import init, { Searcher } from './pkg/search.js';

await init({ module_or_path: new URL('./pkg/search_bg.wasm', import.meta.url) });
const searcher = new Searcher();
let timer = 0;
const run = () => {
  timer = 0;
  const reply = searcher.step();
  if (reply !== undefined) postMessage(reply);
  if (searcher.busy()) timer = setTimeout(run, 0);
};
onmessage = (e) => {
  const reply = searcher.request(e.data);
  if (reply !== undefined) postMessage(reply);
  if (searcher.busy() && !timer) timer = setTimeout(run, 0);
};
postMessage(searcher.ready());
