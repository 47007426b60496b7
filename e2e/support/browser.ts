// Debian's Chromium driven by playwright-core: no browser download, the flags this sandbox needs.
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser context (own local storage) with a page on the app. */
export async function newPage(browser: Browser, path = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(inject('baseUrl') + path);
  return page;
}
