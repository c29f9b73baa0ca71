import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button } from './ui/button';

interface ConfirmDialogProps {
  /** Dialogs mounted only while shown can leave this out. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** False while what the confirmation acts on is not known yet. */
  canConfirm?: boolean;
  pending: boolean;
  onConfirm: () => void;
  /** What the action would affect, between the description and the buttons. */
  children?: ReactNode;
}

/**
 * Asks before a destructive action, with Cancel and a destructive confirm button. Like FormDialog it cannot be
 * dismissed while its request is in flight.
 */
export function ConfirmDialog({
  open = true,
  onClose,
  title,
  description,
  confirmLabel,
  canConfirm = true,
  pending,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={!canConfirm || pending}>
            {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
