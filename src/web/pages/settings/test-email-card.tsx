import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Info, LoaderCircle, Send } from 'lucide-react';
import { ZTestEmailRequest } from '../../../domain/email-settings';
import { TextField } from '../../components/text-field';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { invalidateOutbox, sendTestEmail } from '../../features/email-settings/api';
import { isNetworkError } from '../../lib/api';

const FORBIDDEN_HINT =
  'The email service answered Forbidden. Check that the sender domain is verified with your email provider and that the API key is allowed to send email.';
const NETWORK_FAILURE = 'Unable to test email service. Please check your configuration.';

type TOutcome = { kind: 'sent' | 'kept' | 'failed'; message: string };

/** How a test email went, worded as spec 2 asks: a 'Forbidden' answer becomes a hint about the sender setup. */
function describeOutcome(status: string | null, message: string): TOutcome {
  if (/forbidden/i.test(message)) return { kind: 'failed', message: FORBIDDEN_HINT };
  if (status === 'sent') return { kind: 'sent', message };
  if (status === null) return { kind: 'failed', message };
  return { kind: 'kept', message };
}

const OUTCOME_TITLES = { sent: 'Test email sent', kept: 'Test email kept in the outbox', failed: 'Test email failed' } as const;

/** Admins send a test message to check outgoing email. */
export function TestEmailCard() {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(ZTestEmailRequest), defaultValues: { to: '', subject: '' } });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: sendTestEmail,
    onSettled: () => void invalidateOutbox(queryClient),
  });

  let outcome: TOutcome | null = null;
  if (mutation.isSuccess) outcome = describeOutcome(mutation.data.data.status, mutation.data.data.message);
  else if (mutation.isError) outcome = describeOutcome(null, isNetworkError(mutation.error) ? NETWORK_FAILURE : mutation.error.message);

  const Icon = outcome?.kind === 'sent' ? CircleCheck : outcome?.kind === 'failed' ? CircleX : Info;

  return (
    // A region, not a plain box: an open dialog leaves the live region below exposed, and the card's name must stay valid.
    <Card role="region" aria-labelledby="test-email-heading">
      <CardHeader>
        <CardTitle id="test-email-heading" className="flex items-center gap-2">
          <Send aria-hidden="true" className="size-5 text-primary" />
          Test Email
        </CardTitle>
        <CardDescription>Send a test message to check that outgoing email works.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          noValidate
          className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <TextField label="Recipient email" type="email" autoComplete="email" error={errors.to?.message} {...form.register('to')} />
          <TextField
            label={
              <>
                Subject <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            placeholder="Compliance Platform test email"
            maxLength={200}
            error={errors.subject?.message}
            {...form.register('subject')}
          />
          <Button type="submit" disabled={mutation.isPending} className="md:mt-6">
            {mutation.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
            Send Test Email
          </Button>
        </form>
        <div role="status" aria-live="polite">
          {outcome && (
            <Alert variant={outcome.kind === 'failed' ? 'destructive' : outcome.kind === 'sent' ? 'default' : 'info'} data-testid="test-email-result">
              <Icon aria-hidden="true" className={outcome.kind === 'sent' ? 'text-success' : undefined} />
              <AlertTitle>{OUTCOME_TITLES[outcome.kind]}</AlertTitle>
              <AlertDescription className="break-words">{outcome.message}</AlertDescription>
            </Alert>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
