import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup, RestoreRefusedError } from '../platform/backup';
import { withPlatform } from './cli-platform';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.log('Usage: npm run restore -- DIR\n\nRestores a backup made by `npm run backup` into an empty database (a fresh DATA_DIR or an empty DATABASE_URL).');
  process.exit(1);
}
const dir = path.resolve(positionals[0]);

await withPlatform(async (platform) => {
  await platform.jobs.start(platform, { work: false });
  try {
    const manifest = await restoreBackup(platform, dir);
    console.log(`Restored the backup of ${manifest.createdAt}: counts match and the audit chain is intact.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      console.error(`Not restored: ${error.message}`);
      return 1;
    }
    throw error;
  }
});
