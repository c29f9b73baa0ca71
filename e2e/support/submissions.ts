import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIResponse, BrowserContext, Page } from 'playwright-core';
import { expectVisible, pageHeading, waitForSettledLayout } from './journey';

/** Creative whose text the analysis flags (hemp THC above the 0.3% limit). */
export const HEMP_AD_TEXT = 'Our delta-9 THC gummies contain 5% THC by dry weight';

/** A private temp folder of real files for the file pickers; remove it with `cleanUp`. */
export function fixtureDir(files: Record<string, Buffer>): { dir: string; file: (name: string) => string; cleanUp: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-e2e-files-'));
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes);
  return {
    dir,
    file: (name) => {
      if (!(name in files)) throw new Error(`no fixture file named ${name}`);
      return path.join(dir, name);
    },
    cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every file stored under a folder (recursive, relative paths); [] when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Where the local storage driver keeps a submission's files (DATA_DIR/files/submissions/{id}). */
export function submissionFilesDir(dataDir: string, submissionId: string): string {
  return path.join(dataDir, 'files', 'submissions', submissionId);
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  const body = await response.text();
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${body}`);
  return JSON.parse(body) as T;
}

export interface SubmissionSummary {
  id: string;
  title: string;
  status: string;
  riskLevel: string | null;
}

export interface SubmissionDetail {
  submission: SubmissionSummary & { submitterEmail: string };
  attachments: { id: string; originalFilename: string; size: number; mimeType: string }[];
  analysis: { id: string; overallScore: number; updatedAt: string } | null;
  violations: unknown[];
  escalationTracks: { id: string; trackType: string; status: string; isOverridden: boolean }[];
}

/** A multipart POST with several files under `attachments`, as the web's forms send them; answers the reply's data. */
export async function postMultipart(
  context: BrowserContext,
  path: string,
  fields: Record<string, string>,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<{ id: string } & Record<string, unknown>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('attachments', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  return (await json<{ data: { id: string } & Record<string, unknown> }>(await context.request.post(path, { multipart: form }), `POST ${path}`)).data;
}

/**
 * Submission calls made with the browser context's cookie (the signed-in user), for state a journey
 * is not about. Same origin, so the server's cross-site check lets them through.
 */
export const submissionsApi = {
  async create(
    context: BrowserContext,
    fields: { title: string; submitterEmail: string; submitterName?: string; submissionType?: string; description?: string },
    file: { name: string; mimeType: string; buffer: Buffer },
  ): Promise<SubmissionSummary> {
    const response = await context.request.post('/api/submissions', {
      multipart: {
        submissionType: fields.submissionType ?? 'upload',
        title: fields.title,
        submitterEmail: fields.submitterEmail,
        submitterName: fields.submitterName ?? '',
        description: fields.description ?? '',
        campaignTypes: '[]',
        landingPageUrl: '',
        attachments: file,
      },
    });
    return (await json<{ data: SubmissionSummary }>(response, 'POST /api/submissions')).data;
  },

  /** A one-file text ad with a run date, returned once analysed: what due times, queues and the calendar work from. */
  async createForRunDate(context: BrowserContext, title: string, runDate: string, { submitterName }: { submitterName?: string } = {}): Promise<string> {
    const response = await context.request.post('/api/submissions', {
      multipart: {
        submissionType: 'upload',
        title,
        submitterEmail: 'advertiser@example.test',
        ...(submitterName ? { submitterName } : {}),
        campaignTypes: '["Print"]',
        runDate,
        attachments: { name: 'copy.txt', mimeType: 'text/plain', buffer: Buffer.from(`${title}: fresh bread every morning on Main Street.\n`) },
      },
    });
    const { data } = await json<{ data: { id: string } }>(response, 'POST /api/submissions');
    await this.waitForAnalysis(context, data.id);
    return data.id;
  },

  async get(context: BrowserContext, id: string): Promise<SubmissionDetail> {
    return (await json<{ data: SubmissionDetail }>(await context.request.get(`/api/submissions/${id}`), `GET /api/submissions/${id}`)).data;
  },

  /** How many submissions the signed-in user can see. */
  async total(context: BrowserContext): Promise<number> {
    const body = await json<{ data: unknown[]; meta?: { total: number } }>(await context.request.get('/api/submissions'), 'GET /api/submissions');
    return body.meta?.total ?? body.data.length;
  },

  /**
   * Poll (bounded) until the background analysis has finished: an analysis present and the status no
   * longer 'analyzing', or, when `previousAnalysisId` is given, a newer analysis than that one.
   */
  async waitForAnalysis(
    context: BrowserContext,
    id: string,
    { timeoutMs = 30_000, previousAnalysisId }: { timeoutMs?: number; previousAnalysisId?: string } = {},
  ): Promise<SubmissionDetail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const detail = await this.get(context, id);
      const done = detail.submission.status !== 'analyzing' && detail.analysis !== null && detail.analysis.id !== previousAnalysisId;
      if (done) return detail;
      if (Date.now() > deadline) {
        throw new Error(`analysis of ${id} not finished within ${timeoutMs} ms (status ${detail.submission.status}, analysis ${detail.analysis?.id ?? 'none'})`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  },

  async act(context: BrowserContext, id: string, action: 'approve' | 'reject' | 'request-revisions', notes = ''): Promise<void> {
    await json(
      await context.request.post(`/api/submissions/${id}/${action}`, { data: { reviewerNotes: notes, reviewerSuggestions: '' } }),
      `POST /api/submissions/${id}/${action}`,
    );
  },
};

/**
 * What the page fetched of single submissions (status and analysis id of each GET /api/submissions/{id}
 * reply), to tell in a failure message whether a screen asked again.
 */
export function recordDetailFetches(page: Page): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (!/^\/api\/submissions\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname) || !response.ok()) return;
    response
      .json()
      .then((body: { data: SubmissionDetail }) => seen.push(`${body.data.submission.status}/${body.data.analysis?.id.slice(0, 8) ?? 'no analysis'}`))
      .catch(() => undefined);
  };
  page.on('response', onResponse);
  return { seen, stop: () => page.off('response', onResponse) };
}

/** The review screen of one submission, once its heading and details are on screen. */
export async function openReview(page: Page, id: string): Promise<void> {
  await page.goto(`/review/${id}`);
  await expectVisible(pageHeading(page, 'Submission Review'), 'the Submission Review heading');
  await expectVisible(page.locator('#submission-title'), 'the submission details');
  // The preview and the findings load after the details and push the cards below them down.
  await waitForSettledLayout(page);
}
