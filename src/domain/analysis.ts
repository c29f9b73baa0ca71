import { z } from 'zod';
import type { TPolicyCategory, TRiskLevel, TViolationSeverity } from './enums';

export interface TViolation {
  id: string;
  analysisId: string;
  policyId: string | null;
  policyCategory: TPolicyCategory;
  severity: TViolationSeverity;
  violationType: string;
  description: string;
  policySection: string | null;
  affectedContent: string | null;
  /** 'review_item': the text cannot settle it; a person has to look. Review items cost no points. */
  kind: 'violation' | 'review_item';
  effectiveDate: string | null;
  dismissedAt: string | null;
  dismissalReason: string | null;
}

/** How the analysis read one file (the text itself stays on the server). */
export interface TFileReading {
  fileName: string;
  /** pdf_text, pdf_ocr, docx, doc, txt, image_ocr; null when the type could not be handled at all. */
  method: string | null;
  /** Pages of a PDF (1 for an image); null for formats without fixed pages. */
  pageCount: number | null;
  /** Pages or images read by OCR, and their mean word confidence 0-100 (null when no OCR ran). */
  ocrPages: number;
  ocrConfidence: number | null;
  /** What the reader should know: pages skipped, illegible pages. */
  notes: string[];
  /** Set when the file could not be read: nothing in it was checked. */
  error: { code: string; message: string } | null;
}

/** What the analysis could read and what it could not check, shown beside the score-based confidence. */
export interface TAnalysisReading {
  files: TFileReading[];
  /** Files refused at upload (wrong type, too large): never read. */
  refused: { name: string; reason: string }[];
  /** Whether the landing page was checked; null for analyses stored before this was recorded. */
  landingPage: 'checked' | 'not_needed' | 'not_available' | null;
}

export interface TAnalysis {
  id: string;
  submissionId: string;
  overallScore: number;
  riskLevel: TRiskLevel;
  recommendation: string;
  analysisVersion: string;
  analysisModel: string;
  autoApprovalEligible: boolean;
  autoApprovalReason: string | null;
  rawAnalysisData: Record<string, unknown>;
  reading: TAnalysisReading;
  createdAt: string;
  updatedAt: string;
}

export const ZDismissViolationRequest = z.object({
  reason: z
    .string({ error: 'A reason is required to dismiss a finding' })
    .trim()
    .min(1, 'A reason is required to dismiss a finding')
    .max(1000, 'Reason must be at most 1000 characters'),
});
