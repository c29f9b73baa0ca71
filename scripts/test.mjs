// Runs every suite `npm test` promises: type check, unit, API integration on PGlite (and on PostgreSQL
// when TEST_DATABASE_URL is set), and browser journeys when a Chromium is installed. Says plainly what it
// skipped, and ends with one `N passed, N failed, N skipped` line over all suites.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const resultsDir = '.test-data/results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
/** Every failed test by suite, file and name, repeated at the end so the last lines of a long run say what broke. */
const failures = [];
let ok = true;

/** How long each suite took, printed at the end: CI has a time limit, and this says where the time went. */
const timings = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    ok = false;
    notes.push(`FAILED: ${label}`);
  }
  return result.status === 0;
}

/** Runs a command with its output shown as it comes and kept (the last megabyte) for the caller to read. */
function runShown(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const keep = (stream, sink) =>
      stream.on('data', (chunk) => {
        sink.write(chunk);
        output = (output + chunk.toString()).slice(-1024 * 1024);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (status) => {
      timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
      resolve({ status, output });
    });
  });
}

/** Vitest's summary without its colour codes, for reading counts out of it. */
const withoutColours = (output) => output.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * Vitest's forks pool sometimes loses a worker process after every test in it has passed, and then reports
 * "Worker exited unexpectedly" as the run's one error. Only that, with no test failed, earns one rerun of the
 * files the worker never ran (or of the suite, when they cannot be told), said plainly in the summary; any other
 * error, or the same crash twice, fails the run.
 */
function onlyAWorkerCrash(status, output, file) {
  if (status === 0 || !existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const errors = /Errors\s+\S*?(\d+) errors?/.exec(withoutColours(output));
  const crashes = output.split('Worker exited unexpectedly').length - 1;
  return report.numFailedTests === 0 && (report.numFailedTestSuites ?? 0) === 0 && errors !== null && Number(errors[1]) === 1 && crashes >= 1;
}

/**
 * The files a crashed worker never got to: the report lists them with no test at all (a file whose tests are all
 * skipped still lists them). Running only these again takes seconds where the whole suite took minutes.
 */
function filesNeverRun(file, output) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // Only when the report lists every file the run collected ("Test Files ... (125)"); otherwise the whole suite runs again.
  const collected = /Test Files[^\n]*\((\d+)\)/.exec(withoutColours(output));
  if (!collected || Number(collected[1]) !== report.testResults.length) return [];
  return report.testResults.filter((f) => f.assertionResults.length === 0).map((f) => f.name);
}

async function vitest(label, projects, env = {}) {
  const file = `${resultsDir}/${label.replace(/\W+/g, '-')}.json`;
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const command = (out) => ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const reports = [file];
  let { status, output } = await runShown(label, 'npx', command(file), env);
  if (onlyAWorkerCrash(status, output, file)) {
    const unrun = filesNeverRun(file, output);
    if (unrun.length > 0) {
      const rerun = file.replace(/\.json$/, '-rerun.json');
      notes.push(`RERUN: ${label}: the ${unrun.length} file(s) a crashed test worker never ran, once, after every test it ran had passed`);
      ({ status } = await runShown(`${label} (files a crashed worker never ran)`, 'npx', [...command(rerun), ...unrun], env));
      reports.push(rerun);
    } else {
      notes.push(`RERUN: ${label}, once, because a test worker exited unexpectedly after every test had passed`);
      ({ status } = await runShown(`${label} (rerun after a worker crash)`, 'npx', command(file), env));
    }
  }
  if (status !== 0) {
    ok = false;
    notes.push(`FAILED: ${label}`);
  }
  for (const reportFile of reports) {
    if (!existsSync(reportFile)) {
      totals.failed += 1;
      continue;
    }
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      const name = file.name.replace(`${process.cwd()}/`, '');
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failed) failures.push(`${label}: ${name} > ${a.fullName}\n    ${(a.failureMessages[0] ?? '').split('\n')[0].slice(0, 300)}`);
      if (file.status === 'failed' && failed.length === 0) failures.push(`${label}: ${name}\n    ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
}

if (!run('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])) totals.failed += 1;

await vitest('unit and API on PGlite', ['unit', 'api'], { TEST_DB: 'pglite' });

if (process.env.TEST_DATABASE_URL) {
  await vitest('API on PostgreSQL', ['api'], { TEST_DB: 'postgres' });
} else {
  notes.push('SKIPPED: API suite against PostgreSQL (set TEST_DATABASE_URL=postgres://... to run it)');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('build for browser journeys', 'npm', ['run', 'build'])) {
    await vitest('browser journeys', ['e2e'], { CHROMIUM_PATH: chromium });
  } else {
    totals.failed += 1;
  }
} else {
  notes.push(`SKIPPED: browser journeys (no Chromium at ${chromium}; install the Debian 'chromium' package or set CHROMIUM_PATH)`);
}

console.log('');
if (failures.length) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
console.log(`Time: ${timings.join(', ')}`);
for (const note of notes) console.log(note);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
