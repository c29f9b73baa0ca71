import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A labelled busy indicator; the label is what assistive technology announces. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
    </div>
  );
}
