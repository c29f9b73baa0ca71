import { parseArgs } from 'node:util';
import { ANALYSIS_VERSION } from '../../engine/version';
import { queueReanalyses } from '../features/analysis/reanalysis.service';
import { systemCtx } from '../platform/context';
import { withPlatform } from './cli-platform';

const usage = `Usage: npm run reanalyze -- --outdated | --all

Queues a fresh compliance analysis, run by the server's job workers, for
  --outdated  every submission whose latest analysis an older engine version made (this one is ${ANALYSIS_VERSION})
  --all       every submission
Approved and rejected submissions, and those being analysed, are left as they are. Each request is audited.`;

const { values } = parseArgs({ options: { outdated: { type: 'boolean' }, all: { type: 'boolean' }, help: { type: 'boolean' } } });

if (values.help || values.outdated === values.all) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

await withPlatform(async (platform) => {
  // The analyses are jobs for the server's workers: this process only queues them.
  await platform.jobs.start(platform, { work: false });
  const result = await queueReanalyses({ ...systemCtx(platform), userAgent: 'npm run reanalyze' }, { scope: values.all ? 'all' : 'outdated' });
  console.log(
    `Queued ${result.queued} reanalysis job(s) for analysis version ${ANALYSIS_VERSION}; ` +
      `${result.upToDate} already up to date, ${result.notReanalysable} decided or being analysed (left as they are).`,
  );
  if (result.queued) console.log("The server's job workers run them (npm start, if it is not running).");
  return 0;
});
