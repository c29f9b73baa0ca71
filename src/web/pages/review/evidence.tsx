import { createContext, useContext, useEffect, type ReactNode, type RefObject } from 'react';
import type { TEvidenceBox, TEvidenceLocation, TViolation } from '../../../domain/analysis';
import { findingName } from '../../lib/format';
import { cn } from '../../lib/utils';

/**
 * Findings on the creative: every located finding's evidence is a highlight over the preview (boxes on an
 * image or a PDF page, marks in a Word or text file's text). Choosing a finding in the list brings its first
 * highlight into view and focuses it; choosing a highlight does the same for the finding in the list.
 */

/** One finding's evidence on one attachment. */
export interface TEvidenceHighlight {
  violationId: string;
  /** The finding's number in the list (violations first, then review items), shown on the highlight too. */
  number: number;
  /** "Finding 2: Unsubstantiated Health Claim", the highlight's accessible name with the quoted words. */
  label: string;
  dismissed: boolean;
  location: TEvidenceLocation;
}

/** Which finding was chosen and where it should be brought into view: the preview or the findings list. */
export interface TEvidenceRequest {
  violationId: string;
  target: 'preview' | 'list';
  /** Counts requests, so choosing the same finding again scrolls to it again. */
  seq: number;
}

interface TEvidenceContext {
  highlights: readonly TEvidenceHighlight[];
  numbers: ReadonlyMap<string, number>;
  selectedId: string | null;
  request: TEvidenceRequest | null;
  /** Choose a finding and bring it into view in the preview (from the list) or in the list (from a highlight). */
  select(violationId: string, target: 'preview' | 'list'): void;
}

const EvidenceContext = createContext<TEvidenceContext | null>(null);

export const EvidenceProvider = EvidenceContext.Provider;

export function useEvidence(): TEvidenceContext | null {
  return useContext(EvidenceContext);
}

/** The findings in the order the list shows them: violations, then review items. */
export function numberFindings(violations: readonly TViolation[]): Map<string, number> {
  const ordered = [...violations.filter((v) => v.kind !== 'review_item'), ...violations.filter((v) => v.kind === 'review_item')];
  return new Map(ordered.map((v, i) => [v.id, i + 1]));
}

export function evidenceHighlights(violations: readonly TViolation[], numbers: ReadonlyMap<string, number>): TEvidenceHighlight[] {
  return violations
    .flatMap((v) =>
      v.locations.map((location) => ({
        violationId: v.id,
        number: numbers.get(v.id) ?? 0,
        label: `Finding ${numbers.get(v.id) ?? ''}: ${findingName(v.violationType)}${v.dismissedAt ? ' (dismissed)' : ''}`,
        dismissed: v.dismissedAt !== null,
        location,
      })),
    )
    .sort((a, b) => a.number - b.number);
}

export const findingElementId = (violationId: string) => `finding-${violationId}`;

const smooth = () => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** Scrolls an element to the middle of its scrolling boxes and the window, and focuses it. */
export function bringIntoView(element: HTMLElement): void {
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: smooth() });
  element.focus({ preventScroll: true });
}

/**
 * Carries out a request for the preview: the chosen finding's first highlight inside `root` is scrolled to
 * and focused, once it exists (a PDF page draws after the file loads).
 */
export function usePreviewRequest(root: RefObject<HTMLElement | null>): void {
  const evidence = useEvidence();
  const request = evidence?.request;
  useEffect(() => {
    const container = root.current;
    if (!request || request.target !== 'preview' || !container) return;
    const find = () => container.querySelector<HTMLElement>(`[data-evidence-for="${CSS.escape(request.violationId)}"]`);
    const found = find();
    if (found) {
      bringIntoView(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const element = find();
      if (!element) return;
      observer.disconnect();
      bringIntoView(element);
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), 15_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    // One scroll per request: later renders (the detail polls) must not take the focus again.
  }, [request?.seq, request?.target]);
}

const HIGHLIGHT_CLASSES =
  'cursor-pointer outline-none transition-shadow focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** A finding's evidence drawn over a page: a box at its place, scaled with the page, numbered like the finding. */
export function BoxHighlight({ highlight, box, first }: { highlight: TEvidenceHighlight; box: TEvidenceBox; first: boolean }) {
  const evidence = useEvidence();
  const selected = evidence?.selectedId === highlight.violationId;
  // Boxes are the glyphs' extent: a little air around them keeps the words readable under the outline.
  const padX = 0.004;
  const padY = 0.003;
  return (
    <button
      type="button"
      data-evidence-for={first ? highlight.violationId : undefined}
      data-testid="evidence-highlight"
      aria-label={highlight.label}
      aria-pressed={selected}
      onClick={() => evidence?.select(highlight.violationId, 'list')}
      className={cn(
        HIGHLIGHT_CLASSES,
        // Rings are drawn outside the box, so the outline never covers the words it marks, however small.
        'absolute rounded-[2px]',
        highlight.dismissed
          ? 'bg-slate-400/15 outline-2 outline-offset-1 outline-slate-500 outline-dashed'
          : 'bg-amber-300/25 ring-2 ring-amber-600 hover:bg-amber-300/45',
        selected && 'bg-blue-400/20 ring-[3px] ring-blue-700 outline-2 outline-offset-[3px] outline-white outline-solid',
      )}
      style={{
        left: `${Math.max(0, box.x - padX) * 100}%`,
        top: `${Math.max(0, box.y - padY) * 100}%`,
        width: `${(box.w + 2 * padX) * 100}%`,
        height: `${(box.h + 2 * padY) * 100}%`,
      }}
    >
      {first && (
        <span
          aria-hidden="true"
          className={cn(
            // Above the box's top-left corner, clear of the marked words.
            'absolute bottom-full left-0 mb-0.5 flex size-4 -translate-x-1/2 items-center justify-center rounded-full text-[9px] leading-none font-bold text-white shadow',
            selected ? 'bg-blue-700' : highlight.dismissed ? 'bg-slate-600' : 'bg-amber-700',
          )}
        >
          {highlight.number}
        </span>
      )}
    </button>
  );
}

/**
 * The highlights of one page (or image) of an attachment, laid over it: the parent is the page's box
 * (relative, the page's size), so the boxes scale with the page.
 */
export function PageHighlights({ attachmentId, page }: { attachmentId: string; page: number }) {
  const evidence = useEvidence();
  if (!evidence) return null;
  const seen = new Set<string>();
  const items: ReactNode[] = [];
  for (const highlight of evidence.highlights) {
    const { location } = highlight;
    if (location.attachmentId !== attachmentId || location.page !== page) continue;
    location.boxes.forEach((box, i) => {
      const first = !seen.has(highlight.violationId);
      seen.add(highlight.violationId);
      items.push(<BoxHighlight key={`${highlight.violationId}-${location.start}-${i}`} highlight={highlight} box={box} first={first} />);
    });
  }
  return <>{items}</>;
}

export function hasHighlights(evidence: TEvidenceContext | null, attachmentId: string): boolean {
  return !!evidence?.highlights.some((h) => h.location.attachmentId === attachmentId);
}

/** A Word or text file's text as the analysis read it, with each located finding's words marked. */
export function MarkedText({ text, attachmentId, label }: { text: string; attachmentId: string; label: string }) {
  const evidence = useEvidence();
  const spans = (evidence?.highlights ?? [])
    .filter((h) => h.location.attachmentId === attachmentId && h.location.page === null && h.location.end <= text.length && h.location.end > h.location.start)
    .sort((a, b) => a.location.start - b.location.start || a.number - b.number);
  const parts: ReactNode[] = [];
  const seen = new Set<string>();
  let cursor = 0;
  for (const h of spans) {
    // Overlapping evidence: the earlier mark keeps the words; the finding stays in the list.
    if (h.location.start < cursor) continue;
    if (h.location.start > cursor) parts.push(text.slice(cursor, h.location.start));
    const selected = evidence?.selectedId === h.violationId;
    const first = !seen.has(h.violationId);
    seen.add(h.violationId);
    parts.push(
      <button
        key={`${h.violationId}-${h.location.start}`}
        type="button"
        data-evidence-for={first ? h.violationId : undefined}
        data-testid="evidence-highlight"
        aria-pressed={selected}
        onClick={() => evidence?.select(h.violationId, 'list')}
        className={cn(HIGHLIGHT_CLASSES, 'inline rounded-sm text-left whitespace-pre-wrap')}
      >
        {/* Named by its content ("Finding 2: Thc Percent Over Limit: 5% THC"), so what shows is what is read. */}
        <mark
          className={cn(
            'rounded-sm border-b-2 px-0.5 text-foreground',
            h.dismissed ? 'border-dashed border-slate-500 bg-slate-300/40 dark:bg-slate-500/40' : 'border-amber-600 bg-amber-200 dark:bg-amber-500/35',
            selected && 'border-blue-700 bg-blue-200 ring-2 ring-blue-700 dark:border-blue-300 dark:bg-blue-500/40 dark:ring-blue-300',
          )}
        >
          <span className="sr-only">{h.label}: </span>
          <sup aria-hidden="true" className="mr-0.5 font-sans text-[10px] font-bold">
            {h.number}
          </sup>
          {text.slice(h.location.start, h.location.end)}
        </mark>
      </button>,
    );
    cursor = h.location.end;
  }
  parts.push(text.slice(cursor));
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="max-h-[70vh] overflow-auto rounded-lg border bg-muted/40 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {parts}
    </pre>
  );
}
