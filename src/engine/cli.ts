import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeCreative } from './analyze';
import { renderComplianceReport } from './report';

const USAGE = `Usage: npx tsx src/engine/cli.ts [options] FILE...

Analyses advertising creative offline and prints the compliance report.

Options:
  --title TEXT          submission title (default: the first file name)
  --description TEXT    submission description
  --type TYPE           advertisement | political | promotional | upload (default: upload)
  --campaign LIST       comma-separated campaign types, e.g. Print,Digital (default: Print)
  --landing-page URL    landing page of a digital campaign
  --run-date DATE       first publication date, YYYY-MM-DD
  --submitted-at TIME   ISO timestamp of submission (default: now)
  --json                print the full analysis as JSON instead of the report
  -h, --help            show this help`;

// The engine reads files by their bytes; the extension only helps it recognise plain text.
const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.txt': 'text/plain',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      description: { type: 'string' },
      type: { type: 'string', default: 'upload' },
      campaign: { type: 'string', default: 'Print' },
      'landing-page': { type: 'string' },
      'run-date': { type: 'string' },
      'submitted-at': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const files = await Promise.all(
    positionals.map(async (file) => ({
      name: path.basename(file),
      mimeType: MIME_BY_EXTENSION[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      data: await readFile(file),
    })),
  );
  const analysis = await analyzeCreative({
    files,
    metadata: {
      title: values.title ?? files[0].name,
      description: values.description ?? null,
      submissionType: values.type,
      campaignTypes: values.campaign.split(',').map((c) => c.trim()).filter(Boolean),
      landingPageUrl: values['landing-page'] ?? null,
      runDate: values['run-date'] ?? null,
      submittedAt: values['submitted-at'] ?? new Date().toISOString(),
    },
  });
  console.log(values.json ? JSON.stringify(analysis, null, 2) : renderComplianceReport(analysis));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
