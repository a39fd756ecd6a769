import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.goto('http://127.0.0.1:8321/?game=spider&position=' + encodeURIComponent('junk'));
await p.waitForTimeout(3000);
console.log(await p.evaluate(() => document.body.className + ' | ' + document.getElementById('boot-text')?.textContent));
await b.close();
