// Helpers for the player tests (statistics, files, replay, offline…).
import assert from 'node:assert/strict';
import { piles, beeswaxMove, playMove, menu } from './lib.mjs';
import { NEARLY_WON } from './fixtures.mjs';

export { NEARLY_WON };

export const nearlyWonLink = () => `?game=beeswax&position=${encodeURIComponent(NEARLY_WON)}`;

/// Plays `count` Beeswax moves typed into the move field, each chosen from the page.
export async function playSome(page, count) {
  const played = [];
  for (let i = 0; i < count; i++) {
    const t = await piles(page);
    const mv = beeswaxMove(t) || beeswaxMove(t, { intoEmpty: true });
    assert.ok(mv, 'a legal move exists');
    await playMove(page, mv.text);
    played.push(mv.text);
  }
  return played;
}

/// The statistics row of `key` ('beeswax') as { Played: '1', … }, read from
/// the Statistics sheet (opened from the menu if need be).
export async function statsRow(page, key) {
  if (!(await page.locator('#stats-panel[open]').count())) await menu(page, '#btn-stats');
  await page.locator('#stats-panel[open] tbody').waitFor();
  return page.evaluate((k) => {
    const heads = [...document.querySelectorAll('#stats-panel thead th')].map((t) => t.textContent);
    const row = document.querySelector(`#stats-panel tbody tr[data-key="${k}"]`);
    if (!row) return null;
    const cells = [...row.children].map((c) => c.textContent);
    return Object.fromEntries(heads.map((h, i) => [h, cells[i]]));
  }, key);
}

/// The live region's text.
export const live = (page) => page.locator('#live').textContent();

/// Drops a file named `name` holding `text` on the page, as a dragged file would.
export async function dropFile(page, name, text) {
  await page.evaluate(([n, t]) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], n, { type: 'application/json' }));
    const target = document.querySelector('#table');
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, [name, text]);
}

/// Closes the open sheet with its Close button.
export async function closeSheet(page) {
  await page.locator('dialog.sheet[open] .sheet-close').click();
  await page.locator('dialog.sheet[open]').waitFor({ state: 'detached' });
}

/// New from the bar; a game in progress asks first, and `leave` answers
/// "Leave it" (true) or keeps playing (false). Returns whether it asked.
export async function pressNew(page, { leave = true } = {}) {
  const before = await page.evaluate(() => location.search);
  await page.locator('#btn-new').click();
  const asked = await page.locator('#confirm[open]').count() > 0;
  if (asked) await page.locator(leave ? '#confirm-yes' : '#confirm-no').click();
  if (!asked || leave) await page.waitForFunction((q) => location.search !== q, before);
  return asked;
}
