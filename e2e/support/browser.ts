// Debian's Chromium driven by playwright-core: no browser download, the flags this sandbox needs. One
// Chromium serves the whole lane (started by the global setup); each file connects to it and makes its
// own contexts, which its disconnect closes.
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { signInContext, type Account } from './account.js';
import { watchCsp } from './csp.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The lane's Chromium (chromium.launchServer in global-setup.ts). */
    browserEndpoint: string;
  }
}

/** How the global setup starts the lane's Chromium. */
export const chromiumOptions = {
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
};

/**
 * The lane's Chromium, connected for this file, whose every context (newContext, newPage) reports CSP
 * violations (csp.ts). `close()` closes this file's contexts and leaves the browser to the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}

/** A download's bytes (the browser may be another process's: `download.path()` is not ours). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A fresh browser context (own local storage) with a page on the app. */
export async function newPage(browser: Browser, path = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(inject('baseUrl') + path);
  return page;
}

/** A page of a fresh context signed in as `account` (not yet navigated), that accepts downloads. */
export async function signedInPage(
  browser: Browser,
  account: Account,
  { language = 'en', timeout = 10_000 }: { language?: 'en' | 'es'; timeout?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await signInContext(context, account, language);
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  return page;
}
