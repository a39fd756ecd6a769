// Beeswax solver benchmark inside Chromium (the wasm build), driven by
// `cargo xtask bench-wasm [N]`: prints one JSON line with the summary.
// Not a test (its name does not end in .test.mjs).
import { launch, closeBrowser, BASE } from './lib.mjs';

const n = Number(process.argv[2] || 10000);
const browser = await launch();
const page = await browser.newPage();
await page.goto(BASE + '?game=beeswax&deal=1');
await page.waitForSelector('#table [data-slot]');
const size = await page.evaluate(async () => (await (await fetch('./www/pkg/swarm_bg.wasm')).arrayBuffer()).byteLength);
const result = await page.evaluate(async (n) => {
  const m = await import('./www/pkg/swarm.js');
  return JSON.parse(m.bench_beeswax(1, n));
}, n);
console.log(JSON.stringify({ wasm_bytes: size, ...result }));
await closeBrowser();
