// What an IndexedDB put costs in Chromium (issue 46 item 2: why the journal's
// store holds bundles of records, src/stats/bundle.rs): 100,000 journal records
// put 2,000 a transaction, 50 puts a turn (the next once the first succeeded),
// in a database of their own on the served page's origin, one way each:
// `obj` the record objects, `parse` the same read from their JSON first (the
// page's way before bundles), `wrap` {id, text} with the record's JSON,
// `chunk` a hundred records' JSON as one text a value, `chunkobj` a hundred
// record objects a value (what the page stores). Prints the total time, the
// puts' own time on the page's thread and the longest task.
// `node bench-idb.mjs obj:2000:50 wrap:2000:50 chunkobj:2000:50 …` (ways as
// `way:records a transaction:puts a turn`) against a running server (SWARM_URL).
// Not a test.
import { open, closeBrowser } from './lib.mjs';
const kinds = process.argv.slice(2);
for (const kind of kinds) {
  const { page, context } = await open('?game=beeswax&deal=3');
  const r = await page.evaluate(async (kind) => {
    const GAMES = ['spider', 'beeswax', 'beehive', 'beetle'];
    const recs = [];
    for (let i = 0; i < 100000; i++) {
      const game = GAMES[i % 4];
      const r = { id: `g${i}`, game, variant: game, result: i % 3 ? 'won' : 'lost', moves: 50 + (i % 200), ms: 1000 * (50 + (i % 200)), at: 1_600_000_000_000 + i * 60_000, v: 1 };
      if (i % 7 === 0) r.daily = '2020-01-01';
      recs.push(r);
    }
    const texts = recs.map((r) => JSON.stringify(r));
    let longest = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) longest = Math.max(longest, e.duration); }).observe({ type: 'longtask' });
    const db = await new Promise((res, rej) => { const o = indexedDB.open('bench-' + kind + '-' + Date.now(), 1); o.onupgradeneeded = () => o.result.createObjectStore('j', { keyPath: 'id' }); o.onsuccess = () => res(o.result); o.onerror = rej; });
    await new Promise((r) => setTimeout(r, 300));
    let putTime = 0;
    const [mode, perTx, perTurn] = kind.split(':');
    const TX = +perTx, TURN = +perTurn;
    // values
    let values;
    if (mode === 'obj') values = (i0, i1) => recs.slice(i0, i1);
    else if (mode === 'parse') values = (i0, i1) => JSON.parse('[' + texts.slice(i0, i1).join(',') + ']');
    else if (mode === 'wrap') values = (i0, i1) => texts.slice(i0, i1).map((t, k) => ({ id: `g${i0 + k}`, text: t }));
    else if (mode === 'chunkobj') values = (i0, i1) => { const out = []; for (let i = i0; i < i1; i += 100) out.push({ id: `c${i}`, records: JSON.parse('[' + texts.slice(i, Math.min(i + 100, i1)).join(',') + ']') }); return out; };
    else if (mode === 'chunk') values = (i0, i1) => { const out = []; for (let i = i0; i < i1; i += 100) out.push({ id: `c${i}`, text: texts.slice(i, Math.min(i + 100, i1)).join('\n') }); return out; };
    const t0 = performance.now();
    for (let s = 0; s < recs.length; s += TX) {
      const vs = values(s, Math.min(s + TX, recs.length));
      await new Promise((res, rej) => {
        const tx = db.transaction('j', 'readwrite');
        const st = tx.objectStore('j');
        const go = (from) => {
          const a = performance.now();
          const end = Math.min(from + TURN, vs.length);
          let first;
          for (let i = from; i < end; i++) { const r = st.put(vs[i]); first ??= r; }
          putTime += performance.now() - a;
          if (end < vs.length) first.onsuccess = () => go(end);
        };
        go(0);
        tx.oncomplete = res; tx.onabort = rej;
      });
    }
    const total = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 200));
    return { kind, total: Math.round(total), putTime: Math.round(putTime), longest: Math.round(longest) };
  }, kind);
  console.log(JSON.stringify(r));
  await context.close();
}
await closeBrowser();
