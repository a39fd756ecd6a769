// How long the worker's wasm takes to find a winnable deal of each
// difficulty (Request::RatedDeal, docs/benchmarks.md): the shipped search
// wasm's Searcher, driven in the page's context as www/worker.js drives it,
// from fixed deal numbers (the same deals on any machine; only the times
// differ). Not a test (its name does not end in .test.mjs):
//   SWARM_URL=http://127.0.0.1:PORT/ node bench-difficulty.mjs [STARTS] [LABELS] [RULES]
// STARTS: searches per label (from deals 1000*k + 1); LABELS: comma list
// (default easy,medium,hard,expert); RULES: comma list of game[:suits].
import { launch, closeBrowser, BASE } from './lib.mjs';

const starts = Number(process.argv[2] || 2);
const labels = (process.argv[3] || 'easy,medium,hard,expert').split(',');
const rules = (process.argv[4] || 'beeswax,beehive,beetle,spider:1,spider:2,spider:4').split(',');
const capMs = Number(process.env.CAP_MS || 300000);

const browser = await launch();
const page = await browser.newPage();
await page.goto(BASE + '?game=beeswax&deal=1');
await page.waitForSelector('#table [data-slot]');
await page.evaluate(async () => {
  const m = await import('./www/pkg/search.js');
  await m.default({ module_or_path: new URL('./www/pkg/search_bg.wasm', location.href) });
  window.__searcher = new m.Searcher();
});
for (const r of rules) {
  const [game, suits] = r.split(':');
  for (const label of labels) {
    for (let k = 0; k < starts; k++) {
      const from = 1000 * (k + 1) + 1;
      const out = await page.evaluate(([game, suits, label, from, capMs, id]) => {
        const s = window.__searcher;
        const req = { rated_deal: { ticket: { id, generation: 1 }, options: { game, rules: suits ? `suits=${suits}` : '' }, difficulty: label, from, ms: capMs } };
        const t0 = performance.now();
        s.request(req);
        let last = null;
        while (s.busy()) {
          const r = s.step();
          if (r !== undefined) last = r;
        }
        return { ms: Math.round(performance.now() - t0), reply: last };
      }, [game, suits || '', label, from, capMs, k + 1]);
      const rep = out.reply.rated || out.reply.deal || out.reply.failed;
      console.log(JSON.stringify({ game, suits: suits || null, label, from, deal: rep.deal ?? null, tried: rep.tried ?? null, rating: rep.rating ?? null, ms: out.ms, error: rep.error }));
    }
  }
}
await closeBrowser();
