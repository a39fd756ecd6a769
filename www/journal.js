// The journal worker: the statistics journal's wasm (built from the same
// crate as the page's: src/journal/, exported by src/web/journal_worker.rs),
// off the page's main thread, with the IndexedDB store. The page's asks
// and the worker's news are plain objects (src/journal/wire.rs: structured
// clones, no JSON text); the first message, the worker's greeting, is a
// text naming its build.
import init, { JournalWorker } from './pkg/journal.js';

await init({ module_or_path: new URL('./pkg/journal_bg.wasm', import.meta.url) });
const journal = new JournalWorker((news) => postMessage(news));
onmessage = (e) => journal.ask(e.data);
postMessage(journal.ready());
