import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text. Images and fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the
 * build, which the server sends to browsers that accept them
 * (@fastify/static's preCompressed). A phone on a slow network then loads
 * about a third of the bytes, and the server compresses nothing per request.
 * A copy that would not be smaller is not written, and the server sends the
 * file itself. Source maps are never sent in production, so none is copied.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sprawl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await textFiles(outDir)) {
        const body = await readFile(file);
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) await writeFile(`${file}.br`, br);
        if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      }
    },
  };
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => join(e.parentPath, e.name));
}
