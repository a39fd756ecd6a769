// The page's own speed on the main thread, for comparing builds of the page's
// wasm (docs/site.md): a 106-move Spider link opened six times at 4× CPU
// throttling — when the page is ready, when its wasm arrived — then 20 undos
// clicked in a row. `node bench-page.mjs` against a running server
// (SWARM_URL). Not a test (its name does not end in .test.mjs).
import { launch, closeBrowser, BASE, markReady, readyAt } from './lib.mjs';

// A won 1-suit Spider game of deal 3 (the peeking solver's solution).
const moves = '3.8_8.2_8.2_4.2_4.8_4.2_3.2_1.2_2.1_7.1_9.2_6.9_6.1_2.1_1_5.9_9.5_1.9_9.6_D_5.1_6.5_1.5_7.5_6.5_1.9_5.1_1_6.1_9.6_D_D_6.1_6.8_10.8_1.9_1.8_8.1_1.5_5.10_5.8_5.10_10.4_4_8.9_8.9_9.8_7.10_8.7_7.10_7.3_7.1_10.7_7_5.2_10.5_10.6_10.4_4.10_D_4.2_4.10_10.4_2.10_4.6_D_5.3_2.5_10.2_2.6_6_7.6_7.8_7.8_5.8_9.4_3.9_3.10_10.3_8.3_3.6_6_5.4_4.3_4.8_3.8_3.4_8.3_3.9_9.1_2.8_2.8_2.3_1.2_2_8.3_3.9_4.3_3.4_3.4_2.1_9.1_1.4_4.1_1.9_9';
const b = await launch();
const out = [];
for (let i = 0; i < 6; i++) {
  const ctx = await b.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(markReady);
  await page.goto(BASE + '?game=spider&deal=3&suits=1&moves=' + moves);
  const t = await readyAt(page);
  const wasm = await page.evaluate(() => Math.round(performance.getEntriesByType('resource').find((e) => e.name.includes('swarm_bg'))?.responseEnd));
  await page.locator('#table').focus();
  const u = await page.evaluate(async () => {
    const t0 = performance.now();
    for (let k = 0; k < 20; k++) document.querySelector('#btn-undo').click();
    return performance.now() - t0;
  });
  out.push([Math.round(t), wasm, Math.round(u)]);
  await ctx.close();
}
console.log(JSON.stringify(out), '[ready ms, wasm arrived ms, 20 undos ms]');
await closeBrowser();
