import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptedPdf, pdfFromPages, renderAdImage } from '../../test/fixtures/corpus/document-writers';
import { docxBytes } from '../../test/fixtures/sample-files';
import { analyzeCreative, judgeExtraction, TRANSLATION_SOURCE } from './analyze';
import { createOcr, type TOcr } from './extract/index';
import { renderComplianceReport } from './report';
import { RESEMBLANCE_REVIEW_TYPE } from './resemblance/suggest';
import { ANALYSIS_MODEL } from './version';
import { metadata } from './rules/test-helpers';

// OCR shares two cores with the rest of the suite; a recognition can take several seconds under load.
const OCR_TEST_TIMEOUT_MS = 30_000;

let ocr: TOcr;
beforeAll(() => {
  ocr = createOcr();
});
afterAll(async () => {
  await ocr.terminate();
});

const POLITICAL = pdfFromPages([['# Re-elect Sheriff Dan Olson', 'Experience you can trust. Vote Tuesday, November 4.']]);

describe('analyzeCreative', { timeout: OCR_TEST_TIMEOUT_MS }, () => {
  it('scores a clean ad as approvable', async () => {
    const analysis = await analyzeCreative({
      files: [{ name: 'ad.docx', mimeType: 'application/octet-stream', data: await docxBytes(['Community pancake breakfast', 'Fire hall, Saturday 8-11 am. All welcome.']) }],
      metadata: metadata(),
      ocr,
    });
    expect(analysis).toMatchObject({ analysisModel: ANALYSIS_MODEL, findings: [] });
    expect(analysis.score).toMatchObject({ overallScore: 100, riskLevel: 'low', recommendation: 'approve', autoApprovalEligible: true });
    expect(analysis.extraction[0]).toMatchObject({ method: 'docx', error: null });
  });

  it('finds violations across files and rejects', async () => {
    const analysis = await analyzeCreative({
      files: [
        { name: 'ad.pdf', mimeType: 'application/pdf', data: POLITICAL },
        { name: 'copy.txt', mimeType: 'text/plain', data: Buffer.from('Our balm cures arthritis.') },
      ],
      metadata: metadata({ submissionType: 'political' }),
      ocr,
    });
    expect(analysis.findings.map((f) => f.violationType)).toEqual(['missing_paid_advertisement', 'missing_disclaimer', 'unsubstantiated_health_claim']);
    expect(analysis.score).toMatchObject({ overallScore: 0, riskLevel: 'critical', recommendation: 'reject' });
    const cure = analysis.findings[2];
    expect(analysis.text.slice(cure.spanStart ?? 0, cure.spanEnd ?? 0)).toBe('cures arthritis');
    expect(analysis.segments.map((s) => s.fileName)).toEqual(['ad.pdf', 'copy.txt']);
    // Located in its own file's text; a text file has no pages to draw on.
    expect(cure.locations).toEqual([{ fileIndex: 1, fileName: 'copy.txt', page: null, start: 9, end: 24, boxes: [] }]);
  });

  it('locates evidence on the PDF page and keeps no page layout in what it returns', async () => {
    const analysis = await analyzeCreative({
      files: [{ name: 'ad.pdf', mimeType: 'application/pdf', data: pdfFromPages([['# Spring Wellness'], ['Our balm cures arthritis.']]) }],
      metadata: metadata(),
      ocr,
    });
    const cure = analysis.findings.find((f) => f.violationType === 'unsubstantiated_health_claim');
    expect(cure?.locations).toHaveLength(1);
    expect(cure?.locations[0]).toMatchObject({ fileIndex: 0, page: 2 });
    expect(cure?.locations[0].boxes).toHaveLength(1);
    expect(analysis.extraction[0]).not.toHaveProperty('layout');
  });

  it('never scores an unreadable submission as a clean ad', async () => {
    const analysis = await analyzeCreative({
      files: [{ name: 'locked.pdf', mimeType: 'application/pdf', data: encryptedPdf() }],
      metadata: metadata(),
      ocr,
    });
    expect(analysis.extraction[0].error?.code).toBe('encrypted');
    expect(analysis.score).toMatchObject({ overallScore: 50, recommendation: 'needs_revision', autoApprovalEligible: false });
  });

  it('asks for the landing page of a political Digital ad however it was submitted, and judges it', async () => {
    const asked: string[] = [];
    const landingPage = async (url: string) => {
      asked.push(url);
      return { url, disclosureFound: false, disclosureText: null, disclosureUrl: null, disclosureLocation: null, screenshotKey: null, processingTimeMs: 1, error: null };
    };
    const files = [{ name: 'ad.txt', mimeType: 'text/plain', data: Buffer.from('Vote Pat for City Council. PAID ADVERTISEMENT') }];
    const digital = { submissionType: 'upload', campaignTypes: ['Digital'], landingPageUrl: 'https://pat.example/' };
    const analysis = await analyzeCreative({ files, metadata: metadata(digital), landingPage, ocr });
    expect(asked).toEqual(['https://pat.example/']);
    expect(analysis.context).toMatchObject({ political: { isPolitical: true, declared: false }, landingPage: 'checked' });
    expect(analysis.landingPage).toMatchObject({ disclosureFound: false });
    expect(analysis.findings.map((f) => f.violationType)).toContain('political_landing_page_disclosure_missing');
    expect(analysis.score.counts.major).toBeGreaterThanOrEqual(1);

    const commercial = [{ name: 'ad.txt', mimeType: 'text/plain', data: Buffer.from('Fresh bagels every morning on Main Street.') }];
    const plain = await analyzeCreative({ files: commercial, metadata: metadata(digital), landingPage, ocr });
    expect(asked).toHaveLength(1);
    expect(plain).toMatchObject({ landingPage: null, context: { landingPage: 'not_needed' } });
    expect((await analyzeCreative({ files, metadata: metadata(digital), ocr })).context.landingPage).toBe('not_available');
  });

  it('counts files refused before reading as unread, and lets admins\' policies raise review items', async () => {
    const analysis = await analyzeCreative({
      files: [{ name: 'ad.txt', mimeType: 'text/plain', data: Buffer.from('Payday loan approved in minutes.') }],
      refusedFiles: [{ name: 'movie.exe', reason: 'not a supported type' }],
      adminPolicies: [
        { id: 'p1', title: 'Payday Loans', description: 'APR needed', requirements: [], reference: 'Credit policy', riskLevel: 'high', keywords: ['payday loan'] },
      ],
      metadata: metadata(),
      ocr,
    });
    expect(analysis.files).toEqual({ read: 1, unread: 1 });
    expect(analysis.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ policyId: 'p1', kind: 'review_item' }),
        // A payday loan is a money claim: no Truthful Advertising rule fired, so a person checks it.
        expect.objectContaining({ violationType: 'sensitive_domain_health_money_claims', kind: 'review_item' }),
      ]),
    );
    // Whatever else reads as doubtful (the word model's review item) goes to a person too; nothing is a violation.
    expect(analysis.findings.every((f) => f.kind === 'review_item')).toBe(true);
    expect(analysis.score).toMatchObject({ autoApprovalEligible: false, riskLevel: 'moderate' });
  });

  it('applies settings passed in', async () => {
    const text = 'Delta-9 THC tincture, 0.25% delta-9 THC. Warning: Hemp products containing THC are not for use by anyone under the age of 21. Using hemp products containing THC may cause drowsiness. 21+.';
    const files = [{ name: 'ad.txt', mimeType: 'text/plain', data: Buffer.from(text) }];
    const meta = metadata({ runDate: '2025-06-10' });
    // Compliant under the default limit: no rule fires, and as a hemp ad it still goes to a person.
    expect((await analyzeCreative({ files, metadata: meta, ocr })).findings.map((f) => [f.violationType, f.kind])).toEqual([
      ['sensitive_domain_hemp_thc', 'review_item'],
    ]);
    const stricter = await analyzeCreative({ files, metadata: meta, ocr, settings: { maxDelta9ThcPercent: 0.2 } });
    expect(stricter.findings.map((f) => f.violationType)).toEqual(['thc_percent_over_limit']);
  });

  it('sends an ad on sensitive ground that no rule caught to a person, never to auto-approval', async () => {
    const files = [{ name: 'ad.txt', mimeType: 'text/plain', data: Buffer.from('Compounded semaglutide, 0.5 mg weekly pens, delivered to your door.') }];
    const analysis = await analyzeCreative({ files, metadata: metadata(), ocr });
    // The resemblance model may suggest a policy or ask a person to read it too; what matters here is what the rules did.
    const fromRules = analysis.findings.filter((f) => f.origin !== 'model' && f.violationType !== RESEMBLANCE_REVIEW_TYPE);
    expect(fromRules).toEqual([
      expect.objectContaining({ violationType: 'sensitive_domain_drugs_medicine', kind: 'review_item', policyId: 'mock_legal_compliance', affectedContent: 'Compounded' }),
    ]);
    expect(analysis.score).toMatchObject({ overallScore: 100, recommendation: 'approve', autoApprovalEligible: false });
    expect(analysis.score.autoApprovalReason).toMatch(/^Not eligible: \d item\(s\) need human review$/);
  });

  it('suggests, as a model suggestion a reviewer confirms, the policy an ad no rule caught reads like', async () => {
    const text = "Grandma's Tonic\nThree spoonfuls a day and the sugar numbers come right back to normal, folks say.\nThe doctors don't want you to know. Order today.";
    const analysis = await analyzeCreative({ files: [{ name: 'ad.txt', mimeType: 'text/plain', data: Buffer.from(text) }], metadata: metadata(), ocr });
    expect(analysis.findings.filter((f) => f.kind === 'violation')).toEqual([
      expect.objectContaining({
        policyId: 'mock_truthful_advertising',
        origin: 'model',
        violationType: 'resembles_violations',
        affectedContent: "The doctors don't want you to know. Order today.",
      }),
    ]);
    // Unconfirmed, it costs the score nothing but keeps the ad from auto-approval.
    expect(analysis.score).toMatchObject({ overallScore: 100, autoApprovalEligible: false });
  });

  it('judges a creative in another language through the translation its description supplies', async () => {
    const files = [{ name: 'ad.txt', mimeType: 'text/plain', data: Buffer.from('Trà thảo mộc Hoa Sen, uống mỗi sáng cho cả gia đình.\nCửa hàng Hoa Sen, 1200 University Ave, St. Paul.') }];
    const description = 'English translation: Lotus herbal tea, drink every morning; it cures diabetes in thirty days. Lotus Store, St. Paul.';
    const analysis = await analyzeCreative({ files, metadata: metadata({ description }), ocr });
    const claim = analysis.findings.find((f) => f.violationType === 'unsubstantiated_health_claim');
    expect(claim).toBeDefined();
    // The words are the translation's, not the file's: nothing to mark on the creative, and the report says where they came from.
    expect(claim!.locations).toEqual([]);
    expect(analysis.segments.at(-1)).toMatchObject({ fileName: TRANSLATION_SOURCE, translation: true });
    // The language rule judges the creative's own words, which are translated.
    expect(analysis.findings.filter((f) => f.policyId === 'mock_foreign_languages')).toEqual([]);
    expect(analysis.context.language).toBe('Vietnamese');
  });

  it('reads no description as a translation of an English creative', async () => {
    const files = [{ name: 'ad.txt', mimeType: 'text/plain', data: Buffer.from('Fresh sweet corn at the Miller farm stand, every morning this week.') }];
    const analysis = await analyzeCreative({ files, metadata: metadata({ description: 'Customer note: our tonic cures diabetes, run it on page 2.' }), ocr });
    expect(analysis.segments.map((s) => s.fileName)).toEqual(['ad.txt']);
    expect(analysis.findings.filter((f) => f.kind === 'violation')).toEqual([]);
  });

  it('reads images through OCR and asks for human review of what text cannot show', async () => {
    const image = await renderAdImage(
      ['# NORTH SHORE HEMP CO.', 'Delta-9 THC gummies, 5 mg per gummy. Ages 21+.', '~ Warning: Hemp products containing THC are not for use by anyone under the age of 21. Using hemp products containing THC may cause drowsiness.'],
      { width: 1000, background: '#ffffff', ink: '#111111', font: 'sans' },
    );
    const analysis = await analyzeCreative({ files: [{ name: 'hemp.png', mimeType: 'image/png', data: image }], metadata: metadata({ runDate: '2025-06-10' }), ocr });
    expect(analysis.findings.filter((f) => f.kind === 'violation')).toEqual([]);
    expect(analysis.findings.map((f) => f.violationType)).toEqual(['persons_under_21_imagery']);
    expect(analysis.score).toMatchObject({ overallScore: 100, recommendation: 'approve', autoApprovalEligible: false });
  });
});

describe('renderComplianceReport', { timeout: OCR_TEST_TIMEOUT_MS }, () => {
  it('lists metadata, score, violations with citations and affected text, review items and files', async () => {
    const analysis = await analyzeCreative({
      files: [
        { name: 'ad.pdf', mimeType: 'application/pdf', data: POLITICAL },
        { name: 'locked.pdf', mimeType: 'application/pdf', data: encryptedPdf() },
      ],
      metadata: metadata({ title: 'Olson for Sheriff', submissionType: 'political', campaignTypes: ['Print', 'Digital'], runDate: '2025-10-30' }),
      ocr,
    });
    const report = renderComplianceReport(analysis, new Date('2025-06-01T12:00:00Z'));
    for (const expected of [
      'ADVERTISING COMPLIANCE REPORT',
      'Generated:        2025-06-01T12:00:00.000Z',
      'Title:            Olson for Sheriff',
      'Campaign types:   Print, Digital',
      'Run date:         2025-10-30',
      'Read as:          political (declared); in English; landing page not needed',
      'Overall score:    20 / 100',
      'Risk level:       CRITICAL',
      'Recommendation:   REJECT',
      'VIOLATIONS (2)',
      '1. [CRITICAL] Legal Compliance: Missing paid advertisement',
      'Citation: Minn. Stat. 211B.05 subd. 1 (state law)',
      'Affected: "Re-elect" in ad.pdf',
      'ITEMS FOR HUMAN REVIEW (0)',
      'FILES READ (2)',
      'UNREADABLE (encrypted): The PDF is password-protected.',
      '1 file(s) could not be read and were NOT checked',
    ]) {
      expect(report).toContain(expected);
    }
  });
});

describe('judgeExtraction with no text read', () => {
  const unread = [
    { fileName: 'flyer.png', mimeType: 'image/png', method: 'image_ocr' as const, text: '', pageCount: 1, ocrConfidence: 0, ocrPages: 1, durationMs: 5, notes: [], error: null },
  ];

  it('takes the description\'s word that the ad is in a language that came without a translation', async () => {
    const analysis = await judgeExtraction(unread, { metadata: metadata({ description: 'Amharic flyer for the coffee ceremony. No translation supplied.' }) });
    expect(analysis.findings.map((f) => f.violationType)).toContain('untranslated_foreign_language');
  });

  it('finds nothing when the description says no such thing', async () => {
    const analysis = await judgeExtraction(unread, { metadata: metadata({ description: 'Flyer for the coffee ceremony at the Ethiopian church.' }) });
    expect(analysis.findings.map((f) => f.violationType)).not.toContain('untranslated_foreign_language');
  });
});
