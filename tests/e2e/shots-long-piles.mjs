// Screenshots of long Spider piles at four sizes (issue 47 item 5), and
// what they measure (card width, cards below the table's foot, the scroll
// cue, Finish): SWARM_URL=<url> node shots-long-piles.mjs <tag> writes
// $SHOTS (default /tmp/swarm-shots)/<tag>-<case>-<size>.png.
import { mkdirSync } from 'node:fs';
import { open, closeBrowser } from './lib.mjs';
import { LONG_PILE, SPIDER_13S, SPIDER_25 } from './fixtures.mjs';
const tag = process.argv[2] || 'x';
const dir = process.env.SHOTS || '/tmp/swarm-shots';
mkdirSync(dir, { recursive: true });
const cases = { p13: SPIDER_13S, p25: SPIDER_25, long: LONG_PILE };
for (const [name, pos] of Object.entries(cases)) {
  for (const [width, height, phone] of [[740, 360, true], [360, 740, true], [1024, 768, false], [1440, 900, false]]) {
    const { page, context, errors } = await open(`?game=spider&position=${encodeURIComponent(pos)}`, { width, height, phone });
    await page.waitForTimeout(1200);
    const m = await page.evaluate(() => {
      const wrap = document.querySelector('#table-wrap');
      const wr = wrap.getBoundingClientRect();
      const cards = [...document.querySelectorAll('#table .card')].map((c) => c.getBoundingClientRect());
      const hidden = cards.filter((r) => r.bottom > wr.bottom + 0.5).length;
      const fb = document.querySelector('#btn-finish');
      return { w: cards[0].width, hidden, scrolls: wrap.classList.contains('scrolls'), finish: !fb.hidden, wrapH: wr.height,
        over: wrap.scrollHeight - wrap.clientHeight };
    });
    console.log(tag, name, `${width}x${height}`, JSON.stringify(m), errors.length ? errors : '');
    await page.screenshot({ path: `${dir}/${tag}-${name}-${width}x${height}.png` });
    await context.close();
  }
}
await closeBrowser();
