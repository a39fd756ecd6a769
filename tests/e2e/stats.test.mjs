// Statistics: a won game counts once (not again after undo/redo or a reload),
// an abandoned game with moves counts as played, a corrupt store is reported.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, piles, beeswaxMove } from './lib.mjs';

after(closeBrowser);

const NEARLY_WON = ['game: beeswax',
  ...'A 2 3 4 5 6 7 8 9 10 J Q'.split(' ').map((r, i) => `${'123456789ABC'[i]}: ${r}c ${r}d ${r}h ${r}s`),
  'D: Kc Kd', 'E: Kh Ks', 'F:', ''].join('\n');

/// The statistics panel as { label: value }.
async function stats(page) {
  return page.evaluate(() => {
    const out = {};
    const dts = document.querySelectorAll('#stats dt');
    for (const dt of dts) out[dt.textContent] = dt.nextElementSibling.textContent;
    return out;
  });
}

test('a win counts once; an abandoned game with moves counts as played', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`);
  assert.equal((await stats(page)).Played, '0');
  await page.locator('#move-input').fill('ED');
  await page.locator('#move-input').press('Enter');
  let s = await stats(page);
  assert.equal(s.Played, '1');
  assert.match(s.Won, /^1 \(100%\)/);
  assert.equal(s['Fewest moves'], '1');
  await page.locator('#btn-undo').click();
  await page.locator('#btn-redo').click();
  await page.reload();
  await page.waitForSelector('#table .pile');
  assert.equal((await stats(page)).Played, '1', 'undo/redo and reload do not count it again');
  await page.locator('#btn-new').click();
  assert.equal((await stats(page)).Played, '1', 'a won game is not counted again when left');
  const mv = beeswaxMove(await piles(page)) || beeswaxMove(await piles(page), { intoEmpty: true });
  await page.locator('#move-input').fill(mv.text);
  await page.locator('#move-input').press('Enter');
  await page.locator('#btn-new').click();
  s = await stats(page);
  assert.equal(s.Played, '2');
  assert.match(s.Won, /^1 \(50%\)/);
  assert.match(s.Streak, /^0 \(best 1\)/);
  await page.locator('#stats-box summary').click();
  await page.locator('#btn-reset-stats').click();
  await page.locator('#confirm-yes').click();
  assert.equal((await stats(page)).Played, '0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('damaged statistics are reported and start again', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=3', { storage: { 'swarm.stats': '{"version": 7}' } });
  assert.match(await page.locator('#messages').textContent(), /statistics could not be read/);
  assert.equal((await stats(page)).Played, '0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game that arrives won (a link with a solution) is not counted as the player\'s win', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}&moves=ED`);
  await page.locator('#banner.won').waitFor();
  await page.locator('#btn-new').click();
  assert.equal((await stats(page)).Played, '0');
  assert.deepEqual(errors, []);
  await context.close();
});
