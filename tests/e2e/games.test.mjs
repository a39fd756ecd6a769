// Every game the picker offers plays in the page: Beehive's stock, waste and
// storehouse, option pickers, and the game picker's other names.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, BASE, closeBrowser, piles, card, pile, record, drag, rank } from './lib.mjs';

after(closeBrowser);

test('the game picker names each game with its other names; on a phone the chosen one by its name alone', async () => {
  const full = {
    beeswax: 'Beeswax (Pile Up, Pile On, Pileon, Pile Sort, Fifteen Puzzle)', beehive: 'Beehive (Honeybee)',
    beetle: 'Beetle (Open Spider)', spider: "Spider (Woods' Spider)",
  };
  const { page, errors, context } = await open('?game=beeswax&deal=1');
  const picked = () => page.locator('#game-select').evaluate((s) => ({
    shown: s.options[s.selectedIndex].textContent, title: s.title,
    list: Object.fromEntries([...s.options].map((o) => [o.value, o.textContent])),
  }));
  for (const [width, phone] of [[1440, false], [360, true]]) {
    await page.setViewportSize({ width, height: 900 });
    for (const game of ['spider', 'beehive', 'beetle', 'beeswax']) {
      await page.locator('#game-select').selectOption(game);
      await page.waitForFunction((t) => document.querySelector('#status-text').textContent.startsWith(t),
        full[game].split(' (')[0]);
      const r = await picked();
      assert.equal(r.shown, phone ? full[game].split(' (')[0] : full[game], `${game} chosen at ${width} px`);
      assert.equal(r.title, full[game], `${game}: the picker's tooltip`);
      for (const [g, name] of Object.entries(full)) {
        if (g !== game) assert.equal(r.list[g], name, `${game} chosen: ${g} in the list`);
      }
    }
  }
  // A rule picker does the same: Spider's suit removal by the player is Woods' rule.
  await page.locator('#game-select').selectOption('spider');
  const removal = page.locator('.rules-bar select[data-key="removal"]');
  const shown = () => removal.evaluate((s) => [s.options[s.selectedIndex].textContent, s.title,
    [...s.options].map((o) => o.textContent)]);
  assert.deepEqual(await shown(), ['by the player', 'by the player (Woods)', ['by the player', 'automatically']]);
  await removal.selectOption('auto');
  assert.deepEqual(await shown(), ['automatically', 'automatically', ['by the player (Woods)', 'automatically']]);
  await removal.selectOption('manual');
  // Widening the window past the phone layout names the chosen value in full
  // at once, without another choice being made.
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.waitForFunction(() => document.querySelector('.rules-bar select[data-key="removal"]')
    .selectedOptions[0].textContent === 'by the player (Woods)');
  assert.deepEqual(await shown(), ['by the player (Woods)', 'by the player (Woods)', ['by the player (Woods)', 'automatically']]);
  assert.equal((await picked()).shown, full.spider);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Beehive: the stock deals to the waste, and a waste card is dragged onto a column of its rank', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=1');
  await page.locator('#game-select').selectOption('beehive');
  await page.waitForSelector('#table .pile[data-slot="storehouse"]');
  assert.match(page.url(), /game=beehive/);
  for (const s of ['storehouse', 'stock', 'waste', 'discard', 'col-1', 'col-6']) {
    assert.equal(await pile(page, s).count(), 1, `pile ${s}`);
  }
  let target = null;
  let deals = 0;
  while (!target && deals < 12) {
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
  assert.ok(target, 'some waste card matches a column within 12 deals');
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

test('Beehive: an option picker deals the same number with the new rule, and the link keeps it', async () => {
  const { page, errors, context } = await open('?game=beehive&deal=42');
  const draw = page.locator('#option-pickers select[data-key="draw"]');
  await draw.selectOption('1');
  assert.match(page.url(), /deal=42/);
  assert.match(page.url(), /draw=1/);
  await pile(page, 'stock').click();
  assert.equal((await piles(page)).waste.length, 1, 'one card at a time');
  const again = await open(page.url().slice(page.url().indexOf('?')));
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
  await page.locator('#move-input').fill('W9');
  await page.locator('#move-input').press('Enter');
  assert.match(await page.locator('#feedback').textContent(), /\S/);
  assert.equal(await record(page), 'D D');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the help panel shows the rules and notation of the game being played', async () => {
  const { page, errors, context } = await open('?game=beeswax&deal=1');
  await page.locator('#help-box summary').click();
  assert.match(await page.locator('#help').textContent(), /quartets/);
  await page.locator('#game-select').selectOption('spider');
  assert.match(await page.locator('#help').textContent(), /Woods/);
  assert.doesNotMatch(await page.locator('#help').textContent(), /Fifteen Puzzle/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone every pile label is whole, no label or note runs into another, each rule picker is named, and the toolbar keeps to four rows', async () => {
  for (const width of [320, 360]) {
    for (const game of ['beeswax', 'beehive', 'beetle', 'spider']) {
      const { page, errors, context } = await open(`?game=${game}&deal=5`, { width, height: 740 });
      await page.waitForSelector('#table .pile-label');
      const r = await page.evaluate(() => {
        // The text's own box (a label box may be wider than its word).
        const box = (e) => { const g = document.createRange(); g.selectNodeContents(e); return g.getBoundingClientRect(); };
        const all = [...document.querySelectorAll('#table .pile-label, #table .pile-note')].map((e) => ({
          text: e.textContent, r: box(e), cut: e.scrollWidth > e.clientWidth + 0.5,
        }));
        const clash = [];
        for (let i = 0; i < all.length; i++) {
          for (let j = i + 1; j < all.length; j++) {
            const [a, b] = [all[i].r, all[j].r];
            if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
              clash.push(`${all[i].text} | ${all[j].text}`);
            }
          }
        }
        return {
          labels: all.length,
          cut: all.filter((x) => x.cut).map((x) => x.text),
          outside: all.filter((x) => x.r.left < 0 || x.r.right > innerWidth).map((x) => x.text),
          clash,
          scroll: document.documentElement.scrollWidth,
          // Rows of the toolbar's visible controls and its title (which may not wrap onto a row
          // of its own): a row starts below the bottom of everything above it.
          rows: [...document.querySelectorAll('.toolbar .brand, .toolbar button, .toolbar input, .toolbar select')]
            .filter((e) => e.offsetParent).map((e) => e.getBoundingClientRect()).sort((a, b) => a.top - b.top)
            .reduce((acc, b) => (b.top >= acc.bottom - 0.5 ? { n: acc.n + 1, bottom: b.bottom }
              : { n: acc.n, bottom: Math.max(acc.bottom, b.bottom) }), { n: 0, bottom: -Infinity }).n,
          // Each rule picker's name shown above it, whole and clear of its picker
          // (a value alone, "not allowed", does not say which rule it sets).
          unnamed: [...document.querySelectorAll('.rules-bar .field')].filter((f) => f.offsetParent).flatMap((f) => {
            const [name, sel] = [f.querySelector('span'), f.querySelector('select')];
            const [n, s] = [name.getBoundingClientRect(), sel.getBoundingClientRect()];
            const ok = name.offsetParent && n.width > 0 && n.bottom <= s.top + 0.5 && n.right <= innerWidth
              && name.scrollWidth <= name.clientWidth + 0.5;
            return ok ? [] : [sel.getAttribute('aria-label')];
          }),
          pickers: document.querySelectorAll('.rules-bar .field').length,
        };
      });
      const where = `${game} at ${width} px`;
      assert.ok(r.labels >= 6, `${where}: labels drawn (${r.labels})`);
      assert.deepEqual(r.cut, [], `${where}: labels cut`);
      assert.deepEqual(r.outside, [], `${where}: labels off the screen`);
      assert.deepEqual(r.clash, [], `${where}: labels or notes overlapping`);
      assert.ok(r.scroll <= width, `${where}: no sideways scrolling (${r.scroll}px)`);
      assert.ok(r.pickers >= 1, `${where}: rule pickers drawn`);
      assert.deepEqual(r.unnamed, [], `${where}: rule pickers without their name above them`);
      assert.ok(r.rows <= 4, `${where}: the toolbar in at most four rows (${r.rows})`);
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
async function smallTargets(page) {
  return page.evaluate(() => {
    const bad = [];
    const sel = 'button, select, input:not([type="hidden"]), textarea, summary, a[href], [role="button"]';
    for (const e of document.querySelectorAll(sel)) {
      if (!e.getClientRects().length || getComputedStyle(e).visibility === 'hidden') continue;
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
      for (const d of ['#paste-box', '#help-box', '#stats-box']) await page.locator(`${d} summary`).click();
      assert.deepEqual(await smallTargets(page), [], `${game} at ${width} px`);
      assert.deepEqual(errors, []);
      await context.close();
    }
    // The sheets, the help, the replay bar and a message, in Spider (which has them all).
    const { page, errors, context } = await openPhone('?game=spider&deal=5&moves=1.4', width);
    for (const id of ['btn-load', 'btn-woods', 'btn-stats', 'btn-look']) {
      await page.locator(`#${id}`).click();
      await page.locator('.sheet:not([hidden])').waitFor();
      assert.deepEqual(await smallTargets(page), [], `${id}'s sheet at ${width} px`);
      await page.locator('.sheet:not([hidden]) .sheet-close').click();
      await page.locator('.sheet:not([hidden])').waitFor({ state: 'detached' });
    }
    await page.locator('#btn-help').click(); // opens the help under the table
    assert.equal(await page.locator('#help-box[open]').count(), 1);
    await page.locator('#btn-replay-bar').click();
    await page.locator('.replay-bar').waitFor();
    assert.deepEqual(await smallTargets(page), [], `the replay bar at ${width} px`);
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
    for (const [width, phone] of [[360, false], [390, false], [320, true], [390, true]]) {
      const { page, errors, context } = await open(`?game=${game}&deal=5`, { width, height: 800, phone, touch: phone });
      // Two names closer than this read as one line ("Remove a complete suit Deal with an empty pile").
      const close = await page.evaluate(() => {
        const names = [...document.querySelectorAll('.rules-bar .field > span')].filter((n) => n.offsetParent)
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
  return page.evaluate(() => [...document.querySelectorAll('.toolbar select, .rules-bar select')]
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

test('on a phone every picker shows its chosen value whole, in every game and for every value', async () => {
  const cut = new Set();
  for (const width of [320, 360, 390]) {
    for (const game of ['beeswax', 'beehive', 'beetle', 'spider']) {
      const { page, errors, context } = await openPhone(`?game=${game}&deal=5`, width);
      const check = async () => {
        for (const p of await pickerTexts(page)) {
          if (!p.whole) cut.add(`${game} at ${width} px: ${p.picker} "${p.text}" (${p.need} px in ${p.have})`);
        }
      };
      await check();
      // Every value of every rule picker (and Beeswax's layouts), chosen in turn.
      const pickers = await page.locator('.rules-bar select').evaluateAll((ss) => ss.filter((s) => s.offsetParent)
        .map((s) => ({ key: s.dataset.key, id: s.id, values: [...s.options].map((o) => o.value).slice(1) })));
      for (const { key, id, values } of pickers) {
        const sel = key ? `.rules-bar select[data-key="${key}"]` : `#${id}`;
        for (const v of values) {
          await page.locator(sel).selectOption(v);
          await check();
        }
        await page.goto(`${BASE}?game=${game}&deal=5`);
        await page.waitForSelector('#table [data-slot]');
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
  assert.deepEqual([...cut], [], 'pickers whose chosen value is cut');
});

/// Spider with a long pile: 20 face-up cards over five face-down ones on pile 1.
const LONG_PILE = `game: spider
1: #3d #9c #3d #Qs #8h 9h 4d Ah 7c 6c 9d Ks Qc Qh Jd 10d 4h 10h 8d Jh 4h 8h Ad 7d 6c Kd
2: #10s #2c #6s #10h #5h 2s
3: #7h #3c #4d #Qd #5s 8s
4: #Qs #9h #10c #3h #6d 6s
5: #9c #7c #4c #5c Kd
6: #7s #6h #8s #Kh 5h
7: #Jd #5s #5d #3c Ac
8: #3h #Qc #9s #Jc 3s
9: #2d #As #5c #Ac 2h
10: #Kh #8c #3s #4s 9s
stock: 7s 5d Jc 6h 7d 2s 10c 2c Ah 2h 4c Qd Ks 7h 8d Qh Ad 4s 2d Js 6d Jh Js 8c 9d 10d 10s As Kc Kc
removed: 0
`;

/// Where the table ends (px from the window's top, the page unscrolled), where
/// it starts, and the thinnest strip of a face-up card in pile 1's fan.
async function tableFit(page) {
  return page.evaluate(() => {
    const tops = [...document.querySelectorAll('#table .pile[data-slot="col-1"] .card:not(.back)')]
      .map((c) => c.getBoundingClientRect().top);
    const strips = tops.slice(1).map((t, i) => t - tops[i]);
    const t = document.querySelector('#table').getBoundingClientRect();
    return { top: t.top, bottom: t.bottom, strip: Math.min(...strips), window: innerHeight, rem: parseFloat(getComputedStyle(document.documentElement).fontSize) };
  });
}

test('a long pile closes up until the table fits the window below the bars, on touch phones and a desktop; a fresh deal fits it at full width', async () => {
  const query = `?game=spider&position=${encodeURIComponent(LONG_PILE)}`;
  // Fits, or its strips are down to their smallest (0.62rem) and can close up no more.
  const fits = (r) => r.bottom <= r.window + 0.5 || r.strip <= 0.62 * r.rem + 0.5;
  for (const [width, height, phone] of [[360, 740, true], [390, 844, true], [412, 915, true], [1280, 800, false]]) {
    const { page, errors, context } = await open(query, { width, height, phone });
    const r = await tableFit(page);
    assert.ok(fits(r), `${width} x ${height}: the table ends at ${r.bottom} px, its strips ${r.strip.toFixed(1)} px`);
    if (width >= 390) assert.ok(r.bottom <= r.window + 0.5, `${width} x ${height}: the whole table in the window (${r.bottom} px)`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  // A fresh deal of each game: the cards as wide as the window allows (the piles span the
  // table's width), and the whole table in the window. On a small phone, where the bars take
  // most of the window, the cards keep their width (the player scrolls the bars away).
  for (const [width, height] of [[320, 568], [360, 740], [390, 844]]) {
    for (const game of ['beeswax', 'beehive', 'beetle', 'spider']) {
      const { page, errors, context } = await open(`?game=${game}&deal=7`, { width, height, phone: true });
      const r = await page.evaluate(() => {
        const wrap = document.querySelector('.table-wrap').getBoundingClientRect().width;
        const piles = [...document.querySelectorAll('#table .pile')].map((p) => p.getBoundingClientRect());
        const gap = Math.min(12, Math.max(2, 0.007 * wrap));
        return { span: Math.max(...piles.map((p) => p.right)) - Math.min(...piles.map((p) => p.left)), room: wrap - 2 * gap,
          bottom: document.querySelector('#table').getBoundingClientRect().bottom, window: innerHeight };
      });
      const where = `${game} at ${width} x ${height}`;
      assert.ok(r.span >= r.room - 1, `${where}: the piles span ${r.span.toFixed(1)} of ${r.room.toFixed(1)} px`);
      if (height > 568) assert.ok(r.bottom <= r.window + 0.5, `${where}: the table ends at ${r.bottom} px`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
  // The bars above the table grow after the page has laid out (a hint's words
  // wrap onto more lines): the fan closes up further.
  const { page, errors, context } = await open(query, { width: 390, height: 844, phone: true });
  const before = await tableFit(page);
  await page.locator('#btn-hint').click();
  await page.waitForFunction((top) => document.querySelector('#table').getBoundingClientRect().top > top + 10, before.top);
  const after = await tableFit(page);
  assert.ok(after.bottom <= after.window + 0.5, `after the hint the table ends at ${after.bottom} px`);
  assert.ok(after.strip < before.strip, `the strips close up (${before.strip.toFixed(1)} -> ${after.strip.toFixed(1)} px)`);
  assert.deepEqual(errors, []);
  await context.close();
});
