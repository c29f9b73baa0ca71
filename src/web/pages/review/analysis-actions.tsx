import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, FileDown, FileText, LoaderCircle, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { auditKeys } from '../../features/audit/api';
import type { TComplianceReport } from '../../../domain/analysis';
import { downloadPdfReport, exportReport } from '../../features/analysis/api';
import { saveBlob } from '../../lib/download';
import { toast } from '../../lib/toast';
import { copyText } from './copy-text';
import { ReportPreviewDialog } from './report-preview-dialog';

interface ReanalyzeButtonProps {
  onReanalyze: () => void;
  starting: boolean;
}

export function ReanalyzeButton({ onReanalyze, starting }: ReanalyzeButtonProps) {
  return (
    <Button variant="outline" size="sm" onClick={onReanalyze} disabled={starting}>
      {starting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RefreshCw aria-hidden="true" />}
      Reanalyze
    </Button>
  );
}

interface AnalysisActionsProps {
  submissionId: string;
  canExport: boolean;
  /** Shown when the user may start a reanalysis and the submission's status allows one. */
  reanalyze?: ReanalyzeButtonProps;
}

/**
 * Beside the analysis summary: reanalyze, copy the compliance report, export it to a preview with Download, or
 * download the annotated PDF report.
 */
export function AnalysisActions({ submissionId, canExport, reanalyze }: AnalysisActionsProps) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<TComplianceReport | null>(null);

  // Every export is an audit entry, so the report is built on request, not ahead of time.
  const report = useMutation({
    mutationFn: async (_purpose: 'preview' | 'copy') => (await exportReport(submissionId)).data,
    onSuccess: (data, purpose) => {
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      if (purpose === 'copy') {
        void copyText(data.reportContent);
        return;
      }
      setPreview(data);
      toast({ title: 'Report Generated', description: 'Preview opened. Use Download to save a copy to your device.' });
    },
    onError: () => toast({ title: 'Export Failed', description: 'Failed to generate compliance report', variant: 'destructive' }),
  });

  const pdf = useMutation({
    mutationFn: () => downloadPdfReport(submissionId),
    onSuccess: ({ blob, filename }) => {
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      saveBlob(blob, filename);
    },
    onError: () => toast({ title: 'Export Failed', description: 'Failed to generate the PDF report', variant: 'destructive' }),
  });

  const busy = report.isPending ? report.variables : null;

  return (
    <div className="flex flex-wrap gap-2">
      {reanalyze && <ReanalyzeButton {...reanalyze} />}
      {canExport && (
        <>
          <Button variant="outline" size="sm" onClick={() => report.mutate('copy')} disabled={report.isPending}>
            {busy === 'copy' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Copy aria-hidden="true" />}
            Copy Report
          </Button>
          <Button variant="outline" size="sm" onClick={() => report.mutate('preview')} disabled={report.isPending}>
            {busy === 'preview' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <FileDown aria-hidden="true" />}
            Export Report
          </Button>
          <Button variant="outline" size="sm" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
            {pdf.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <FileText aria-hidden="true" />}
            Download PDF report
          </Button>
          <ReportPreviewDialog report={preview} onClose={() => setPreview(null)} />
        </>
      )}
    </div>
  );
}
