// Bundle the server's own code into dist/server; npm packages stay external and load from node_modules.
// The Word-conversion worker is a second entry: it runs in its own thread from dist/server/conversion-worker.js,
// found beside main.js (src/engine/extract/sandbox.ts).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'conversion-worker': 'src/engine/extract/conversion-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
