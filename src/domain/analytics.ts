import { z } from 'zod';

export const ZAnalyticsSummary = z.object({
  total: z.number(),
  pending: z.number(),
  approved: z.number(),
  /** Approved as a percentage of all submissions, one decimal. */
  approvalRate: z.number(),
  /** Mean analysis score over analysed submissions, one decimal; null with none. */
  averageScore: z.number().nullable(),
  byStatus: z.record(z.string(), z.number()),
  byRisk: z.record(z.string(), z.number()),
  byType: z.record(z.string(), z.number()),
  /** Submissions per day over the last 30 days (UTC dates, days without any omitted). */
  overTime: z.array(z.object({ date: z.string(), count: z.number() })),
  /** Median hours from submission to a reviewer's decision; null before any decision. */
  medianHoursToDecision: z.number().nullable(),
});
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummary>;
