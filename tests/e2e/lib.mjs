// Shared helpers for the browser tests: launch Debian's Chromium through
// playwright-core, open the served page, and fail on any console error.
import { chromium } from 'playwright-core';

export const BASE = process.env.SWARM_URL || 'http://127.0.0.1:8080/';

let browser;
export async function launch() {
  if (!browser) {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
  }
  return browser;
}

export async function closeBrowser() {
  if (browser) { await browser.close(); browser = undefined; }
}

/// Opens the page at `query` (e.g. '?game=beeswax&deal=5') in a fresh context.
/// Console errors and page errors are collected in `errors`; tests assert it stays empty.
export async function open(query = '', { width = 1440, height = 900, storage } = {}) {
  const b = await launch();
  const context = await b.newContext({ viewport: { width, height }, hasTouch: width < 600 });
  if (storage) {
    await context.addInitScript((s) => {
      if (!sessionStorage.getItem('__seeded')) {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
        sessionStorage.setItem('__seeded', '1');
      }
    }, storage);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(BASE + query);
  await page.waitForSelector('#table [data-slot]', { timeout: 15000 });
  return { context, page, errors };
}
