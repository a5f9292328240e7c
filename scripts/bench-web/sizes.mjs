// Compressed sizes of what the browser loads, measured the same way for every file: gzip level 9 and brotli
// quality 11, as build/precompress.ts writes them beside the assets.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function measure(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function sum(sizes) {
  return sizes.reduce(
    (total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
