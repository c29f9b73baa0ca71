import { Copy, Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import type { TComplianceReport } from '../../../domain/analysis';
import { saveBlob } from '../../lib/download';
import { copyText } from './copy-text';

interface ReportPreviewDialogProps {
  report: TComplianceReport | null;
  onClose: () => void;
}

/** The exported report as text, to read, copy or save under the name the server gave it. */
export function ReportPreviewDialog({ report, onClose }: ReportPreviewDialogProps) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Compliance Report Preview</DialogTitle>
          <DialogDescription className="break-all">{report?.filename}</DialogDescription>
        </DialogHeader>
        {report && (
          <pre
            tabIndex={0}
            aria-label="Compliance report text"
            data-testid="report-preview"
            className="max-h-[55vh] overflow-auto rounded-lg border bg-muted/40 p-4 font-mono text-xs whitespace-pre outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {report.reportContent}
          </pre>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button variant="outline" onClick={() => report && void copyText(report.reportContent)}>
            <Copy aria-hidden="true" />
            Copy to Clipboard
          </Button>
          <Button
            onClick={() => report && saveBlob(new Blob([report.reportContent], { type: 'text/plain;charset=utf-8' }), report.filename)}
          >
            <Download aria-hidden="true" />
            Download
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
