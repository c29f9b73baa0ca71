import { Download, Eye, FileImage, FileText, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { TAttachment } from '../../../domain/submissions';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatKilobytes } from '../../lib/format';
import { cn } from '../../lib/utils';

interface AttachmentsCardProps {
  attachments: TAttachment[];
  previewingId: string | null;
  onPreview: (attachment: TAttachment) => void;
  onDownload: (attachment: TAttachment) => void;
  downloadingId: string | undefined;
}

export function AttachmentsCard({ attachments, previewingId, onPreview, onDownload, downloadingId }: AttachmentsCardProps) {
  return (
    <Card aria-labelledby="attachments-heading">
      <CardHeader>
        <CardTitle id="attachments-heading">Attachments ({attachments.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {attachments.length === 0 ? (
          <p className="text-sm text-muted-foreground">This submission has no files.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {attachments.map((attachment) => {
              const Icon = attachment.mimeType.startsWith('image/') ? FileImage : FileText;
              const previewing = attachment.id === previewingId;
              return (
                <li
                  key={attachment.id}
                  data-testid="attachment"
                  className={cn('flex flex-wrap items-center gap-3 px-3 py-2.5', previewing && 'bg-accent/60')}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="text-sm font-medium break-all">{attachment.originalFilename}</p>
                    <p className="text-xs text-muted-foreground">
                      {formatKilobytes(attachment.size)} · {attachment.mimeType}
                    </p>
                    {!attachment.isValid && (
                      <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
                        <Badge className={TONE_CLASSES.orange}>
                          <TriangleAlert aria-hidden="true" />
                          Invalid
                        </Badge>
                        {attachment.validationError && <span className="text-muted-foreground">{attachment.validationError}</span>}
                      </p>
                    )}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant={previewing ? 'secondary' : 'outline'}
                      size="sm"
                      aria-pressed={previewing}
                      onClick={() => onPreview(attachment)}
                    >
                      <Eye aria-hidden="true" />
                      Preview<span className="sr-only"> {attachment.originalFilename}</span>
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onDownload(attachment)}
                      disabled={downloadingId === attachment.id}
                    >
                      {downloadingId === attachment.id ? (
                        <LoaderCircle aria-hidden="true" className="animate-spin" />
                      ) : (
                        <Download aria-hidden="true" />
                      )}
                      Download<span className="sr-only"> {attachment.originalFilename}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
