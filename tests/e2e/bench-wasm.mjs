// Beeswax solver benchmark inside Chromium (the wasm build), driven by
// `cargo xtask bench-wasm [N] [FAIR]`: prints one JSON line with the summary,
// then one per game with the fair autoplay's time a move on deals 1..FAIR.
// Not a test (its name does not end in .test.mjs).
import { launch, closeBrowser, BASE } from './lib.mjs';

const n = Number(process.argv[2] || 10000);
const browser = await launch();
const page = await browser.newPage();
await page.goto(BASE + '?game=beeswax&deal=1');
await page.waitForSelector('#table [data-slot]');
// The benchmark exports are in the search wasm (built with the `bench` feature).
const size = await page.evaluate(async () => (await (await fetch('./www/pkg/search_bg.wasm')).arrayBuffer()).byteLength);
const result = await page.evaluate(async (n) => {
  const m = await import('./www/pkg/search.js');
  await m.default({ module_or_path: new URL('./www/pkg/search_bg.wasm', location.href) });
  return JSON.parse(m.bench_beeswax(1, n));
}, n);
console.log(JSON.stringify({ wasm_bytes: size, ...result }));
// The page's fair autoplay: the time each move takes to choose, against its 100 ms.
const fairDeals = Number(process.argv[3] || 5);
for (const [game, suits] of [['beetle', ''], ['spider', '1'], ['spider', '2'], ['spider', '4'], ['beehive', '']]) {
  const fair = await page.evaluate(async ([game, suits, n]) => {
    const m = await import('./www/pkg/search.js');
    await m.default({ module_or_path: new URL('./www/pkg/search_bg.wasm', location.href) });
    return JSON.parse(m.bench_fair(game, suits, 1, n, 2000));
  }, [game, suits, fairDeals]);
  console.log(JSON.stringify(fair));
}
await closeBrowser();
