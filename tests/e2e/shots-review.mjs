// Screenshots of the Review sheet (not a test): node shots-review.mjs OUTDIR
import { open, closeBrowser } from './lib.mjs';
const out = process.argv[2] || '/tmp/shots';
const beeswax = '?game=beeswax&deal=7&moves=7F_1E_BF_41_67_6E_96_29_B2';
const spider = process.env.SPIDER;
const sizes = [[360, 740, true], [740, 360, false], [1024, 768, false], [1440, 900, false]];
for (const [width, height, phone] of sizes) {
  for (const [name, q] of [['beeswax', beeswax], ...(spider ? [['spider', spider]] : [])]) {
    if (name === 'spider' && width !== 1024 && width !== 360) continue;
    const { page, errors, context } = await open(q, { width, height, phone });
    await page.locator('#btn-menu').click();
    await page.locator('#menu #btn-review').click();
    await page.locator('#confirm[open]').waitFor();
    await page.locator('#confirm-yes').click();
    await page.locator('#review-panel[open]').waitFor();
    if (name === 'spider') {
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${out}/review-${name}-running-${width}x${height}.png` });
    }
    await page.locator('#review-summary').waitFor({ timeout: 240000 });
    await page.screenshot({ path: `${out}/review-${name}-${width}x${height}.png` });
    if (errors.length) console.log(name, width, errors);
    await context.close();
  }
}
await closeBrowser();
