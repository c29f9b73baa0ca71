import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { TViolation } from '../../../domain/analysis';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { dismissViolation, invalidateAnalysis } from '../../features/analysis/api';
import { humanizeIdentifier } from '../../lib/format';
import { toast } from '../../lib/toast';

const REASON_MAX_LENGTH = 1000;

interface DismissViolationDialogProps {
  submissionId: string;
  violation: TViolation;
  onClose: () => void;
}

/** A reviewer sets a finding aside with a required reason; the score is recomputed and the dismissal audited. */
export function DismissViolationDialog({ submissionId, violation, onClose }: DismissViolationDialogProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  const name = humanizeIdentifier(violation.violationType);

  const mutation = useMutation({
    mutationFn: () => dismissViolation(submissionId, violation.id, reason.trim()),
    onSuccess: () => {
      toast({ title: 'Finding Dismissed', description: `"${name}" no longer counts against the compliance score.` });
      void invalidateAnalysis(queryClient, submissionId);
      onClose();
    },
    onError: (error) => toast({ title: 'Dismissal Failed', description: error.message, variant: 'destructive' }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dismiss Finding</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground">{name}</span> stays on the submission, marked as dismissed with your
            reason, and stops counting against the score. The dismissal is recorded in the audit trail.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!blank && !mutation.isPending) mutation.mutate();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>
              Reason for dismissal <span className="font-normal text-muted-foreground">(required)</span>
            </Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              aria-required="true"
              maxLength={REASON_MAX_LENGTH}
              rows={3}
              placeholder="Why this finding does not apply"
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank || mutation.isPending}>
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Dismiss Finding
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
