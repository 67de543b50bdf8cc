/**
 * Development aid: screenshots of the table rendered from the fixtures
 * (npm run build -w @sprawl/web first). Usage: tsx scripts/shoot-fixtures.ts [name...] [--size=1280x800]
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../test/support/browser';
import { serveStatic } from '../test/support/static';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const size = (args.find((a) => a.startsWith('--size='))?.slice(7) ?? '1280x800').split('x').map(Number);
  const names = args.filter((a) => !a.startsWith('--'));
  const web = path.join(__dirname, '..');
  const out = path.join(web, '..', '..', 'test-artifacts', 'fixtures');
  fs.mkdirSync(out, { recursive: true });
  const server = await serveStatic(path.join(web, 'dist'));
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: size[0], height: size[1] } });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('page error:', e.message));
  for (const name of names.length ? names : ['early']) {
    await page.goto(`${server.url}/dev/urban-sprawl/${name}`);
    await page.waitForSelector('svg.board', { timeout: 5000 }).catch(() => console.log(`${name}: no board`));
    const file = path.join(out, `${name}-${size[0]}x${size[1]}.png`);
    await page.screenshot({ path: file });
    console.log('wrote', path.relative(process.cwd(), file));
  }
  await browser.close();
  await server.close();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
