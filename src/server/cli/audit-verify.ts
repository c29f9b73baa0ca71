import { verifyAuditChain } from '../platform/audit';
import { withPlatform } from './cli-platform';

await withPlatform(async (platform) => {
  const report = await verifyAuditChain(platform.db);
  if (report.ok) {
    console.log(`Audit chain intact: ${report.checked} entries verified.`);
    return 0;
  }
  console.error(
    `Audit chain BROKEN at entry #${report.firstBrokenSequence}: ${report.reason}. ${report.checked} entries before it verified.`,
  );
  return 2;
});
