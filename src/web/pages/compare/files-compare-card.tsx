import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileImage, FileText, LoaderCircle } from 'lucide-react';
import type { TAttachment } from '../../../domain/submissions';
import { fileKind, type TComparedFile } from '../../../domain/version-compare';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { versionFileQueryOptions } from '../../features/submissions/compare-api';
import { useObjectUrl } from '../../lib/use-object-url';
import { ImageCompare } from './image-compare';
import { PdfCompare } from './pdf-compare';
import { TextDiffView } from './text-diff-view';

function pairLabel(pair: TComparedFile): string {
  if (pair.a && pair.b) return pair.a.originalFilename === pair.b.originalFilename ? pair.b.originalFilename : `${pair.a.originalFilename} → ${pair.b.originalFilename}`;
  return pair.b ? `Added: ${pair.b.originalFilename}` : `Removed: ${pair.a!.originalFilename}`;
}

/** A file of one version, fetched as uploaded (images and PDFs are drawn here; nothing goes to an outside viewer). */
function useVersionFile(file: TAttachment | null, version: number) {
  return useQuery({
    ...versionFileQueryOptions(file?.submissionId ?? '', version, file?.originalFilename ?? ''),
    enabled: file !== null && file.isValid && fileKind(file.mimeType) !== 'document',
  });
}

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Loading {what}...
    </p>
  );
}

/** The visual comparison of one pair: images side by side or overlaid, PDF pages side by side, or one file alone. */
function VisualCompare({ pair, a, b }: { pair: TComparedFile; a: number; b: number }) {
  const fileA = useVersionFile(pair.a, a);
  const fileB = useVersionFile(pair.b, b);
  const urlA = useObjectUrl(pair.a && fileKind(pair.a.mimeType) === 'image' ? fileA.data : undefined);
  const urlB = useObjectUrl(pair.b && fileKind(pair.b.mimeType) === 'image' ? fileB.data : undefined);
  const kindA = pair.a ? fileKind(pair.a.mimeType) : null;
  const kindB = pair.b ? fileKind(pair.b.mimeType) : null;
  const visual = (kind: string | null) => kind === 'image' || kind === 'pdf';
  if (!visual(kindA) && !visual(kindB)) return null;
  if (fileA.isError || fileB.isError) return <p role="alert" className="text-sm">The file could not be loaded: {(fileA.error ?? fileB.error)!.message}</p>;

  if (kindA === 'image' && kindB === 'image') {
    if (!urlA || !urlB) return <Loading what="images" />;
    return <ImageCompare a={{ version: a, url: urlA, name: pair.a!.originalFilename }} b={{ version: b, url: urlB, name: pair.b!.originalFilename }} />;
  }
  if (kindA === 'pdf' && kindB === 'pdf') {
    if (!fileA.data || !fileB.data) return <Loading what="PDFs" />;
    return <PdfCompare a={{ version: a, data: fileA.data, name: pair.a!.originalFilename }} b={{ version: b, data: fileB.data, name: pair.b!.originalFilename }} />;
  }
  // Different kinds, or a file only one version has: each shown as it is.
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {[
        { file: pair.a, version: a, query: fileA, url: urlA, kind: kindA },
        { file: pair.b, version: b, query: fileB, url: urlB, kind: kindB },
      ].map(({ file, version, url, kind }) => (
        <figure key={version} className="min-w-0 space-y-1">
          <figcaption className="truncate text-xs font-semibold text-muted-foreground">
            v{version}
            {file ? ` · ${file.originalFilename}` : ''}
          </figcaption>
          {!file ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">Not in v{version}</p>
          ) : kind === 'image' && url ? (
            <img src={url} alt={`Version ${version}: ${file.originalFilename}`} className="block h-auto w-full rounded-lg border bg-muted/40" />
          ) : (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              {kind === 'image' ? 'Loading...' : 'Compared by its text below.'}
            </p>
          )}
        </figure>
      ))}
    </div>
  );
}

interface FilesCompareCardProps {
  files: TComparedFile[];
  a: number;
  b: number;
  pending: boolean;
}

/** Each file of version a beside its counterpart in version b, one pair at a time, with the word diff of its text. */
export function FilesCompareCard({ files, a, b, pending }: FilesCompareCardProps) {
  // The creative itself first: the first image or PDF, else the first file.
  const [chosen, setChosen] = useState(() => Math.max(0, files.findIndex((f) => fileKind((f.b ?? f.a)!.mimeType) !== 'document')));
  const pair = files[Math.min(chosen, files.length - 1)];
  const kind = pair ? fileKind((pair.b ?? pair.a)!.mimeType) : 'document';
  const textSubject = kind === 'document' ? 'the text' : kind === 'pdf' ? "the PDF's text" : 'the text read from the image';

  return (
    <Card aria-labelledby="compare-files-heading">
      <CardHeader>
        <CardTitle id="compare-files-heading">Files</CardTitle>
        <CardDescription>
          v{a} on the left, v{b} on the right. Files are paired by name, then by kind in upload order.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {files.length > 1 && (
          <div role="group" aria-label="File to compare" className="flex flex-wrap gap-2">
            {files.map((f, i) => {
              const Icon = fileKind((f.b ?? f.a)!.mimeType) === 'image' ? FileImage : FileText;
              return (
                <Button key={i} variant={i === chosen ? 'secondary' : 'outline'} size="sm" aria-pressed={i === chosen} onClick={() => setChosen(i)} className="max-w-full">
                  <Icon aria-hidden="true" />
                  <span className="truncate">{pairLabel(f)}</span>
                </Button>
              );
            })}
          </div>
        )}
        {pair && (
          <div className="space-y-4" key={chosen}>
            {files.length === 1 && <p className="text-sm font-medium break-all">{pairLabel(pair)}</p>}
            <VisualCompare pair={pair} a={a} b={b} />
            {pair.textDiff ? (
              <TextDiffView diff={pair.textDiff} a={a} b={b} subject={textSubject} />
            ) : (
              <p className="text-sm text-muted-foreground">
                {pending ? 'The text compares once both versions are analysed.' : 'No text was read from this file in either version.'}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
