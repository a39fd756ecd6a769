// Statistics: a won game counts once (not again after undo/redo or a reload),
// an abandoned game with moves counts as played, a corrupt store is reported.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, piles, beeswaxMove, playMove, reload } from './lib.mjs';
import { statsRow, closeSheet, pressNew } from './player-lib.mjs';

after(closeBrowser);

const NEARLY_WON = ['game: beeswax',
  ...'A 2 3 4 5 6 7 8 9 10 J Q'.split(' ').map((r, i) => `${'123456789ABC'[i]}: ${r}c ${r}d ${r}h ${r}s`),
  'D: Kc Kd', 'E: Kh Ks', 'F:', ''].join('\n');

/// The Beeswax statistics as { column: value }, read from the Statistics
/// sheet, which is closed again (it is modal).
async function stats(page) {
  const row = await statsRow(page, 'beeswax');
  await closeSheet(page);
  return row;
}

test('a win counts once; an abandoned game with moves counts as played', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`);
  assert.equal((await stats(page)).Played, '0');
  await playMove(page, 'ED');
  let s = await stats(page);
  assert.equal(s.Played, '1');
  assert.deepEqual([s.Won, s['Win %']], ['1', '100%']);
  assert.equal(s['Fewest moves'], '1');
  await page.locator('#btn-undo').click();
  await page.locator('#btn-redo').click();
  await reload(page);
  assert.equal((await stats(page)).Played, '1', 'undo/redo and reload do not count it again');
  assert.equal(await pressNew(page), false, 'a won game is left without a question');
  assert.equal((await stats(page)).Played, '1', 'a won game is not counted again when left');
  const mv = beeswaxMove(await piles(page)) || beeswaxMove(await piles(page), { intoEmpty: true });
  await playMove(page, mv.text);
  assert.equal(await pressNew(page), true, 'a game with a move asks first');
  s = await stats(page);
  assert.equal(s.Played, '2');
  assert.deepEqual([s.Won, s['Win %']], ['1', '50%']);
  assert.deepEqual([s.Streak, s['Best streak']], ['0', '1']);
  await statsRow(page, 'beeswax');
  await page.locator('#stats-reset').click();
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => document.querySelector('#stats-panel tr[data-key="beeswax"] td').textContent === '0');
  await closeSheet(page);
  assert.equal((await stats(page)).Played, '0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('damaged statistics are reported and start again', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=3', { storage: { 'swarm.stats': '{"version": 7}' } });
  assert.match(await page.locator('#messages').textContent(), /Statistics: .*newer Swarm \(version 7\)/);
  assert.equal((await stats(page)).Played, '0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game that arrives won (a link with a solution) is not counted as the player\'s win', async () => {
  const { page, errors, context } = await open(`?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}&moves=ED`);
  await page.locator('#banner.won').waitFor();
  assert.equal(await pressNew(page), false);
  assert.equal((await stats(page)).Played, '0');
  assert.deepEqual(errors, []);
  await context.close();
});
