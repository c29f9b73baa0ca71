import { createContext, useContext, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, MessageSquarePlus, MousePointerClick, RotateCcw } from 'lucide-react';
import { describeAnnotationPlace, type TAnnotation, type TAnnotationAnchor } from '../../../domain/annotations';
import type { TAttachment } from '../../../domain/submissions';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import {
  createAnnotation,
  invalidateAnnotations,
  reopenAnnotation,
  replyToAnnotation,
  resolveAnnotation,
  setAnnotationVisibility,
} from '../../features/annotations/api';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';

/**
 * Comments pinned to the creative. Points and regions use the evidence highlights' convention: fractions of the
 * page (or image) from its top-left corner, so they scale with the page. In Annotate mode a click on a page pins a
 * point, a drag marks a region, and a selection in a text file's text marks a span; "Add comment" does the same
 * without a pointer, as a general note or a note on a file and page.
 */

export interface TAnnotationPlacement {
  attachmentId: string | null;
  page: number | null;
  anchor: TAnnotationAnchor;
}

interface TAnnotationsContext {
  submissionId: string;
  /** The version the screen shows; comments of earlier versions are "from version N". */
  version: number;
  annotations: readonly TAnnotation[];
  annotating: boolean;
  draft: TAnnotationPlacement | null;
  place(placement: TAnnotationPlacement): void;
  /** Bring a comment's thread into view (from its pin). */
  showThread(id: string): void;
}

const AnnotationsContext = createContext<TAnnotationsContext | null>(null);
export const AnnotationsProvider = AnnotationsContext.Provider;
export const useAnnotations = () => useContext(AnnotationsContext);

export const annotationThreadId = (id: string) => `annotation-thread-${id}`;

const PIN_CLASSES =
  'flex size-6 items-center justify-center rounded-full border-2 border-white bg-blue-700 text-[11px] font-bold text-white shadow outline-none focus-visible:ring-4 focus-visible:ring-ring';

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/** The pins and regions of one page (or image), and in Annotate mode the surface that takes clicks and drags. */
export function PageAnnotations({ attachmentId, page }: { attachmentId: string; page: number }) {
  const context = useAnnotations();
  const surface = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ x: number; y: number; x2: number; y2: number } | null>(null);
  if (!context) return null;
  const own = context.annotations.filter(
    (a) => a.attachmentId === attachmentId && a.page === page && (a.anchor.kind === 'point' || a.anchor.kind === 'region'),
  );
  const at = (event: ReactPointerEvent) => {
    const box = surface.current!.getBoundingClientRect();
    return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
  };
  const finish = (event: ReactPointerEvent) => {
    if (!drag) return;
    const end = at(event);
    setDrag(null);
    const x = Math.min(drag.x, end.x);
    const y = Math.min(drag.y, end.y);
    const w = Math.abs(end.x - drag.x);
    const h = Math.abs(end.y - drag.y);
    const anchor: TAnnotationAnchor = w < 0.015 && h < 0.015 ? { kind: 'point', x: drag.x, y: drag.y } : { kind: 'region', x, y, w, h };
    context.place({ attachmentId, page, anchor });
  };
  const draft = context.draft?.attachmentId === attachmentId && context.draft.page === page ? context.draft.anchor : null;
  const preview = drag
    ? { x: Math.min(drag.x, drag.x2), y: Math.min(drag.y, drag.y2), w: Math.abs(drag.x2 - drag.x), h: Math.abs(drag.y2 - drag.y) }
    : draft?.kind === 'region'
      ? draft
      : null;
  return (
    <>
      {context.annotating && (
        <div
          ref={surface}
          data-testid="annotation-surface"
          className="absolute inset-0 z-20 cursor-crosshair touch-none"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            const start = at(event);
            setDrag({ ...start, x2: start.x, y2: start.y });
          }}
          onPointerMove={(event) => drag && setDrag({ ...drag, ...{ x2: at(event).x, y2: at(event).y } })}
          onPointerUp={finish}
          onPointerCancel={() => setDrag(null)}
        />
      )}
      {preview && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute z-20 border-2 border-dashed border-blue-700 bg-blue-400/20"
          style={{ left: `${preview.x * 100}%`, top: `${preview.y * 100}%`, width: `${preview.w * 100}%`, height: `${preview.h * 100}%` }}
        />
      )}
      {draft?.kind === 'point' && (
        <span
          aria-hidden="true"
          className={cn(PIN_CLASSES, 'pointer-events-none absolute z-30 -translate-x-1/2 -translate-y-1/2 bg-blue-500')}
          style={{ left: `${draft.x * 100}%`, top: `${draft.y * 100}%` }}
        >
          +
        </span>
      )}
      {own.map((a) => {
        const anchor = a.anchor as Extract<TAnnotationAnchor, { kind: 'point' | 'region' }>;
        const label = `Comment ${a.number}${a.status === 'resolved' ? ' (resolved)' : ''}: ${a.body.slice(0, 80)}`;
        return (
          <div key={a.id}>
            {anchor.kind === 'region' && (
              <div
                aria-hidden="true"
                className={cn('pointer-events-none absolute z-10 border-2 border-blue-700 bg-blue-400/15', a.status === 'resolved' && 'border-dashed opacity-60')}
                style={{ left: `${anchor.x * 100}%`, top: `${anchor.y * 100}%`, width: `${anchor.w * 100}%`, height: `${anchor.h * 100}%` }}
              />
            )}
            <button
              type="button"
              data-testid="annotation-pin"
              aria-label={label}
              title={label}
              onClick={() => context.showThread(a.id)}
              className={cn(PIN_CLASSES, 'absolute z-30 -translate-x-1/2 -translate-y-1/2', a.status === 'resolved' && 'bg-slate-600')}
              style={{ left: `${anchor.x * 100}%`, top: `${anchor.y * 100}%` }}
            >
              {a.number}
            </button>
          </div>
        );
      })}
    </>
  );
}

/**
 * A text file's text as the analysis read it, for marking a span: selecting words places a comment on them.
 * Commented spans are marked; their numbers are drawn by CSS so the text's offsets stay those of the file.
 */
export function AnnotatableText({ text, attachmentId, label }: { text: string; attachmentId: string; label: string }) {
  const context = useAnnotations();
  const pre = useRef<HTMLPreElement>(null);
  const spans = (context?.annotations ?? [])
    .filter((a) => a.attachmentId === attachmentId && a.anchor.kind === 'span' && a.anchor.end <= text.length)
    .map((a) => ({ a, anchor: a.anchor as Extract<TAnnotationAnchor, { kind: 'span' }> }))
    .sort((x, y) => x.anchor.start - y.anchor.start);
  const parts: (string | React.JSX.Element)[] = [];
  let cursor = 0;
  for (const { a, anchor } of spans) {
    if (anchor.start < cursor) continue;
    parts.push(text.slice(cursor, anchor.start));
    parts.push(
      <mark
        key={a.id}
        data-number={a.number}
        className="rounded-sm bg-blue-200 text-foreground after:ml-0.5 after:align-super after:text-[10px] after:font-bold after:content-[attr(data-number)] dark:bg-blue-500/40"
      >
        {text.slice(anchor.start, anchor.end)}
      </mark>,
    );
    cursor = anchor.end;
  }
  parts.push(text.slice(cursor));
  const takeSelection = () => {
    const selection = window.getSelection();
    const root = pre.current;
    if (!selection || selection.isCollapsed || !root || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    if (!root.contains(range.commonAncestorContainer)) return;
    const before = document.createRange();
    before.selectNodeContents(root);
    before.setEnd(range.startContainer, range.startOffset);
    const start = before.toString().length;
    const end = start + range.toString().length;
    if (end > start) context?.place({ attachmentId, page: null, anchor: { kind: 'span', start, end } });
  };
  return (
    <pre
      ref={pre}
      tabIndex={0}
      aria-label={label}
      data-testid="annotatable-text"
      onMouseUp={takeSelection}
      onKeyUp={(event) => event.shiftKey && takeSelection()}
      className="max-h-[70vh] cursor-text overflow-auto rounded-lg border bg-muted/40 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {parts}
    </pre>
  );
}

function useAnnotationMutation<T>(submissionId: string, run: (input: T) => Promise<unknown>, done: string, failed: string, after?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast({ title: done });
      void invalidateAnnotations(queryClient, submissionId);
      after?.();
    },
    onError: (error) => toast({ title: failed, description: error.message, variant: 'destructive' }),
  });
}

function placeText(placement: TAnnotationPlacement, files: readonly TAttachment[]): string {
  const file = files.find((f) => f.id === placement.attachmentId);
  if (!file) return 'General note';
  const parts = [file.originalFilename];
  if (placement.page !== null) parts.push(`page ${placement.page}`);
  if (placement.anchor.kind === 'point') parts.push('pinned point');
  if (placement.anchor.kind === 'region') parts.push('marked area');
  if (placement.anchor.kind === 'span') parts.push('selected text');
  return parts.join(', ');
}

/** The new comment's form: its body and whether the submitter sees it; where it goes is chosen on the preview or here. */
function DraftForm({
  placement,
  files,
  previewing,
  onPlace,
  onDone,
}: {
  placement: TAnnotationPlacement;
  files: readonly TAttachment[];
  previewing: TAttachment | null;
  onPlace: (placement: TAnnotationPlacement) => void;
  onDone: () => void;
}) {
  const context = useAnnotations()!;
  const [body, setBody] = useState('');
  const [visible, setVisible] = useState(false);
  const create = useAnnotationMutation(
    context.submissionId,
    () =>
      createAnnotation(context.submissionId, {
        version: context.version,
        attachmentId: placement.attachmentId,
        page: placement.page,
        anchor: placement.anchor,
        body,
        visibleToSubmitter: visible,
      }),
    'Comment added',
    'Comment not added',
    onDone,
  );
  const pinned = placement.anchor.kind !== 'none';
  const isPaged = previewing && (previewing.mimeType === 'application/pdf' || previewing.mimeType.startsWith('image/'));
  return (
    <form
      aria-label="New comment"
      className="space-y-3 rounded-lg border border-blue-700/40 bg-muted/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) create.mutate(undefined);
      }}
    >
      {pinned ? (
        <p className="text-sm">
          <span className="font-medium">On:</span> {placeText(placement, files)}
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <div className="space-y-1">
            <Label htmlFor="annotation-where">Comment on</Label>
            <NativeSelect
              id="annotation-where"
              value={placement.attachmentId ?? ''}
              onChange={(event) =>
                onPlace({ attachmentId: event.target.value || null, page: event.target.value && isPaged ? 1 : null, anchor: { kind: 'none' } })
              }
            >
              <option value="">The whole version (general note)</option>
              {previewing && <option value={previewing.id}>{previewing.originalFilename}</option>}
            </NativeSelect>
          </div>
          {placement.attachmentId && isPaged && (
            <div className="w-24 space-y-1">
              <Label htmlFor="annotation-page">Page</Label>
              <Input
                id="annotation-page"
                type="number"
                min={1}
                value={placement.page ?? ''}
                onChange={(event) => onPlace({ ...placement, page: event.target.value ? Math.max(1, Number(event.target.value)) : null })}
              />
            </div>
          )}
        </div>
      )}
      <div className="space-y-1">
        <Label htmlFor="annotation-body">Comment</Label>
        <Textarea
          id="annotation-body"
          autoFocus
          rows={3}
          required
          maxLength={4000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          placeholder="What should change here? Mention a colleague with @username."
        />
      </div>
      <div className="flex items-center gap-2">
        <Switch id="annotation-visible" checked={visible} onCheckedChange={setVisible} />
        <Label htmlFor="annotation-visible">Visible to submitter</Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!body.trim() || create.isPending}>
          Save comment
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReplyForm({ annotation }: { annotation: TAnnotation }) {
  const context = useAnnotations()!;
  const [body, setBody] = useState('');
  const reply = useAnnotationMutation(context.submissionId, () => replyToAnnotation(context.submissionId, annotation.id, body), 'Reply added', 'Reply not added', () =>
    setBody(''),
  );
  const id = `reply-${annotation.id}`;
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) reply.mutate(undefined);
      }}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={id} className="sr-only">
          Reply to comment {annotation.number}
        </Label>
        <Input id={id} value={body} maxLength={4000} placeholder="Reply" onChange={(event) => setBody(event.target.value)} />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={!body.trim() || reply.isPending}>
        Reply
      </Button>
    </form>
  );
}

function Thread({ annotation, canWrite, quote }: { annotation: TAnnotation; canWrite: boolean; quote: string | null }) {
  const context = useAnnotations()!;
  const sid = context.submissionId;
  const resolved = annotation.status === 'resolved';
  const toggle = useAnnotationMutation(
    sid,
    () => (resolved ? reopenAnnotation(sid, annotation.id) : resolveAnnotation(sid, annotation.id)),
    resolved ? 'Comment reopened' : 'Comment resolved',
    resolved ? 'Comment not reopened' : 'Comment not resolved',
  );
  const visibility = useAnnotationMutation(
    sid,
    (visible: boolean) => setAnnotationVisibility(sid, annotation.id, visible),
    'Visibility changed',
    'Visibility not changed',
  );
  const switchId = `visible-${annotation.id}`;
  return (
    <li id={annotationThreadId(annotation.id)} tabIndex={-1} data-testid="annotation-thread" className="space-y-2 rounded-lg border p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <div className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className={cn(PIN_CLASSES, 'size-6', resolved && 'bg-slate-600')}>
          {annotation.number}
        </span>
        <span className="sr-only">Comment {annotation.number}</span>
        <span className="text-sm font-medium break-all">{describeAnnotationPlace(annotation)}</span>
        {annotation.versionNumber !== context.version && <Badge variant="outline">from version {annotation.versionNumber}</Badge>}
        <Badge variant={resolved ? 'secondary' : 'outline'}>{resolved ? 'Resolved' : 'Open'}</Badge>
        {canWrite && annotation.visibleToSubmitter && <Badge variant="success">Visible to submitter</Badge>}
      </div>
      {quote && <blockquote className="border-l-2 border-blue-700 pl-2 font-mono text-xs text-muted-foreground">{quote}</blockquote>}
      <p className="text-sm whitespace-pre-wrap break-words">{annotation.body}</p>
      <p className="text-xs text-muted-foreground">
        {annotation.authorName}, {formatDateTime(annotation.createdAt)}
        {resolved && annotation.resolvedByName && ` · resolved by ${annotation.resolvedByName}`}
      </p>
      {annotation.replies.length > 0 && (
        <ul aria-label={`Replies to comment ${annotation.number}`} className="space-y-2 border-l-2 pl-3">
          {annotation.replies.map((r) => (
            <li key={r.id}>
              <p className="text-sm whitespace-pre-wrap break-words">{r.body}</p>
              <p className="text-xs text-muted-foreground">
                {r.authorName}, {formatDateTime(r.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ReplyForm annotation={annotation} />
      {canWrite && (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" variant="outline" onClick={() => toggle.mutate(undefined)} disabled={toggle.isPending}>
            {resolved ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
            {resolved ? 'Reopen' : 'Resolve'}
          </Button>
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={annotation.visibleToSubmitter}
              disabled={visibility.isPending}
              onCheckedChange={(checked) => visibility.mutate(checked)}
            />
            <Label htmlFor={switchId}>Visible to submitter</Label>
          </div>
        </div>
      )}
    </li>
  );
}

interface AnnotationsCardProps {
  canWrite: boolean;
  files: readonly TAttachment[];
  previewing: TAttachment | null;
  /** Text of the files as the analysis read them, to quote a commented span. */
  textOf: (attachmentId: string) => string | null;
  onAnnotatingChange: (annotating: boolean) => void;
  onDraftChange: (draft: TAnnotationPlacement | null) => void;
  loading: boolean;
  error: string | null;
}

/** The comment threads beside the preview, numbered as their pins; the desk writes them, the submitter reads and answers theirs. */
export function AnnotationsCard({ canWrite, files, previewing, textOf, onAnnotatingChange, onDraftChange, loading, error }: AnnotationsCardProps) {
  const context = useAnnotations();
  if (!context) return null;
  const { annotations, annotating, draft } = context;
  if (!canWrite && annotations.length === 0 && !loading && !error) return null;
  return (
    <Card aria-labelledby="annotations-heading">
      <CardHeader>
        <CardTitle id="annotations-heading">Comments ({annotations.length})</CardTitle>
        <CardDescription>
          {canWrite
            ? 'Turn on Annotate, then click the preview to pin a comment, drag to mark an area, or select words in a text file. Numbers match the pins.'
            : 'Comments from the reviewers on your ad. Numbers match the pins on the preview.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {canWrite && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant={annotating ? 'secondary' : 'outline'} aria-pressed={annotating} onClick={() => onAnnotatingChange(!annotating)}>
              <MousePointerClick aria-hidden="true" />
              Annotate
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDraftChange({ attachmentId: null, page: null, anchor: { kind: 'none' } })}>
              <MessageSquarePlus aria-hidden="true" />
              Add comment
            </Button>
          </div>
        )}
        {annotating && !draft && (
          <p role="status" className="text-sm text-muted-foreground">
            Annotate is on: click or drag on the preview, or select text.
          </p>
        )}
        {canWrite && draft && (
          <DraftForm
            key={draft.anchor.kind === 'none' ? 'note' : JSON.stringify(draft)}
            placement={draft}
            files={files}
            previewing={previewing}
            onPlace={onDraftChange}
            onDone={() => onDraftChange(null)}
          />
        )}
        {error && <p className="text-sm text-destructive">{error}</p>}
        {loading ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading comments...
          </p>
        ) : annotations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No comments yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Comment threads">
            {annotations.map((a) => {
              const text = a.anchor.kind === 'span' && a.attachmentId ? textOf(a.attachmentId) : null;
              const quote = text && a.anchor.kind === 'span' ? text.slice(a.anchor.start, a.anchor.end).slice(0, 200) : null;
              return <Thread key={a.id} annotation={a} canWrite={canWrite} quote={quote} />;
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
