// Vite build step: Brotli and gzip twins (best levels) of every text file in the build, so the server
// and nginx send them as they are instead of compressing on each request (or not at all).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/**
 * What a compressed response adds: `Content-Encoding: br` and `Vary: Accept-Encoding`. A twin that saves less
 * is not worth sending; one that saves more is, however small the file (the favicon, fetched by every page).
 */
const HEADER_BYTES = 48;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

export function precompressAssets(outDir: string): void {
  for (const file of listFiles(outDir)) {
    if (!TEXT.test(file)) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A twin that does not save its headers' bytes would only cost the client bytes.
    if (br.length + HEADER_BYTES < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length + HEADER_BYTES < raw.length) writeFileSync(`${file}.gz`, gz);
  }
}

export function precompress(): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'gridable-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    // closeBundle runs after a failed build too: compressing a folder it never wrote would throw ENOENT in
    // place of the build's own error, so only a written bundle is compressed.
    closeBundle(error?: Error) {
      if (error || !written) return;
      precompressAssets(outDir);
    },
  };
}
