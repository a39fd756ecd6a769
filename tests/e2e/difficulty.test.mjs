// Deal difficulty in the page (issue 34): New game's difficulty picker, the
// deal of that difficulty New deals (from the catalogue of rated deals, or
// found by the worker), the difficulty
// chip of the deal on the table, the setting kept per game, the link a plain
// deal number; and the page's label is the CLI's (`swarm rate`, the same
// node-capped rating natively: target/release/swarm, else target/debug/swarm).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { open, closeBrowser, newGameSheet, reload } from './lib.mjs';

after(closeBrowser);

/// The native label of a deal, by the command line.
function cliRating(game, deal, opts = []) {
  const bins = ['release', 'debug'].map((p) => fileURLToPath(new URL(`../../target/${p}/swarm`, import.meta.url)));
  const bin = bins.find(existsSync);
  assert.ok(bin, `build the command line first (cargo build --release --bin swarm): none of ${bins.join(', ')}`);
  const args = ['rate', game, String(deal), ...opts.flatMap((o) => ['--opt', o]), '--json'];
  return JSON.parse(execFileSync(bin, args, { encoding: 'utf8' }));
}

/// The deal number in the status line.
async function dealNumber(page) {
  return Number((await page.locator('#status-text').textContent()).match(/Deal (\d+)/)[1]);
}

/// Waits for the difficulty chip and returns its label.
async function chip(page, timeout = 60000) {
  await page.locator('#status-rating:not([hidden])').waitFor({ timeout });
  return page.locator('#status-rating').getAttribute('data-difficulty');
}

test('a Hard deal chosen in New game is rated hard by the command line; the link stays a plain deal number', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=5');
  const sheet = await newGameSheet(page);
  const hard = sheet.locator('.segmented [data-arg="hard"]');
  await hard.click();
  await sheet.locator('.segmented [data-arg="hard"][aria-checked="true"]').waitFor();
  assert.equal(await sheet.locator('.segmented [aria-checked="true"]').count(), 1, 'one difficulty at a time');
  const sw = sheet.locator('#winnable-only');
  assert.equal(await sw.isChecked(), true, 'a difficulty implies a winnable deal');
  assert.equal(await sw.isDisabled(), true);
  assert.match(await sheet.textContent(), /New then deals a deal rated hard that the solver has proven winnable/);
  await sheet.locator('#btn-deal-random').click();
  await page.waitForFunction(() => !/Deal 5\b/.test(document.querySelector('#status-text').textContent), null, { timeout: 120000 });
  const n = await dealNumber(page);
  assert.equal(await chip(page), 'hard', 'the chip names the difficulty dealt');
  assert.match(await page.locator('#feedback').textContent(), new RegExp(`^Deal ${n}: hard \\(\\d+ of 100\\), winnable \\(proven\\)\\.`));
  assert.match(page.url(), new RegExp(`\\?game=beeswax&deal=${n}$`), 'the link is the deal number only');
  const cli = cliRating('beeswax', n);
  assert.equal(cli.difficulty, 'hard', `swarm rate beeswax ${n}: ${JSON.stringify(cli)}`);
  assert.match(await page.locator('#status-rating').getAttribute('title'), new RegExp(`Rated hard by the solver: ${cli.rating} of 100`),
    'the same number as the command line');
  // The setting is the player's, per game, kept over a reload.
  assert.equal(await page.evaluate(() => localStorage.getItem('swarm.difficulty.beeswax')), 'hard');
  await reload(page);
  const again = await newGameSheet(page);
  await again.locator('.segmented [data-arg="hard"][aria-checked="true"]').waitFor();
  await again.locator('.game-card[data-arg="spider"]').click();
  await again.locator('.segmented [data-arg="any"][aria-checked="true"]').waitFor();
  // Any: New deals at once, and winnable deals only is the player's again.
  await again.locator('.game-card[data-arg="beeswax"]').click();
  await again.locator('.segmented [data-arg="any"]').click();
  await again.locator('.segmented [data-arg="any"][aria-checked="true"]').waitFor();
  assert.equal(await again.locator('#winnable-only').isDisabled(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Hard Spider two-suit deal and an Easy Beetle deal come from the catalogue within a second, rated as the command line rates them', async () => {
  for (const [game, rules, label, opts] of [['spider', '&suits=2', 'hard', ['suits=2']], ['beetle', '', 'easy', []]]) {
    const { page, errors, context } = await open(`?game=${game}&deal=5${rules}`);
    const sheet = await newGameSheet(page);
    await sheet.locator(`.segmented [data-arg="${label}"]`).click();
    await sheet.locator(`.segmented [data-arg="${label}"][aria-checked="true"]`).waitFor();
    const t0 = Date.now();
    await sheet.locator('#btn-deal-random').click();
    await page.waitForFunction(() => !/Deal 5\b/.test(document.querySelector('#status-text').textContent), null, { timeout: 10000 });
    const ms = Date.now() - t0;
    const n = await dealNumber(page);
    console.log(`${game}${rules} ${label}: deal ${n} on the table ${ms} ms after the click`);
    assert.ok(ms < 1000, `${game}${rules}: ${ms} ms`);
    assert.equal(await chip(page, 1000), label);
    const cli = cliRating(game, n, opts);
    assert.equal(cli.difficulty, label, `swarm rate ${game} ${n}: ${JSON.stringify(cli)}`);
    assert.match(await page.locator('#feedback').textContent(), new RegExp(`^Deal ${n}: ${label} \\(${cli.rating} of 100\\), `));
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the deal on the table gets its difficulty (from the catalogue or the worker), the same as the command line, for every game', async () => {
  for (const [game, deal, opts] of [['beeswax', 2, []], ['beehive', 3, []], ['spider', 1, ['suits=1']]]) {
    const q = `?game=${game}&deal=${deal}${opts.map((o) => `&${o}`).join('')}`;
    const { page, errors, context } = await open(q);
    const label = await chip(page, 120000);
    const cli = cliRating(game, deal, opts);
    assert.equal(label, cli.difficulty, `${q}: page ${label}, swarm rate ${cli.difficulty}`);
    assert.equal(await page.locator('#status-rating').getAttribute('title'), `Rated ${cli.difficulty} by the solver: ${cli.rating} of 100`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the difficulty picker fits a phone held either way, one row of five', async () => {
  for (const [width, height] of [[360, 740], [740, 360]]) {
    const { page, errors, context } = await open('?game=spider&deal=3', { width, height, phone: true });
    const sheet = await newGameSheet(page);
    const buttons = sheet.locator('.segmented button');
    assert.equal(await buttons.count(), 5);
    await sheet.locator('.segmented').scrollIntoViewIfNeeded();
    const boxes = await buttons.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON()));
    const tops = new Set(boxes.map((b) => Math.round(b.top)));
    assert.equal(tops.size, 1, `${width}x${height}: one row`);
    for (const b of boxes) {
      assert.ok(b.left >= 0 && b.right <= width, `${width}x${height}: inside the screen (${b.left}-${b.right})`);
      assert.ok(b.height >= 44, `${width}x${height}: a finger's height (${b.height})`);
    }
    assert.deepEqual(await buttons.allTextContents(), ['Any', 'Easy', 'Medium', 'Hard', 'Expert']);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
