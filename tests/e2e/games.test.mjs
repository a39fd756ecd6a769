// Every game plays in the page: the New game sheet (the games with their
// other names, each game's rules), Beehive's stock, waste and storehouse,
// the help, and the page at phone and desktop sizes (labels, targets,
// pickers, long piles).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { LONG_PILE } from './fixtures.mjs';
import { open, closeBrowser, piles, card, pile, record, drag, rank, status, newGameSheet, switchGame, menu, playMove,
  openPanel, hint, labelProblems } from './lib.mjs';

after(closeBrowser);

const FULL = {
  beeswax: ['Beeswax', 'Pile Up, Pile On, Pileon, Pile Sort, Fifteen Puzzle'], beehive: ['Beehive', 'Honeybee'],
  beetle: ['Beetle', 'Open Spider'], spider: ['Spider', "Woods' Spider"],
};

test('New game lists every game with its other names, whole on a phone and a desktop; picking one shows its rules and deals nothing', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=1');
  for (const [width, phone] of [[1440, false], [360, true]]) {
    await page.setViewportSize({ width, height: 900 });
    await newGameSheet(page);
    const cards = () => page.locator('#new-game .game-card').evaluateAll((cs) => cs.map((c) => ({
      game: c.dataset.arg, checked: c.getAttribute('aria-checked'),
      name: c.querySelector('.game-name').textContent, aliases: c.querySelector('.game-aliases')?.textContent,
      cut: [...c.querySelectorAll('.game-name, .game-aliases')].some((e) => e.scrollWidth > e.clientWidth + 0.5
        || e.getBoundingClientRect().right > innerWidth),
    })));
    const before = await status(page);
    for (const game of ['spider', 'beehive', 'beetle', 'beeswax']) {
      await page.locator(`#new-game .game-card[data-arg="${game}"]`).click();
      const list = await cards();
      assert.deepEqual(list.map((c) => c.game), ['beeswax', 'beehive', 'beetle', 'spider']);
      for (const c of list) {
        assert.deepEqual([c.name, c.aliases], FULL[c.game], `${c.game} named at ${width} px`);
        assert.equal(c.cut, false, `${c.game}'s names whole at ${width} px`);
        assert.equal(c.checked, String(c.game === game), `${game} picked: ${c.game}'s aria-checked`);
      }
      // The picked game's rules (Beeswax has none, only its layout).
      const keys = await page.locator('#option-pickers select[data-key]').evaluateAll((ss) => ss.map((x) => x.dataset.key));
      const want = { beeswax: [], beehive: ['storehouse', 'draw', 'fill'], beetle: ['cards', 'empty_deal'],
        spider: ['suits', 'extra', 'removal', 'empty_deal'] }[game];
      // (Beetle's layout key is being renamed from deal to cards: either is its rule here.)
      const same = (k) => (k === 'deal' ? 'cards' : k);
      assert.deepEqual(keys.map(same), want, `${game}'s rules`);
      assert.equal(await page.locator('#layout-select').count(), game === 'beeswax' ? 1 : 0, `${game}: a layout picker`);
      assert.equal(await status(page), before, 'picking a game deals nothing');
    }
    await page.keyboard.press('Escape');
  }
  // A rule picker names its values in full: Spider's suit removal by the player is Woods' rule.
  await newGameSheet(page);
  await page.locator('#new-game .game-card[data-arg="spider"]').click();
  const removal = page.locator('#option-pickers select[data-key="removal"]');
  assert.deepEqual(await removal.evaluate((s) => [s.options[s.selectedIndex].textContent, [...s.options].map((o) => o.textContent)]),
    ['by the player (Woods)', ['by the player (Woods)', 'automatically']]);
  await removal.selectOption('auto');
  assert.match(await status(page), /^Beeswax/, 'choosing a rule deals nothing');
  await page.locator('#btn-deal-random').click();
  await page.waitForFunction(() => document.querySelector('#status-text').textContent.startsWith('Spider'));
  assert.match(page.url(), /game=spider&deal=\d+&removal=auto/, 'the deal has the rule chosen');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Beehive: the stock deals to the waste, and a waste card is dragged onto a column of its rank', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=1');
  await switchGame(page, 'beehive');
  await page.waitForSelector('#table .pile[data-slot="storehouse"]');
  assert.match(page.url(), /game=beehive/);
  for (const s of ['storehouse', 'stock', 'waste', 'discard', 'col-1', 'col-6']) {
    assert.equal(await pile(page, s).count(), 1, `pile ${s}`);
  }
  let target = null;
  let deals = 0;
  while (!target && deals < 26) {
    await pile(page, 'stock').click();
    deals += 1;
    await page.waitForTimeout(420); // two clicks are not a double click
    const t = await piles(page);
    const top = t.waste.at(-1);
    for (let c = 1; c <= 6 && top; c++) {
      const col = t[`col-${c}`];
      if (col.length && rank(col.at(-1)) === rank(top)) { target = { col: c, card: top, len: col.length }; break; }
    }
  }
  assert.ok(target, 'some waste card matches a column within two passes through the stock');
  assert.equal((await record(page)).split(/\s+/).length, deals);
  const w = (await piles(page)).waste.length;
  const idx = Number(await page.locator('#table .pile[data-slot="waste"] .card').last().getAttribute('data-index'));
  await drag(page, card(page, 'waste', idx), pile(page, `col-${target.col}`));
  const t = await piles(page);
  assert.equal(t[`col-${target.col}`].at(-1), target.card);
  assert.equal(t[`col-${target.col}`].length, target.len + 1);
  assert.ok(t.waste.length < w || !t.waste.includes(target.card));
  assert.match(await record(page), new RegExp(`W${target.col}$`));
  assert.deepEqual(errors, []);
  await context.close();
});

test('Beehive: a rule chosen in New game deals the same number with the new rule, and the link keeps it', async () => {
  const { page, errors, context } = await open('?game=beehive&deal=42');
  await newGameSheet(page);
  await page.locator('#option-pickers select[data-key="draw"]').selectOption('1');
  assert.equal(await page.locator('#deal-input').inputValue(), '42', 'the deal on the table is offered');
  await page.locator('#btn-deal').click();
  await page.locator('#new-game').waitFor({ state: 'hidden' });
  assert.match(page.url(), /deal=42/);
  assert.match(page.url(), /draw=1/);
  await pile(page, 'stock').click();
  assert.equal((await piles(page)).waste.length, 1, 'one card at a time');
  const again = await open(page.url().slice(page.url().indexOf('?')));
  await newGameSheet(again.page);
  assert.equal(await again.page.locator('#option-pickers select[data-key="draw"]').inputValue(), '1');
  assert.deepEqual(await piles(again.page), await piles(page));
  assert.deepEqual(errors, []);
  assert.deepEqual(again.errors, []);
  await context.close();
  await again.context.close();
});

test('Beehive: D deals from the keyboard, and typed notation plays', async () => {
  const { page, errors, context } = await open('?game=beehive&deal=5');
  await page.locator('#table').focus();
  await page.keyboard.press('d');
  assert.equal(await record(page), 'D');
  await page.keyboard.type('D');
  assert.equal(await record(page), 'D D');
  await playMove(page, 'W9');
  assert.match(await page.locator('#feedback.error').textContent(), /\S/);
  assert.equal(await record(page), 'D D');
  assert.deepEqual(errors, []);
  await context.close();
});

test('under 700 px Redo is in the menu; an item chosen closes the menu', async () => {
  for (const [width, wide] of [[600, false], [1024, true]]) {
    const { page, errors, context } = await open('?game=beeswax&deal=5', { width, height: 800, touch: false });
    assert.equal(await page.locator('#btn-redo').isVisible(), wide, `at ${width} px the bar's Redo`);
    await page.locator('#table').focus();
    await page.keyboard.type('1E');
    await page.keyboard.press('Enter');
    const played = await piles(page);
    await page.locator('#btn-undo').click();
    assert.notDeepEqual(await piles(page), played);
    await menu(page, '#btn-redo-menu');
    assert.equal(await page.locator('#menu').evaluate((m) => m.matches(':popover-open')), false, 'the menu closed');
    assert.deepEqual(await piles(page), played, 'redone');
    assert.ok(await page.locator('#btn-redo-menu').isDisabled(), 'nothing more to redo');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('How to play shows the rules and notation of the game being played', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=1');
  await menu(page, '#btn-help');
  // The text is fetched once the first table is drawn (data/help/rules.txt).
  await page.locator('#help-panel h3', { hasText: 'Notation' }).waitFor();
  assert.match(await page.locator('#help-panel').textContent(), /quartets/);
  await page.keyboard.press('Escape');
  await switchGame(page, 'spider');
  await menu(page, '#btn-help');
  await page.locator('#help-panel h3', { hasText: 'Notation and tools' }).waitFor();
  assert.match(await page.locator('#help-panel').textContent(), /Woods/);
  assert.doesNotMatch(await page.locator('#help-panel').textContent(), /Fifteen Puzzle/);
  assert.deepEqual(errors, []);
  await context.close();
});

/// Rows of the visible controls in `root`: a row starts below the bottom of everything above it.
function rows(page, root) {
  return page.evaluate((r) => [...document.querySelectorAll(`${r} button, ${r} input, ${r} select, ${r} #status-text`)]
    .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.status'))
    .map((e) => e.getBoundingClientRect()).sort((a, b) => a.top - b.top)
    .reduce((acc, b) => (b.top >= acc.bottom - 0.5 ? { n: acc.n + 1, bottom: b.bottom }
      : { n: acc.n, bottom: Math.max(acc.bottom, b.bottom) }), { n: 0, bottom: -Infinity }).n, root);
}

/// Each rule picker in New game whose name is not shown whole above it (a
/// value alone, "not allowed", does not say which rule it sets).
function unnamedPickers(page) {
  return page.evaluate(() => [...document.querySelectorAll('#new-game .rules .field')].filter((f) => f.offsetParent).flatMap((f) => {
    const [name, sel] = [f.querySelector('span'), f.querySelector('select')];
    const [n, s] = [name.getBoundingClientRect(), sel.getBoundingClientRect()];
    const ok = name.offsetParent && n.width > 0 && n.bottom <= s.top + 0.5 && n.right <= innerWidth
      && name.scrollWidth <= name.clientWidth + 0.5;
    return ok ? [] : [sel.getAttribute('aria-label')];
  }));
}

test('on a phone every pile label is whole, no label or note runs into another, the bar is one row, and each rule picker is named', async () => {
  for (const width of [320, 360]) {
    for (const game of ['beeswax', 'beehive', 'beetle', 'spider']) {
      const { page, errors, context } = await open(`?game=${game}&deal=5`, { width, height: 740 });
      await page.waitForSelector('#table .pile-label');
      const r = await labelProblems(page);
      const where = `${game} at ${width} px`;
      assert.ok(r.labels >= 6, `${where}: labels drawn (${r.labels})`);
      assert.deepEqual(r.cut, [], `${where}: labels cut`);
      assert.deepEqual(r.outside, [], `${where}: labels off the screen`);
      assert.deepEqual(r.clash, [], `${where}: labels or notes overlapping`);
      assert.deepEqual(r.onCards, [], `${where}: labels or notes over another pile's cards`);
      assert.ok(r.scroll <= width, `${where}: no sideways scrolling (${r.scroll}px)`);
      assert.equal(await rows(page, '#toolbar'), 1, `${where}: the bar in one row`);
      const bar = await page.locator('#toolbar').boundingBox();
      assert.ok(bar.height <= 56, `${where}: a slim bar (${bar.height} px)`);
      await newGameSheet(page);
      if (game !== 'beeswax') assert.ok(await page.locator('#new-game .rules select[data-key]').count() >= 1, `${where}: rule pickers drawn`);
      assert.deepEqual(await unnamedPickers(page), [], `${where}: rule pickers without their name above them`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

/// A phone: a touch screen (the primary pointer is coarse) at `width` px.
const openPhone = (query, width) => open(query, { width, height: 740, phone: true });

/// Every visible control that is smaller than a 44 x 44 px target, whose
/// words do not fit it, or (a field or picker) whose type is under 16 px,
/// so iOS would zoom on focus. A checkbox's target is its whole label row.
/// With a modal sheet open, only what is in it counts (the rest is inert).
async function smallTargets(page) {
  return page.evaluate(() => {
    const bad = [];
    const sel = 'button, select, input:not([type="hidden"]), textarea, summary, a[href], [role="button"]';
    const modal = document.querySelector('dialog[open]:modal');
    for (const e of (modal || document).querySelectorAll(sel)) {
      if (!e.getClientRects().length || getComputedStyle(e).visibility === 'hidden') continue;
      if (e.classList.contains('visually-hidden-file')) continue;
      const name = e.id || `${e.tagName.toLowerCase()} "${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 24)}"`;
      const boxed = /^(checkbox|radio)$/.test(e.type) && e.closest('label') ? e.closest('label') : e;
      const r = boxed.getBoundingClientRect();
      if (r.width < 44 || r.height < 44) bad.push(`${name}: ${r.width.toFixed(1)} x ${r.height.toFixed(1)} px`);
      if (e.tagName === 'BUTTON' && e.scrollWidth > e.clientWidth + 1) bad.push(`${name}: words cut`);
      const size = parseFloat(getComputedStyle(e).fontSize);
      if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.tagName) && boxed === e && size < 16) bad.push(`${name}: ${size} px type`);
    }
    if (document.documentElement.scrollWidth > innerWidth) bad.push(`sideways scrolling (${document.documentElement.scrollWidth} px)`);
    return bad;
  });
}

test('on a touch screen every control is a 44 px target and every field has 16 px type', async () => {
  for (const width of [320, 360, 390]) {
    for (const game of ['beeswax', 'beehive', 'beetle', 'spider']) {
      const { page, errors, context } = await openPhone(`?game=${game}&deal=5`, width);
      assert.ok(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a coarse pointer');
      assert.deepEqual(await smallTargets(page), [], `${game}'s bar at ${width} px`);
      await page.locator('#btn-menu').click();
      assert.deepEqual(await smallTargets(page), [], `${game}'s menu at ${width} px`);
      await page.keyboard.press('Escape');
      await openPanel(page);
      await page.locator('#paste-box summary').click();
      assert.deepEqual(await smallTargets(page), [], `${game}'s moves panel at ${width} px`);
      await newGameSheet(page);
      assert.deepEqual(await smallTargets(page), [], `${game}'s New game at ${width} px`);
      assert.deepEqual(errors, []);
      await context.close();
    }
    // The other sheets, the replay bar and a message, in Spider (which has them all).
    const { page, errors, context } = await openPhone('?game=spider&deal=5&moves=1.4', width);
    for (const id of ['btn-load', 'btn-woods', 'btn-stats', 'btn-look', 'btn-help']) {
      await menu(page, `#${id}`);
      await page.locator('dialog.sheet[open]').waitFor();
      assert.deepEqual(await smallTargets(page), [], `${id}'s sheet at ${width} px`);
      await page.locator('dialog.sheet[open] .sheet-close').click();
      await page.locator('dialog.sheet[open]').waitFor({ state: 'detached' });
    }
    await menu(page, '#btn-replay-bar');
    await page.locator('#replay-bar').waitFor();
    assert.deepEqual(await smallTargets(page), [], `the replay bar at ${width} px`);
    await page.locator('#btn-undo').click(); // the move revealed a card: the question
    await page.locator('#confirm[open]').waitFor();
    assert.deepEqual(await smallTargets(page), [], `the confirm dialog at ${width} px`);
    await page.keyboard.press('Escape');
    assert.deepEqual(errors, []);
    await context.close();
    const bad = await openPhone('?game=spider&deal=5&moves=1.2', width);
    await bad.page.locator('#messages button').waitFor();
    assert.deepEqual(await smallTargets(bad.page), [], `a bad link's message at ${width} px`);
    await bad.context.close();
  }
});

test('with a mouse the controls stay compact, at a desktop width and in a narrow window', async () => {
  for (const width of [1280, 360]) {
    const { page, context } = await open('?game=spider&deal=5', { width, height: 800, touch: false });
    await newGameSheet(page);
    const r = await page.evaluate(() => ({
      coarse: matchMedia('(pointer: coarse)').matches,
      button: document.querySelector('#btn-new').getBoundingClientRect().height,
      type: parseFloat(getComputedStyle(document.querySelector('#deal-input')).fontSize),
    }));
    assert.equal(r.coarse, false);
    assert.ok(r.button < 36, `at ${width} px a button is ${r.button} px tall`);
    assert.ok(r.type < 16, `at ${width} px the deal field's type is ${r.type} px`);
    await context.close();
  }
});

test("in a narrow window the rule pickers' names on one row stand apart, with a mouse or a finger", async () => {
  for (const game of ['spider', 'beehive', 'beetle']) {
    for (const [width, phone] of [[360, false], [390, false], [320, true], [390, true], [1024, false]]) {
      const { page, errors, context } = await open(`?game=${game}&deal=5`, { width, height: 800, phone, touch: phone });
      await newGameSheet(page);
      // Two names closer than this read as one line ("Remove a complete suit Deal with an empty pile").
      const close = await page.evaluate(() => {
        const names = [...document.querySelectorAll('#new-game .rules .field > span')].filter((n) => n.offsetParent)
          .map((n) => ({ text: n.textContent, r: n.getBoundingClientRect() }));
        const out = [];
        for (const a of names) {
          for (const b of names) {
            const row = a.r.top < b.r.bottom && b.r.top < a.r.bottom;
            if (a !== b && row && a.r.left < b.r.left && b.r.left - a.r.right < 6) out.push(`${a.text} | ${b.text}`);
          }
        }
        return out;
      });
      assert.deepEqual(close, [], `${game} at ${width} px${phone ? ' on a phone' : ''}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

/// Each visible picker's chosen value as shown, and whether the closed picker
/// shows it whole: a picker holding only that choice, free to be as wide as
/// its words, must not be wider than the picker on the page.
async function pickerTexts(page) {
  return page.evaluate(() => [...document.querySelectorAll('dialog[open] select, #replay-bar select')]
    .filter((s) => s.offsetParent).map((s) => {
      const chosen = s.options[s.selectedIndex];
      const alone = s.cloneNode(false);
      alone.removeAttribute('id');
      alone.append(chosen.cloneNode(true));
      const cs = getComputedStyle(s);
      for (const p of ['font-family', 'font-size', 'font-weight', 'letter-spacing', 'padding-left', 'padding-right',
        'border-left-width', 'border-right-width', 'box-sizing', 'appearance']) alone.style.setProperty(p, cs.getPropertyValue(p));
      Object.assign(alone.style, { position: 'absolute', visibility: 'hidden', width: 'auto', minWidth: '0', maxWidth: 'none' });
      s.after(alone);
      const need = alone.getBoundingClientRect().width;
      alone.remove();
      const r = s.getBoundingClientRect();
      return { picker: s.getAttribute('aria-label'), text: chosen.textContent, whole: r.width + 0.5 >= need && r.right <= innerWidth,
        need: Math.ceil(need), have: Math.floor(r.width) };
    }));
}

test('on a phone every picker in New game shows its chosen value whole, in every game and for every value', async () => {
  const cut = new Set();
  for (const width of [320, 360, 390]) {
    const { page, errors, context } = await openPhone('?game=spider&deal=5', width);
    await newGameSheet(page);
    for (const game of ['beeswax', 'beehive', 'beetle', 'spider']) {
      await page.locator(`#new-game .game-card[data-arg="${game}"]`).click();
      const check = async () => {
        for (const p of await pickerTexts(page)) {
          if (!p.whole) cut.add(`${game} at ${width} px: ${p.picker} "${p.text}" (${p.need} px in ${p.have})`);
        }
      };
      await check();
      // Every value of every rule picker (and Beeswax's layouts), chosen in turn: nothing is dealt.
      const pickers = await page.locator('#new-game select').evaluateAll((ss) => ss.filter((s) => s.offsetParent)
        .map((s) => ({ key: s.dataset.key, id: s.id, values: [...s.options].map((o) => o.value) })));
      assert.ok(game === 'beeswax' || pickers.length >= 2, `${game}: its pickers`);
      for (const { key, id, values } of pickers) {
        const sel = key ? `#new-game select[data-key="${key}"]` : `#${id}`;
        for (const v of values) {
          await page.locator(sel).selectOption(v);
          await check();
        }
      }
    }
    assert.match(await page.locator('#status-text').textContent(), /^Spider · Deal 5\b/, 'nothing was dealt');
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual([...cut], [], 'pickers whose chosen value is cut');
});

/// Where the table ends (px from the window's top, the page unscrolled), where
/// it starts, the thinnest strip of a face-up card in pile 1's fan, and the
/// smallest strip that still shows an index whole (the page's --up-min:
/// the index's size × 1.22 + 3 px).
async function tableFit(page) {
  return page.evaluate(() => {
    const ups = [...document.querySelectorAll('#table .pile[data-slot="col-1"] .card:not(.back)')];
    const tops = ups.map((c) => c.getBoundingClientRect().top);
    const strips = tops.slice(1).map((t, i) => t - tops[i]);
    const idx = parseFloat(getComputedStyle(ups[0].querySelector('.index')).fontSize);
    const cards = [...document.querySelectorAll('#table .card')].map((c) => c.getBoundingClientRect());
    return { top: Math.min(...cards.map((c) => c.top)), bottom: Math.max(...cards.map((c) => c.bottom)),
      strip: Math.min(...strips), upMin: idx * 1.22 + 3, window: innerHeight };
  });
}

test('a long pile closes up until the table fits the window below the bar, on touch phones and a desktop; a fresh deal fits it at full width', async () => {
  const query = `?game=spider&position=${encodeURIComponent(LONG_PILE)}`;
  // Fits, or its strips are down to the smallest that shows an index and can close up no more.
  const fits = (r) => r.bottom <= r.window + 0.5 || r.strip <= r.upMin + 0.5;
  for (const [width, height, phone] of [[360, 740, true], [390, 844, true], [412, 915, true], [1280, 800, false]]) {
    const { page, errors, context } = await open(query, { width, height, phone });
    const r = await tableFit(page);
    assert.ok(fits(r), `${width} x ${height}: the last card ends at ${r.bottom} px, its strips ${r.strip.toFixed(1)} px`);
    assert.ok(r.strip >= r.upMin - 0.5, `${width} x ${height}: a strip (${r.strip.toFixed(1)} px) shows an index whole (${r.upMin.toFixed(1)} px)`);
    if (phone && width >= 390) assert.ok(r.bottom <= r.window + 0.5, `${width} x ${height}: the whole pile in the window (${r.bottom} px)`);
    // Where the index keeps the strips from closing up further (a 25-card pile
    // on a 1280 x 800 desktop), the table scrolls: its last card can be reached.
    const reach = await page.evaluate(() => {
      const wrap = document.querySelector('#table-wrap');
      wrap.scrollTop = wrap.scrollHeight;
      const last = [...document.querySelectorAll('#table .pile[data-slot="col-1"] .card')].at(-1).getBoundingClientRect();
      const feedback = document.querySelector('#feedback');
      const limit = feedback.hidden ? innerHeight : Math.min(innerHeight, feedback.getBoundingClientRect().top);
      wrap.scrollTop = 0;
      return { bottom: last.bottom, limit };
    });
    assert.ok(reach.bottom <= reach.limit + 0.5, `${width} x ${height}: scrolled, pile 1's last card ends at ${reach.bottom} px (room to ${reach.limit})`);
    console.log(`long pile at ${width} x ${height}: last card at ${r.bottom.toFixed(0)} px of ${r.window}, strips ${r.strip.toFixed(1)} px (index needs ${r.upMin.toFixed(1)})`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  // A fresh deal of each game: the cards as wide as the window allows (the piles span the
  // table's width less its padding), and the whole table in the window.
  for (const [width, height] of [[320, 568], [360, 740], [390, 844]]) {
    for (const game of ['beeswax', 'beehive', 'beetle', 'spider']) {
      const { page, errors, context } = await open(`?game=${game}&deal=7`, { width, height, phone: true });
      const r = await page.evaluate(() => {
        const t = document.querySelector('#table');
        const pad = parseFloat(getComputedStyle(t).paddingLeft);
        const piles = [...document.querySelectorAll('#table .pile')].map((p) => p.getBoundingClientRect());
        return { span: Math.max(...piles.map((p) => p.right)) - Math.min(...piles.map((p) => p.left)), room: t.clientWidth - 2 * pad,
          bottom: Math.max(...piles.map((p) => p.bottom)), window: innerHeight };
      });
      const where = `${game} at ${width} x ${height}`;
      assert.ok(r.span >= r.room - 1, `${where}: the piles span ${r.span.toFixed(1)} of ${r.room.toFixed(1)} px`);
      assert.ok(r.bottom <= r.window + 0.5, `${where}: the table ends at ${r.bottom} px`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
  // A hint's words go in the line kept under the table: the table does not
  // move, and the line covers no card.
  const { page, errors, context } = await open(query, { width: 390, height: 844, phone: true });
  const before = await tableFit(page);
  await hint(page);
  const after = await tableFit(page);
  assert.equal(after.top, before.top, 'the table stays where it was');
  assert.equal(after.strip, before.strip);
  const covered = await page.evaluate(() => {
    const f = document.querySelector('#feedback').getBoundingClientRect();
    return [...document.querySelectorAll('#table .card')].filter((c) => {
      const r = c.getBoundingClientRect();
      return r.left < f.right && f.left < r.right && r.top < f.bottom && f.top < r.bottom;
    }).map((c) => c.getAttribute('aria-label'));
  });
  assert.deepEqual(covered, [], 'cards under the hint line');
  assert.deepEqual(errors, []);
  await context.close();
});
