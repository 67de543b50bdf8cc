import chromium from '@sparticuz/chromium';
import { chromium as pw, type Browser } from 'playwright-core';

/**
 * Headless Chromium from @sparticuz/chromium, driven by playwright-core.
 * (@sparticuz/chromium also ships a CommonJS build, which jest's CommonJS
 * sandbox can load.) We use its binary but not its serverless flags:
 * `--single-process` breaks several browser contexts in one browser, and its
 * in-process SwiftShader GPU made each screenshot after a change take 7-10 s;
 * with the GPU off they take under 100 ms.
 */
export async function launchBrowser(): Promise<Browser> {
  return pw.launch({
    executablePath: await chromium.executablePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
    headless: true,
  });
}
