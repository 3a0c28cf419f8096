// Writes a Brotli (.br) and a gzip (.gz) twin beside every text file of the client build, so the
// server sends them ready-made (@fastify/static preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/client';
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this size the encoded answer is not worth its header and the disk read.
const MIN_BYTES = 1024;

let count = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name)) {
      const content = readFileSync(path);
      if (content.length < MIN_BYTES) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      count++;
    }
  }
};
walk(ROOT);
console.log(`client: ${count} files precompressed (br, gz)`);
