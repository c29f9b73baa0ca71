import type { FormEvent, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';

interface FormDialogProps {
  /** Dialogs mounted only while shown can leave this out. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  submitVariant?: 'default' | 'destructive';
  /** False while the fields cannot be sent yet: the button is disabled and Enter sends nothing. */
  canSubmit?: boolean;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** For the content, e.g. a wider max-w-2xl for long forms. */
  className?: string;
  children: ReactNode;
}

/**
 * A dialog around one form, with Cancel and a submit button in the footer. It cannot be dismissed while its request
 * is in flight, so the outcome toast never lands on a screen the user has already left.
 */
export function FormDialog({
  open = true,
  onClose,
  title,
  description,
  submitLabel,
  submitVariant = 'default',
  canSubmit = true,
  pending,
  onSubmit,
  className,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit && !pending) onSubmit(event);
          }}
        >
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} disabled={!canSubmit || pending}>
              {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
