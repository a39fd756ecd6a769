// Hostile input to the page: links with markup in every parameter, huge
// numbers, unknown games and options, garbage move lists, a hostile
// position, and corrupted storage. Each must give a message and a playable
// game; nothing from the input may become HTML (no element created from it,
// no injected script run); no console errors.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, closeBrowser, piles, record, beeswaxMove, playMove, menu, reload } from './lib.mjs';

after(closeBrowser);

/// Markup that would run script or create elements if it were ever parsed
/// as HTML. Each sets `window.__pwned` when run.
const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload="window.__pwned=1">',
  "'><iframe srcdoc=\"<script>parent.__pwned=1</script>\"></iframe>",
];
const enc = encodeURIComponent;

/// Nothing from the input became an element, nothing injected ran.
async function assertInert(page, where) {
  const found = await page.evaluate(() => ({
    pwned: window.__pwned,
    handlers: document.querySelectorAll('[onerror],[onload]').length,
    imgX: document.querySelectorAll('img[src="x"]').length,
    iframes: document.querySelectorAll('iframe').length,
    inlineScripts: [...document.querySelectorAll('script')].filter((s) => !s.src).length,
    svgInMessages: document.querySelectorAll('#messages svg, #feedback svg, #status svg').length,
  }));
  assert.deepEqual(found, {
    pwned: undefined, handlers: 0, imgX: 0, iframes: 0, inlineScripts: 0, svgInMessages: 0,
  }, where);
}

/// The page shows a game with cards and accepts a move.
async function assertPlayable(page, where) {
  const t = await piles(page);
  const cards = Object.values(t).flat();
  assert.ok(cards.length > 0, `${where}: cards on the table`);
  assert.ok(cards.every((c) => c === '#' || /^(A|[2-9]|10|J|Q|K)[cdhs]$/.test(c)), `${where}: cards are cards`);
  const game = await page.locator('#table').getAttribute('data-game');
  if (game === 'beeswax') {
    const mv = beeswaxMove(t) || beeswaxMove(t, { intoEmpty: true });
    assert.ok(mv, `${where}: a Beeswax move exists`);
    const before = (await record(page)).split(/\s+/).filter(Boolean).length;
    await playMove(page, mv.text);
    const now = (await record(page)).split(/\s+/).filter(Boolean).length;
    assert.equal(now, before + 1, `${where}: the move ${mv.text} was played`);
  }
}

/// Opens `query`, expects a message matching `re`, an inert and playable page.
async function hostile(query, re, options) {
  const { page, errors, context } = await open(query, options);
  const where = `${query.slice(0, 120)}`;
  const msg = page.locator('#messages');
  await msg.waitFor({ timeout: 10000 });
  const text = (await msg.textContent()) || '';
  assert.match(text, re, where);
  await assertInert(page, where);
  await assertPlayable(page, where);
  await assertInert(page, `${where} (after a move)`);
  assert.deepEqual(errors, [], where);
  return { page, context, text };
}

test('markup in every link parameter is reported as text and never run', async () => {
  for (const p of PAYLOADS) {
    const cases = [
      [`?game=${enc(p)}&deal=1`, /unknown game/],
      [`?game=beeswax&deal=${enc(p)}`, /not a number/],
      [`?game=spider&deal=3&suits=${enc(p)}`, /option suits cannot be/],
      [`?game=beehive&deal=3&${enc(p)}=${enc(p)}`, /no option/],
      [`?game=beeswax&deal=7&moves=${enc(`1E,${p}`)}`, /move 2/],
    ];
    for (const [q, re] of cases) {
      const { context, text } = await hostile(q, re);
      // The message quotes the input as text: the markup characters survive.
      assert.match(text, /[<>"']/, q);
      await context.close();
    }
  }
});

test('huge numbers, unknown games and options get a message and a game', async () => {
  const cases = [
    ['?game=beeswax&deal=99999999999999999999999999999999', /out of range/],
    ['?game=spider&deal=4294967296&suits=3', /out of range/],
    ['?game=beetle&deal=-1&deal=99&empty_deal=maybe', /not a number|cannot be/],
    ['?game=chess&deal=1', /unknown game/],
    ['?game=beehive&deal=12&storehouse=17&draw=0&fill=none', /option storehouse cannot be/],
    ['?game=spider&deal=1e9', /not a number/],
    [`?game=beeswax&deal=5&${'x'.repeat(5000)}=1`, /no option/],
    ['?deal=5', /names no game/],
  ];
  for (const [q, re] of cases) {
    const { context } = await hostile(q, re);
    await context.close();
  }
});

test('truncated and garbage move lists keep the good moves and name the bad one', async () => {
  const cases = [
    ['?game=beeswax&deal=5&moves=1E%2C2', /move 2 \(2\)/],
    ['?game=beeswax&deal=5&moves=%F0%9F%90%9D%2C1E', /move 1/],
    ['?game=beeswax&deal=5&moves=1E%2C%25', /move 2|not correctly encoded/],
    ['?game=spider&deal=5&moves=1%202%203%204%205%2CD%2CD', /move 1|move 2|move 3/],
    ['?game=beetle&deal=5&moves=11%2012%2C0%201', /move 1/],
    ['?game=beehive&deal=5&moves=%00%01%02', /move 1/],
    [`?game=beeswax&deal=5&moves=1E%2C${'EF%2CFE%2C'.repeat(3000)}ZZ`, /move 6002 \(ZZ\)/],
    ['?game=beeswax&deal=5&moves=%zz', /not correctly encoded/],
  ];
  for (const [q, re] of cases) {
    const { context } = await hostile(q, re);
    await context.close();
  }
});

test('a hostile position in a link is refused with a reason and a game is dealt', async () => {
  const positions = [
    `game: beeswax\n1: Kc Kd\n${PAYLOADS[1]}: Qh`,
    `game: ${PAYLOADS[0]}\n1: Kc`,
    'game: beeswax\n1: Kc Kc Kc Kc Kc',
    `game: spider\noptions: suits=${PAYLOADS[2]}\n1: #Kd`,
    `?????S,????W,${PAYLOADS[1]},,,,,,,,,,,,,,,,,,`,
    'game: beeswax\n' + '1: Kc\n'.repeat(2000),
  ];
  for (const p of positions) {
    const game = p.includes('spider') || p.startsWith('?') ? 'spider' : 'beeswax';
    const { context } = await hostile(`?game=${game}&position=${enc(p)}`, /position/);
    await context.close();
  }
});

test('corrupted storage is reported, ignored, and never run', async () => {
  const saves = [
    '{"game": "beeswax", "deal": ',
    JSON.stringify({ game: PAYLOADS[1], deal: 1 }),
    JSON.stringify({ game: 'beeswax', deal: 3, moves: ['1E', PAYLOADS[0]] }),
    JSON.stringify({ game: 'spider', deal: 3, options: { suits: PAYLOADS[2] } }),
    JSON.stringify({ game: 'beeswax', position: `game: beeswax\n${PAYLOADS[1]}: Kc` }),
    JSON.stringify({ game: 'beeswax', deal: 1e300 }),
    '\u0000\uffff<script>window.__pwned=1</script>',
    JSON.stringify([1, 2, 3]),
  ];
  for (const s of saves) {
    // Beeswax's slot (the game a page without a link resumes), in the saved
    // format and as a bare record (the first autosave format, still read).
    for (const text of [s, JSON.stringify({ v: 1, id: 'abc', record: s })]) {
      const { page, context } = await hostile('', /saved (Beeswax )?game|move 2|could not/, {
        storage: { 'swarm.last': 'beeswax', 'swarm.game.beeswax': text, 'swarm.layout.beeswax': PAYLOADS[1] },
      });
      // Reported once: a reload does not bring the corrupt save back.
      await reload(page);
      await assertInert(page, `${s} (reloaded)`);
      await context.close();
    }
  }
});

test('a hostile save file or pasted text is refused with a reason and never run', async () => {
  const files = [
    [`${PAYLOADS[1]}.json`, JSON.stringify({ game: PAYLOADS[0], deal: 1 }), /Could not load .*unknown game/],
    ['moves.json', JSON.stringify({ game: 'beeswax', deal: 3, moves: ['1E', PAYLOADS[2]] }), /Could not load .*move 2/],
    ['position.txt', `game: beeswax\n${PAYLOADS[1]}: Kc\n`, /Could not load .*unknown line/],
    ['binary.json', '\u0000\u00ff\u0001{'.repeat(100), /Could not load/],
    ['huge.json', `{"game":"beeswax","deal":1,"moves":[${'"1E",'.repeat(60000)}"1E"]}`, /Could not load .*too large/],
    ['empty.json', '', /Could not load .*empty/],
  ];
  const { page, errors, context } = await open('?game=beeswax&deal=9');
  const before = await piles(page);
  for (const [name, text, re] of files) {
    await page.locator('#file-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForFunction(() => /Could not load|Loaded/.test(document.querySelector('#feedback')?.textContent || ''));
    const fb = await page.locator('#feedback').textContent();
    assert.match(fb, re, name);
    await assertInert(page, name);
    assert.deepEqual(await piles(page), before, `${name}: the game in progress stays`);
    await page.evaluate(() => { document.querySelector('#feedback').textContent = ''; });
  }
  await menu(page, '#btn-load');
  await page.locator('#paste-position').fill(`?????S,????W,${PAYLOADS[1]},,,,,,,,,,,,,,,,,,`);
  await page.locator('#btn-open-position').click();
  await page.waitForFunction(() => /Could not load/.test(document.querySelector('#feedback')?.textContent || ''));
  await assertInert(page, 'pasted Woods line');
  await page.keyboard.press('Escape');
  await assertPlayable(page, 'after hostile files');
  assert.deepEqual(errors, []);
  await context.close();
});
