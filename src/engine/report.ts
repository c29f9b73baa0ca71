import { findPolicyRule } from '../domain/policy-library';
import type { TCreativeAnalysis } from './analyze';
import type { TExtractionResult } from './extract/types';
import type { TAnalysisContext } from './rules/analysis-context';
import type { TRuleFinding } from './rules/types';

const CATEGORY_LABEL = { federal_law: 'federal law', state_law: 'state law', publisher_policy: 'publisher policy' } as const;
const RULE = '='.repeat(78);
const THIN = '-'.repeat(78);

const humanize = (type: string) => type.charAt(0).toUpperCase() + type.slice(1).replace(/_/g, ' ');
const field = (label: string, value: string) => `  ${`${label}:`.padEnd(18)}${value}`;

/** What a report shows of an analysis; a stored analysis from before context was recorded has none. */
export type TReportView = Pick<TCreativeAnalysis, 'extraction' | 'text' | 'segments' | 'score' | 'metadata' | 'analysisVersion' | 'durationMs'> & {
  analysisModel: string;
  context: TAnalysisContext | null;
  /** Where each finding's evidence is, when known (the page names it in the report). */
  findings: (TRuleFinding & { locations?: readonly { page: number | null }[] })[];
};

const LANDING_PAGE_STATUS = { checked: 'checked', not_needed: 'not needed', not_available: 'NOT CHECKED (no way to fetch it here)' } as const;

function describeContext(context: TAnalysisContext): string {
  const { political } = context;
  return [
    political.isPolitical ? `political${political.isFederal ? ', federal race' : ''} (${political.declared ? 'declared' : 'inferred from the copy'})` : 'not political',
    context.language ? `in ${context.language}` : null,
    context.productCategories.length ? `products: ${context.productCategories.join(', ')}` : null,
    context.audience === 'minors' ? 'addresses or shows minors' : null,
    `landing page ${LANDING_PAGE_STATUS[context.landingPage]}`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** The plain-text compliance report a reviewer, the CLI or an email attachment shows. */
export function renderComplianceReport(analysis: TReportView, generatedAt = new Date()): string {
  const { metadata, score } = analysis;
  const violations = analysis.findings.filter((f) => f.kind === 'violation');
  const reviewItems = analysis.findings.filter((f) => f.kind === 'review_item');
  const lines: string[] = [
    RULE,
    'ADVERTISING COMPLIANCE REPORT',
    RULE,
    field('Generated', generatedAt.toISOString()),
    field('Analysis', `${analysis.analysisModel} ${analysis.analysisVersion} (offline, deterministic rules) in ${analysis.durationMs} ms`),
    '',
    'SUBMISSION',
    field('Title', metadata.title),
    field('Type', metadata.submissionType),
    field('Campaign types', metadata.campaignTypes.join(', ') || '(none)'),
    field('Landing page', metadata.landingPageUrl ?? '(none)'),
    field('Run date', metadata.runDate ?? '(not given)'),
    field('Submitted', metadata.submittedAt),
  ];
  if (metadata.description) lines.push(field('Description', metadata.description.replace(/\s+/g, ' ')));
  if (analysis.context) lines.push(field('Read as', describeContext(analysis.context)));

  const scoreText = score.scoreAdjustment.adjustmentApplied
    ? `${score.overallScore} / 100 (${score.scoreAdjustment.reason}; before the cap ${score.scoreAdjustment.originalScore})`
    : `${score.overallScore} / 100`;
  lines.push(
    '',
    'RESULT',
    field('Overall score', scoreText),
    field('Risk level', score.riskLevel.toUpperCase()),
    field('Recommendation', score.recommendation.replace('_', ' ').toUpperCase()),
    field('Auto-approval', score.autoApprovalEligible ? `Eligible. ${score.autoApprovalReason}` : score.autoApprovalReason),
    field(
      'Findings',
      `${score.counts.critical} critical, ${score.counts.major} major, ${score.counts.moderate} moderate, ${score.counts.minor} minor; ${score.counts.reviewItems} for human review`,
    ),
    '',
    THIN,
    `VIOLATIONS (${violations.length})`,
    THIN,
  );
  if (violations.length === 0) lines.push('  None found.');
  violations.forEach((f, i) => lines.push(...describeFinding(analysis, f, i + 1)));

  lines.push('', THIN, `ITEMS FOR HUMAN REVIEW (${reviewItems.length})`, THIN);
  if (reviewItems.length === 0) lines.push('  None.');
  reviewItems.forEach((f, i) => lines.push(...describeFinding(analysis, f, i + 1)));

  lines.push('', THIN, `FILES READ (${analysis.extraction.length})`, THIN);
  for (const file of analysis.extraction) lines.push(...describeExtraction(file));
  const unreadable = analysis.extraction.filter((e) => e.error);
  if (unreadable.length > 0) {
    lines.push('', `  ${unreadable.length} file(s) could not be read and were NOT checked; a person must review them.`);
  }
  lines.push(RULE);
  return lines.join('\n') + '\n';
}

function describeFinding(analysis: TReportView, f: TReportView['findings'][number], n: number): string[] {
  const policy = findPolicyRule(f.policyId);
  const out = [
    '',
    `  ${n}. [${f.severity.toUpperCase()}] ${policy?.title ?? f.policyId}: ${humanize(f.violationType)}`,
    ...wrap(f.description, 72).map((l) => `     ${l}`),
    `     Citation: ${f.policySection} (${CATEGORY_LABEL[f.policyCategory]}${f.effectiveDate ? `, in effect since ${f.effectiveDate}` : ''})`,
  ];
  if (f.affectedContent !== null && f.spanStart !== null && f.spanEnd !== null) {
    const segment = analysis.segments.find((s) => f.spanStart !== null && f.spanStart >= s.start && f.spanStart < s.end);
    const page = f.locations?.[0]?.page;
    out.push(`     Affected: "${f.affectedContent.replace(/\s+/g, ' ')}"${segment ? ` in ${segment.fileName}${page ? `, page ${page}` : ''}` : ''}`);
    out.push(`     Context:  ${contextOf(analysis.text, f.spanStart, f.spanEnd)}`);
  }
  return out;
}

function contextOf(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 60);
  const to = Math.min(text.length, end + 60);
  const snippet = `${text.slice(from, start)}[${text.slice(start, end)}]${text.slice(end, to)}`.replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '...' : ''}${snippet}${to < text.length ? '...' : ''}`;
}

function describeExtraction(file: TExtractionResult): string[] {
  const facts = [
    file.method ?? 'unknown type',
    file.pageCount !== null ? `${file.pageCount} page${file.pageCount === 1 ? '' : 's'}` : null,
    file.ocrConfidence !== null ? `OCR confidence ${Math.round(file.ocrConfidence)}%` : null,
    file.error ? null : `${file.text.length} characters`,
    `${file.durationMs} ms`,
  ].filter(Boolean);
  const out = [`  - ${file.fileName} (${file.mimeType}): ${facts.join(', ')}`];
  if (file.error) out.push(`    UNREADABLE (${file.error.code}): ${file.error.message}`);
  for (const note of file.notes) out.push(`    Note: ${note}`);
  return out;
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
