// The table's feel (issue 33): a new deal dealt out of the hand and
// skipped by any input, the win's celebration ended by any input, messages
// and Finish that never cover a card at the four sizes, a menu that fits a
// phone on its side, and no pressed look left on a tapped button.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, playMove } from './lib.mjs';
import { nearlyWonLink } from './player-lib.mjs';
import { SPIDER_COMPLETE_SUIT as ENDGAME } from './fixtures.mjs';

after(closeBrowser);

const SIZES = [[360, 740], [740, 360], [1024, 768], [1440, 900]];


/// The cards whose visible part (inside the scrolling table) overlaps the
/// box of `selector`, as "slot index" strings.
function coveredBy(page, selector) {
  return page.evaluate((sel) => {
    const over = document.querySelector(sel);
    if (!over || over.hidden || getComputedStyle(over).display === 'none') return null;
    const o = over.getBoundingClientRect();
    const wrap = document.querySelector('#table-wrap').getBoundingClientRect();
    const out = [];
    for (const c of document.querySelectorAll('#table .card')) {
      const r = c.getBoundingClientRect();
      const top = Math.max(r.top, wrap.top);
      const bottom = Math.min(r.bottom, wrap.bottom);
      if (bottom <= top) continue; // scrolled out of sight
      const w = Math.min(r.right, o.right) - Math.max(r.left, o.left);
      const h = Math.min(bottom, o.bottom) - Math.max(top, o.top);
      if (w > 0.5 && h > 0.5) out.push(`${c.dataset.slot} ${c.dataset.index}`);
    }
    return out;
  }, selector);
}

/// Cards of the table still moving.
const moving = (page) => page.evaluate(() => document.getAnimations()
  .filter((a) => a.playState === 'running' && a.effect?.target?.closest?.('#table')).length);

test('a new deal is dealt out of the hand, under 0.8 s, and any key or press puts every card in place at once', async () => {
  const { page, errors, context } = await open('?game=spider&deal=4');
  // The page's clock for animations at a tenth of real time (DevTools'
  // slow motion): a machine under load may take longer than a card's
  // 200 ms flight to answer the next question, and a finished flight is no
  // longer listed. The flights' own timing, read below, is unchanged.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
  await page.locator('#btn-new').click();
  const dealing = await page.evaluate(() => {
    const flights = [...document.querySelectorAll('#table .card.dealing')].flatMap((c) => c.getAnimations());
    const ends = flights.map((a) => a.effect.getTiming().delay + a.effect.getTiming().duration);
    return { n: flights.length, last: Math.max(...ends) };
  });
  assert.ok(dealing.n >= 54, `${dealing.n} cards dealt out`);
  assert.ok(dealing.last <= 800, `the last card lands ${dealing.last} ms after New`);
  assert.ok(await moving(page) > 0, 'the cards fly');
  await page.keyboard.press('Shift');
  assert.equal(await moving(page), 0, 'a key puts them in place');
  // A press skips it too, and still does what it does (here: selects a card).
  await page.locator('#btn-new').click();
  const yes = page.locator('#confirm-yes');
  if (await yes.isVisible()) await yes.click();
  assert.ok(await moving(page) > 0);
  await page.mouse.click(5, 300);
  assert.equal(await moving(page), 0, 'a press puts them in place');
  assert.deepEqual(errors, []);
  await context.close();

  const still = await open('?game=spider&deal=4', { reducedMotion: 'reduce' });
  await still.page.locator('#btn-new').click();
  assert.equal(await moving(still.page), 0, 'no deal-out under reduced motion');
  assert.deepEqual(still.errors, []);
  await still.context.close();
});

test('the celebration rains the cards over the window, takes no click, and ends on any input', async () => {
  const { page, errors, context } = await open(nearlyWonLink());
  await playMove(page, 'ED');
  await page.locator('#celebration').waitFor({ state: 'attached' });
  await page.waitForTimeout(900);
  const spread = await page.evaluate(() => {
    const xs = [...document.querySelectorAll('#celebration .confetti')].map((c) => c.getBoundingClientRect().left);
    return { n: xs.length, width: Math.max(...xs) - Math.min(...xs), pointer: getComputedStyle(document.querySelector('#celebration')).pointerEvents };
  });
  assert.ok(spread.n >= 40, `${spread.n} cards`);
  assert.ok(spread.width > 1440 * 0.4, `spread over ${spread.width} px of 1440`);
  assert.equal(spread.pointer, 'none');
  await page.keyboard.press('Shift');
  assert.equal(await page.locator('#celebration').count(), 0, 'a key ends it');
  assert.deepEqual(errors, []);
  await context.close();
});

test('messages about a link and Finish never cover a card, at the four sizes', async () => {
  for (const [width, height] of SIZES) {
    const q = `?game=spider&position=${encodeURIComponent(ENDGAME)}&bogus=1`;
    const { page, errors, context } = await open(q, { width, height, phone: width < 600 });
    await page.locator('#messages:not([hidden])').waitFor();
    assert.match(await page.locator('#messages').textContent(), /bogus/);
    assert.deepEqual(await coveredBy(page, '#messages'), [], `${width}x${height}: the link's message`);
    assert.deepEqual(await coveredBy(page, '#feedback'), [], `${width}x${height}: the feedback line`);
    assert.equal(await page.locator('#btn-finish').isVisible(), true, 'Finish is offered');
    assert.deepEqual(await coveredBy(page, '#btn-finish'), [], `${width}x${height}: Finish`);
    // Dismissed, the band goes and the cards take the room back.
    await page.locator('#messages-dismiss').click();
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#main')).getPropertyValue('--msg-h').trim()), '0px');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('on a phone on its side the whole menu fits, and Statistics and the status line are whole', async () => {
  const { page, errors, context } = await open(`?game=spider&deal=3`, { width: 740, height: 360, touch: true });
  await page.locator('#btn-menu').click();
  const menu = await page.evaluate(() => {
    const m = document.querySelector('#menu');
    const last = [...m.querySelectorAll('button')].filter((b) => !b.hidden).at(-1).getBoundingClientRect();
    return { scroll: m.scrollHeight - m.clientHeight, lastBottom: last.bottom, inner: innerHeight };
  });
  assert.ok(menu.scroll <= 1, `the menu scrolls ${menu.scroll} px`);
  assert.ok(menu.lastBottom <= menu.inner, 'its last entry is on screen');
  await page.locator('#menu [data-action="stats"]').click();
  const stats = await page.evaluate(() => {
    const wrap = document.querySelector('#stats-panel .stats-wrap');
    const sheet = document.querySelector('#stats-panel').getBoundingClientRect();
    return { over: wrap ? wrap.scrollWidth - wrap.clientWidth : 0, right: sheet.right, inner: innerWidth };
  });
  assert.ok(stats.over <= 1, `the statistics table is ${stats.over} px too wide`);
  assert.ok(stats.right <= stats.inner, 'the sheet is on screen');
  await page.keyboard.press('Escape');
  const status = await page.evaluate(() => {
    const t = document.querySelector('#status-text');
    return t.scrollWidth - t.clientWidth;
  });
  assert.ok(status <= 1, `the status line is cut by ${status} px`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("on an upright phone the New game sheet's Deal button is whole on screen", async () => {
  const { page, errors, context } = await open('?game=spider&deal=3', { width: 360, height: 740, phone: true });
  await page.locator('#btn-game').click();
  await page.locator('#new-game[open]').waitFor();
  const b = await page.locator('#btn-deal-random').boundingBox();
  assert.ok(b.y >= 0 && b.y + b.height <= 740, `the button spans ${b.y}..${b.y + b.height}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on touch a tapped Hint does not keep a hover look', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5', { width: 360, height: 740, phone: true });
  const look = () => page.locator('#btn-hint').evaluate((b) => getComputedStyle(b).backgroundColor);
  const before = await look();
  await page.locator('#btn-hint').tap();
  await page.waitForTimeout(300);
  assert.equal(await look(), before);
  assert.deepEqual(errors, []);
  await context.close();
});
