// Brotli and gzip copies of the site's compressible files, for servers that send a file's
// precompressed copy to a browser that accepts it (tools/serve/serve_site.py does).
//
//     node tools/build/precompress.mjs SOURCE OUT.br OUT.gz [SOURCE OUT.br OUT.gz ...]
//
// Node's own zlib, at the highest levels: the build compresses once, every visit gains.
import fs from "node:fs";
import zlib from "node:zlib";

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 3 !== 0) {
  console.error("usage: node tools/build/precompress.mjs SOURCE OUT.br OUT.gz [...]");
  process.exit(2);
}
for (let i = 0; i < args.length; i += 3) {
  const [source, br, gz] = args.slice(i, i + 3);
  const data = fs.readFileSync(source);
  fs.writeFileSync(br, zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }));
  fs.writeFileSync(gz, zlib.gzipSync(data, { level: 9 }));
}
