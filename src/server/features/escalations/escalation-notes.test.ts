import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, fileForm } from '../../../../test/fixtures/sample-files';
import type { HttpClient } from '../../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { registerOwner, signInAs } from '../../../../test/helpers/users';

let t: TestApp;
let owner: HttpClient;
let sam: HttpClient;
let rita: HttpClient;
let cara: HttpClient;
let submissionId: string;

const REASON = 'Brand team worries about the competitor logo';
const NOTES = 'Logo use is fine under the licence, internal ref 42';
const FEEDBACK = 'Approved as submitted';
const OVERRIDE = 'Publisher call after the sales meeting';

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerOwner(t);
  sam = (await signInAs(t, 'sam', ['standard'], 'sam@example.com')).client;
  rita = (await signInAs(t, 'rita', ['reviewer'])).client;
  cara = (await signInAs(t, 'cara', ['creative_director'])).client;
  submissionId = (await sam.post('/api/submissions', fileForm({ title: 'Sam ad', submitterEmail: 'sam@example.com' }, [{ name: 'a.png', bytes: PNG_BYTES }]))).json.data.id;
  const track = (await rita.post('/api/escalations', { submissionId, trackType: 'creative', escalationReason: REASON })).json.data;
  expect((await cara.request('PATCH', `/api/escalations/${track.id}/status`, { status: 'approved', resolutionNotes: NOTES, feedbackForSubmitter: FEEDBACK })).status).toBe(200);
  expect((await owner.post(`/api/escalations/${track.id}/override`, { overrideDecision: 'rejected', overrideReason: OVERRIDE })).status).toBe(200);
});
afterAll(async () => t?.close());

describe(`escalation notes stay with the desk (${databaseLabel})`, () => {
  it('shows the submitter the decision and the feedback meant for them, not the reasons or notes', async () => {
    const tracks = await sam.get(`/api/escalations?submissionId=${submissionId}`);
    expect(tracks.status).toBe(200);
    expect(tracks.json.data).toEqual([
      expect.objectContaining({ trackType: 'creative', status: 'approved', feedbackForSubmitter: FEEDBACK, isOverridden: true, overrideDecision: 'rejected' }),
    ]);
    expect(tracks.json.data[0]).toMatchObject({ escalationReason: null, resolutionNotes: null, overrideReason: null });
    for (const path of [`/api/escalations?submissionId=${submissionId}`, `/api/submissions/${submissionId}`, '/api/submissions', '/api/audit?limit=100']) {
      const res = await sam.get(path);
      expect(res.status, path).toBe(200);
      for (const secret of [REASON, NOTES, OVERRIDE]) expect(res.text, `${path} leaks "${secret}"`).not.toContain(secret);
    }
    const detail = (await sam.get(`/api/submissions/${submissionId}`)).json.data;
    expect(detail.escalationTracks[0]).toMatchObject({ trackType: 'creative', status: 'approved', escalationReason: null });
    // The report export, which carries the notes, is not a standard user's to take.
    expect((await sam.post(`/api/submissions/${submissionId}/export`, {})).status).toBe(403);
  });

  it('shows reviewers and specialists the reasons and notes', async () => {
    for (const reader of [rita, cara, owner]) {
      const [track] = (await reader.get(`/api/escalations?submissionId=${submissionId}`)).json.data;
      expect(track).toMatchObject({ escalationReason: REASON, resolutionNotes: NOTES, overrideReason: expect.stringContaining(OVERRIDE) });
      const detail = (await reader.get(`/api/submissions/${submissionId}`)).json.data;
      expect(detail.escalationTracks[0].escalationReason).toBe(REASON);
      expect((await reader.get(`/api/submissions?q=Sam`)).text).toContain(REASON);
    }
  });
});
