import { useState } from 'react';
import type { TTextDiff, TTextDiffPart } from '../../../domain/version-compare';
import { cn } from '../../lib/utils';
import { ModeSwitch } from './mode-switch';

// Marked three ways, never by colour alone: underline or strike-through, a tint, and words a screen reader says.
const INSERT_CLASSES = 'rounded-sm bg-emerald-100 px-0.5 text-emerald-950 underline decoration-2 underline-offset-2 dark:bg-emerald-900/70 dark:text-emerald-50';
const DELETE_CLASSES = 'rounded-sm bg-red-100 px-0.5 text-red-950 line-through decoration-2 dark:bg-red-900/70 dark:text-red-50';

function Part({ part }: { part: TTextDiffPart }) {
  if (part.op === 'insert') {
    return (
      <ins className={INSERT_CLASSES} data-testid="text-inserted">
        <span className="sr-only">[Added: </span>
        {part.text}
        <span className="sr-only">]</span>
      </ins>
    );
  }
  if (part.op === 'delete') {
    return (
      <del className={DELETE_CLASSES} data-testid="text-deleted">
        <span className="sr-only">[Removed: </span>
        {part.text}
        <span className="sr-only">]</span>
      </del>
    );
  }
  return <span>{part.text}</span>;
}

const TEXT_BOX = 'max-h-[60vh] overflow-auto rounded-lg border bg-muted/30 p-3 text-sm leading-relaxed whitespace-pre-wrap break-words outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface TextDiffViewProps {
  diff: TTextDiff;
  a: number;
  b: number;
  /** What the text is: 'the text', 'the text read from the image'. */
  subject: string;
}

/** A word diff of one file's text from version a to b: inline (one text with both marks) or side by side. */
export function TextDiffView({ diff, a, b, subject }: TextDiffViewProps) {
  const [mode, setMode] = useState<'inline' | 'side'>('inline');
  const changed = diff.insertedWords > 0 || diff.deletedWords > 0;

  return (
    <div className="space-y-3" data-testid="text-diff">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" role="status">
          {changed ? (
            <>
              <span className="font-medium">{diff.insertedWords}</span> word{diff.insertedWords === 1 ? '' : 's'} added,{' '}
              <span className="font-medium">{diff.deletedWords}</span> removed in {subject}
            </>
          ) : (
            <>No changes in {subject}.</>
          )}
        </p>
        {changed && (
          <ModeSwitch
            label="Text view"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'inline', label: 'Inline' },
              { value: 'side', label: 'Side by side' },
            ]}
          />
        )}
      </div>
      {changed && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
          <span>
            <ins className={INSERT_CLASSES}>underlined</ins> added in v{b}
          </span>
          <span>
            <del className={DELETE_CLASSES}>struck through</del> removed since v{a}
          </span>
        </p>
      )}
      {!diff.wordLevel && (
        <p className="text-sm text-muted-foreground">
          The two texts differ too much to compare word by word: v{a}'s text is shown removed and v{b}'s added.
        </p>
      )}
      {mode === 'inline' || !changed ? (
        <div tabIndex={0} role="region" aria-label={`Changes in ${subject} from version ${a} to version ${b}`} className={TEXT_BOX}>
          {diff.parts.map((part, i) => (
            <Part key={i} part={part} />
          ))}
        </div>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {([
            [a, 'delete'],
            [b, 'insert'],
          ] as const).map(([version, shown]) => (
            <div key={version} className="min-w-0 space-y-1">
              <p className="text-xs font-semibold text-muted-foreground">v{version}</p>
              <div tabIndex={0} role="region" aria-label={`${subject} in version ${version}`} className={TEXT_BOX}>
                {diff.parts
                  .filter((part) => part.op === 'equal' || part.op === shown)
                  .map((part, i) => (
                    <Part key={i} part={part} />
                  ))}
              </div>
            </div>
          ))}
        </div>
      )}
      {diff.truncated && <p className="text-xs text-muted-foreground">Long texts are compared up to their first 20,000 characters.</p>}
    </div>
  );
}
