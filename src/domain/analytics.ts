export interface TAnalyticsSummary {
  total: number;
  pending: number;
  approved: number;
  /** Approved as a percentage of all submissions, one decimal. */
  approvalRate: number;
  /** Mean analysis score over analysed submissions, one decimal; null with none. */
  averageScore: number | null;
  byStatus: Record<string, number>;
  byRisk: Record<string, number>;
  byType: Record<string, number>;
  /** Submissions per day over the last 30 days (UTC dates, days without any omitted). */
  overTime: { date: string; count: number }[];
  /** Median hours from submission to a reviewer's decision; null before any decision. */
  medianHoursToDecision: number | null;
}
