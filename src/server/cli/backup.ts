import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../platform/backup';
import { withPlatform } from './cli-platform';

const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log('Usage: npm run backup -- [--out DIR]\n\nWrites the database (every table, queued jobs) and the stored files to DIR (default ./backups/<time>).');
  process.exit(0);
}
const dir = path.resolve(values.out ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));

await withPlatform(async (platform) => {
  await platform.jobs.start(platform, { work: false });
  const manifest = await createBackup(platform, dir);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written to ${dir}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.files} files (${manifest.bytes} bytes).`);
  return 0;
});
