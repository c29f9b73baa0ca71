import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEVERITY_PENALTY } from '../src/domain/scoring';
import { startChatServer, suggestions } from '../test/helpers/chat-completions-server';
import { expectNoSeriousAxeFindings, launchBrowser, newPage } from './support/browser';
import { api, expectHidden, expectToast, expectVisible, pageHeading, type Credentials } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { openReview, submissionsApi } from './support/submissions';

// Journey: an admin turns on the optional second opinion in Settings, pointing it at a language model
// (here a fake OpenAI-compatible server on 127.0.0.1, which the operator allows through
// MODEL_ALLOW_PRIVATE_HOSTS); the model's suggestion shows on the review screen in its own group, costs
// nothing until a reviewer confirms it, then lowers the score. With the model server gone, the analysis
// says so and the rules' result stands. README: "Second opinion".

const owner = { username: 'olga.owner', password: 'owner-pass-1', email: 'olga@example.test' };
const admin = { username: 'adam.admin', password: 'admin-pass-1', email: 'adam@example.test', role: 'admin' };
const reviewer = { username: 'rosa.reviewer', password: 'reviewer-pass-1', email: 'rosa@example.test', role: 'reviewer' };

/** Copy that no rule and no word-model band objects to, with words a language model may find worth a reviewer's look. */
const AD_TEXT = 'Lakeside Furniture spring sale. Our mattresses are the comfiest in Duluth.';
const QUOTE = 'the comfiest in Duluth';
const EXPLANATION = 'A superlative that needs support.';
const MODEL = 'e2e-model';
const API_KEY = 'sk-e2e-secret-7f3a91';
const SUGGESTION = 'Model suggestion';

let server: RunningServer;
let browser: Browser;
let chat: Awaited<ReturnType<typeof startChatServer>>;
let chatOpen = true;
const sessions = new Map<string, { context: BrowserContext; page: Page }>();
let policy: { id: string; title: string; riskLevel: string };

async function as(user: Credentials): Promise<{ context: BrowserContext; page: Page }> {
  let session = sessions.get(user.username);
  if (!session) {
    session = await newPage(browser, server.baseUrl);
    await api.signIn(session.context, user);
    sessions.set(user.username, session);
  }
  return session;
}

/** Submit the ad as the owner and wait until its analysis (with the second opinion) is done. */
async function submitAd(title: string): Promise<string> {
  const { context } = sessions.get(owner.username)!;
  const created = await submissionsApi.create(
    context,
    { title, submitterEmail: 'lou.lakeside@example.test', submissionType: 'advertisement' },
    { name: 'copy.txt', mimeType: 'text/plain', buffer: Buffer.from(`${AD_TEXT}\n`) },
  );
  await submissionsApi.waitForAnalysis(context, created.id);
  return created.id;
}

beforeAll(async () => {
  chat = await startChatServer();
  server = await startServer({ MODEL_ALLOW_PRIVATE_HOSTS: '127.0.0.1' });
  browser = await launchBrowser();
  const ownerSession = await newPage(browser, server.baseUrl);
  await api.registerFirstUser(ownerSession.context, owner);
  sessions.set(owner.username, ownerSession);
  for (const user of [admin, reviewer]) await api.createUser(ownerSession.context, user);

  const res = await ownerSession.context.request.get('/api/policies');
  expect(res.ok(), await res.text()).toBe(true);
  const library = (await res.json()).data as { id: string; title: string; riskLevel: string }[];
  policy = library.find((p) => p.riskLevel === 'high')!;
  expect(policy, 'a high-risk policy in the library').toBeDefined();
  // The model names a policy of the library and quotes the ad (in other case, as models do).
  chat.reply = () => suggestions([{ policyId: policy.id, evidence: QUOTE.toUpperCase(), explanation: EXPLANATION }]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (chatOpen) await chat?.close();
});

describe('second opinion: settings', () => {
  it('an admin turns it on with the model server and a key; the key is kept on the server', async () => {
    const { page } = await as(admin);
    await page.goto('/settings');
    await expectVisible(pageHeading(page, 'System Settings'), 'the System Settings heading');
    const card = page.getByTestId('second-opinion-settings');
    await expectVisible(card.getByRole('button', { name: 'Save Second Opinion', exact: true }), 'the second opinion form');
    expect(await card.getByText('Off', { exact: true }).count()).toBe(1);
    // The operator's allowance is shown where the address is typed.
    expect(await card.innerText()).toContain('Private hosts the operator allows: 127.0.0.1.');
    await expectNoSeriousAxeFindings(page, '/settings with the second opinion off');

    const enabled = card.getByRole('switch', { name: 'Ask a language model for a second opinion on every new analysis' });
    expect(await enabled.getAttribute('aria-checked')).toBe('false');
    await enabled.click();
    expect(await enabled.getAttribute('aria-checked')).toBe('true');
    await card.getByLabel('Server address', { exact: true }).fill(chat.baseUrl);
    await card.getByLabel('Model', { exact: true }).fill(MODEL);
    await card.getByLabel('API key', { exact: true }).fill(API_KEY);
    await card.getByLabel('Timeout (seconds)', { exact: true }).fill('10');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings/second-opinion') && r.request().method() === 'PUT');
    await card.getByRole('button', { name: 'Save Second Opinion', exact: true }).click();
    expect(await (await saved).text(), 'the reply to the save').not.toContain(API_KEY);

    await expectToast(page, 'Second Opinion Saved', `New analyses ask ${MODEL} for a second opinion.`);
    await expectVisible(card.getByText(`On: ${MODEL}`, { exact: true }), 'the On badge');
    // The key field is empty again and says a key is saved, without showing it.
    const key = card.getByLabel('API key', { exact: true });
    expect(await key.inputValue()).toBe('');
    expect(await key.getAttribute('type')).toBe('password');
    expect(await card.innerText()).toContain('Saved; leave blank to keep it');
    await expectVisible(card.getByLabel('Remove the saved API key', { exact: true }), "the 'Remove the saved API key' choice");
    expect(await page.content()).not.toContain(API_KEY);
    expect(await card.getByLabel('Server address', { exact: true }).inputValue()).toBe(chat.baseUrl);
    expect(await card.getByLabel('Model', { exact: true }).inputValue()).toBe(MODEL);
    await expectNoSeriousAxeFindings(page, '/settings with the second opinion on');

    // After a reload the form reads the same from the server.
    await page.reload();
    await expectVisible(card.getByText(`On: ${MODEL}`, { exact: true }), 'the On badge after a reload');
    expect(await card.getByLabel('Model', { exact: true }).inputValue()).toBe(MODEL);
    expect(await card.innerText()).toContain('Saved; leave blank to keep it');
    expect(await page.content()).not.toContain(API_KEY);
  });
});

describe('second opinion: a suggestion on the review screen', () => {
  let id: string;

  it('shows the suggestion in the Model-suggested group: the score is unchanged and the ad awaits a reviewer', async () => {
    const before = chat.seen.length;
    id = await submitAd('Lakeside mattress sale');
    const asked = chat.seen.slice(before);
    expect(asked.length, 'requests to the model server').toBe(1);
    expect(asked[0].authorization).toBe(`Bearer ${API_KEY}`);
    expect(asked[0].body.model).toBe(MODEL);
    expect(asked[0].body.messages!.at(-1)!.content).toContain(AD_TEXT);

    const { page } = await as(reviewer);
    await openReview(page, id);
    await expectVisible(page.getByRole('heading', { name: 'Compliance Analysis', exact: true }), 'the Compliance Analysis card');
    const status = page.getByTestId('second-opinion-status');
    expect(await status.getAttribute('data-status')).toBe('ok');
    expect(await status.innerText()).toBe(`Second opinion by ${MODEL}: 1 suggestion(s) for a reviewer to confirm.`);

    expect(await page.getByTestId('analysis-score').innerText()).toBe('100/100');
    expect(await page.getByText('Not eligible for auto-approval', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Eligible for auto-approval', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Violations (0)', exact: true }).count()).toBe(1);

    const group = page.getByTestId('model-suggested-group');
    await expectVisible(group.getByRole('heading', { name: 'Model-suggested (1)', exact: true }), 'the Model-suggested group');
    const suggestion = group.getByTestId('model-suggestion');
    expect(await suggestion.count()).toBe(1);
    expect(await suggestion.getByTestId('model-suggested-badge').innerText()).toBe('Model-suggested');
    const text = await suggestion.innerText();
    // The quote as it stands in the ad, not as the model wrote it.
    expect(text).toContain(QUOTE);
    expect(text).not.toContain(QUOTE.toUpperCase());
    // It names the library's policy the model cited.
    expect(text).toContain(`Model-suggested under "${policy.title}": ${EXPLANATION}`);
    expect(text).toContain('Major');
    await expectNoSeriousAxeFindings(page, `/review/${id} with a model suggestion`);
  });

  it('the reviewer confirms it: it joins the violations and the score drops by its severity', async () => {
    const { context, page } = await as(reviewer);
    const group = page.getByTestId('model-suggested-group');
    await group.getByRole('button', { name: `Confirm ${SUGGESTION}`, exact: true }).click();
    await expectToast(page, 'Suggestion Confirmed', `"${SUGGESTION}" now counts against the compliance score.`);

    const expected = 100 - SEVERITY_PENALTY.major;
    await expect.poll(() => page.getByTestId('analysis-score').innerText()).toBe(`${expected}/100`);
    await expectHidden(group, 'the Model-suggested group');
    await expectVisible(page.getByRole('heading', { name: 'Violations (1)', exact: true }), 'one violation');
    const confirmed = page.getByTestId('violation').filter({ has: page.getByTestId('model-suggested-badge') });
    expect(await confirmed.getByTestId('model-suggested-badge').innerText()).toBe('Model-suggested, confirmed');
    expect(await confirmed.getByRole('button', { name: `Confirm ${SUGGESTION}`, exact: true }).count()).toBe(0);
    expect((await submissionsApi.get(context, id)).analysis!.overallScore).toBe(expected);
    await expectNoSeriousAxeFindings(page, `/review/${id} with the suggestion confirmed`);
  });
});

describe('second opinion: the model server cannot be reached', () => {
  it("the analysis says so and the rules' result stands", async () => {
    await chat.close();
    chatOpen = false;
    const id = await submitAd('Lakeside mattress sale, model down');

    const { page } = await as(reviewer);
    await openReview(page, id);
    const status = page.getByTestId('second-opinion-status');
    await expectVisible(status, 'the second opinion line');
    expect(await status.getAttribute('data-status')).toBe('unreachable');
    const text = await status.innerText();
    expect(text).toContain(`Second opinion by ${MODEL} could not be reached`);
    expect(text).toContain("The rules' result stands.");
    expect(await page.getByTestId('analysis-score').innerText()).toBe('100/100');
    expect(await page.getByText('Eligible for auto-approval', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('model-suggested-group').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Violations (0)', exact: true }).count()).toBe(1);
  });
});
