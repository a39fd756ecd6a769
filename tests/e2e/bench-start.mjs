// The page's start on a phone (issue 42: Lighthouse's blocking time, no
// main-thread task over 50 ms): `SWARM_URL=… node bench-start.mjs [LOADS] [QUERY]`.
// For each load at 412×823 (a phone, unthrottled, traced): the main thread's
// tasks over 12 ms in the first 5 s with what they run, the blocking time a
// 4× slower CPU would give (each task's excess over 12.5 ms, ×4, summed after
// the first paint: Lighthouse's model), and the font look-ups (Chromium on
// Linux asks the browser process once per family, size and weight). Then the
// distinct (family, size, weight) of the first screen's text at 412 and 1440 px.
// docs/benchmarks.md, *Lighthouse*, has its figures.
import { launch, open, closeBrowser, BASE } from './lib.mjs';

const loads = Number(process.argv[2] || 3);
const query = process.argv[3] || '?game=spider&deal=7';
const KINDS = new Map([['TimerFire', 'timer'], ['FunctionCall', 'script'], ['v8.evaluateModule', 'module'],
  ['WebFrameWidgetImpl::UpdateLifecycle', 'frame'], ['ParseHTML', 'parse'], ['v8.wasm.compileConsume', 'wasm compile'],
  ['HandlePostMessage', 'message'], ['FireAnimationFrame', 'animation frame'], ['EventDispatch', 'event'],
  ['RunMicrotasks', 'promise (the wasm instantiated)']]);

const browser = await launch();
// A first load unreported: the browser's own first page is slower.
for (let i = -1; i < loads; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'fonts', 'loading'] });
  await page.goto(BASE + query);
  await page.waitForTimeout(5000);
  const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const names = new Map();
  for (const e of ev) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const main = new Set([...names].filter(([, v]) => v === 'CrRendererMain').map(([k]) => k));
  const onMain = ev.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur);
  const t0 = Math.min(...onMain.map((e) => e.ts));
  const fcp = ev.find((e) => e.name === 'firstContentfulPaint')?.ts || t0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const blocking = tasks.filter((e) => e.ts > fcp).reduce((a, e) => a + Math.max(0, 4 * e.dur / 1000 - 50), 0);
  const long = tasks.filter((e) => e.dur > 12000).map((t) => {
    const inner = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && KINDS.has(e.name)).sort((a, b) => b.dur - a.dur)[0];
    return `${((t.ts - t0) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(1)} (${inner ? KINDS.get(inner.name) : 'other'})`;
  });
  const lookups = onMain.filter((e) => e.name === 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike');
  if (i >= 0) console.log(`load ${i + 1}: blocking at 4x ${blocking.toFixed(0)} ms; font look-ups ${lookups.length}; tasks over 12 ms: ${long.join(', ')}`);
  await context.close();
}
for (const [width, height, phone] of [[412, 823, true], [1440, 900, false]]) {
  const { page, context } = await open(query, { width, height, phone });
  await page.waitForTimeout(1000);
  const strikes = await page.evaluate(() => {
    const seen = new Set();
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const e = n.parentElement;
      if (!n.textContent.trim() || !e.getClientRects().length) continue;
      const s = getComputedStyle(e);
      if (s.visibility !== 'hidden') seen.add(`${s.fontFamily.split(',')[0]} ${s.fontSize} ${s.fontWeight}`);
    }
    return [...seen];
  });
  console.log(`${width}x${height}: ${strikes.length} distinct font strikes: ${strikes.join('; ')}`);
  await context.close();
}
await closeBrowser();
