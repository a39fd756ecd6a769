// Deal links, the address kept in step, autosave and resume, pasted records,
// and the messages a malformed link or corrupt storage gets.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, piles, record, BASE, ready, reload, menu, openPanel, newGameSheet } from './lib.mjs';
import { playSome } from './player-lib.mjs';

after(closeBrowser);

test('a deal link shows the same cards in the same places in another page', async () => {
  const a = await open('?game=beeswax&deal=123');
  const b = await open('?game=Pile%20Up&deal=123');
  const ta = await piles(a.page);
  assert.deepEqual(await piles(b.page), ta);
  assert.equal(Object.values(ta).flat().length, 52);
  await newGameSheet(a.page);
  assert.equal(await a.page.locator('#deal-input').inputValue(), '123', 'New game offers this deal again');
  const c = await open('?game=beeswax&deal=124');
  assert.notDeepEqual(await piles(c.page), ta, 'another number, another deal');
  for (const x of [a, b, c]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test('the link with moves replays the game in a new page', async () => {
  const a = await open('?game=beeswax&deal=77');
  const played = await playSome(a.page, 3);
  assert.equal((await record(a.page)).split(/\s+/).length, 3);
  await menu(a.page, '#btn-share');
  await openPanel(a.page);
  const link = await a.page.locator('#link-output').inputValue();
  assert.match(link, /game=beeswax&deal=77&moves=/);
  assert.ok(a.page.url().includes('moves='), 'the address follows the game');
  const b = await open(link.slice(link.indexOf('?')));
  assert.deepEqual(await piles(b.page), await piles(a.page));
  assert.equal(await record(b.page), played.join(' '));
  for (const x of [a, b]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test('without a clipboard (a page not served securely), Share still shows the link and the page plays on', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=77');
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
  await reload(page);
  assert.equal(await page.evaluate(() => typeof navigator.clipboard), 'undefined');
  await menu(page, '#btn-share');
  // The link shows in the moves panel, selected, to copy by hand.
  await page.locator('#panel').waitFor();
  assert.match(await page.locator('#link-output').inputValue(), /game=beeswax&deal=77/);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'link-output');
  assert.match(await page.locator('#feedback').textContent(), /link is in the moves panel/);
  const played = await playSome(page, 1);
  assert.equal(await record(page), played[0], 'the page still answers');
  assert.deepEqual(errors, []);
  await context.close();
});

test('reloading resumes the game, and the bare page resumes the autosave', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=2024');
  await playSome(page, 2);
  const table = await piles(page);
  const rec = await record(page);
  await page.waitForTimeout(2200);
  await reload(page);
  assert.deepEqual(await piles(page), table);
  assert.equal(await record(page), rec);
  assert.notEqual(await page.locator('#status-time').textContent(), '0:00', 'the clock goes on');
  await page.goto(BASE);
  await ready(page);
  assert.deepEqual(await piles(page), table, 'autosave resumed without a link');
  assert.equal(await record(page), rec);
  assert.match(await page.locator('#status-text').textContent(), /Deal 2024\b/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a malformed link names every problem and still gives a playable game', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=abc&colour=red');
  const msg = page.locator('#messages');
  await msg.waitFor();
  const text = await msg.textContent();
  assert.match(text, /not a number/);
  assert.match(text, /no option/);
  const t = await piles(page);
  assert.equal(Object.values(t).flat().length, 52);
  await playSome(page, 1);
  assert.equal((await record(page)).split(/\s+/).length, 1);
  await page.locator('#messages-dismiss').click();
  assert.equal(await msg.isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unknown game or a bad move in a link is reported, the rest kept', async () => {
  const a = await open('?game=nope&deal=1');
  assert.match(await a.page.locator('#messages').textContent(), /unknown game/);
  assert.equal(Object.values(await piles(a.page)).flat().length, 52);
  const b = await open('?game=beeswax&deal=5&moves=1E,12,CE');
  const m = await b.page.locator('#messages').textContent();
  assert.match(m, /move 2 \(12\)/);
  assert.equal(await record(b.page), '1E', 'the good move before it is kept');
  const c = await open('?game=beeswax&deal=5&moves=%zz');
  assert.match(await c.page.locator('#messages').textContent(), /not correctly encoded/);
  assert.equal(Object.values(await piles(c.page)).flat().length, 52);
  for (const x of [a, b, c]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test('a corrupt saved game is reported and a fresh game starts', async () => {
  const { page, errors, context } = await open('', { storage: { 'swarm.last': 'beeswax', 'swarm.game.beeswax': '{"game": "beeswax", "deal": ' } });
  assert.match(await page.locator('#messages').textContent(), /saved Beeswax game could not be read/);
  assert.equal(Object.values(await piles(page)).flat().length, 52);
  await playSome(page, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('markup in a link or in storage is shown as text, never run', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=1&%3Cimg%20src%3Dx%3E=1');
  const m = page.locator('#messages');
  assert.match(await m.textContent(), /<img src=x>/);
  assert.equal(await m.locator('img').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a pasted record replays from the start; a bad move is named', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  await openPanel(page);
  await page.locator('#paste-box summary').click();
  await page.locator('#paste-input').fill('1E  2F\nAF');
  await page.locator('#btn-replay').click();
  assert.match(await page.locator('#feedback').textContent(), /move 3 \(AF\)/);
  assert.equal(await record(page), '1E 2F');
  await page.locator('#paste-input').fill('1E');
  await page.locator('#btn-replay').click();
  assert.equal(await record(page), '1E');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a deal number is entered; a bad one gets a message', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  await newGameSheet(page);
  await page.locator('#deal-input').fill('123');
  await page.locator('#deal-input').press('Enter');
  await page.locator('#new-game').waitFor({ state: 'hidden' });
  const other = await open('?game=beeswax&deal=123');
  assert.deepEqual(await piles(page), await piles(other.page));
  assert.ok(page.url().includes('deal=123'));
  await newGameSheet(page);
  await page.locator('#deal-input').fill('12x');
  await page.locator('#btn-deal').click();
  assert.match(await page.locator('#feedback').textContent(), /not a number/);
  assert.ok(page.url().includes('deal=123'), 'nothing dealt');
  await page.keyboard.press('Escape');
  await page.locator('#btn-new').click();
  assert.ok(!page.url().includes('deal=123&') && !page.url().endsWith('deal=123'), 'New picks another deal');
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
  await context.close();
  await other.context.close();
});
