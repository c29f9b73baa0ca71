import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellDot, LoaderCircle, Save } from 'lucide-react';
import type { TNotificationPreferences, TNotificationPreferencesView } from '../../../domain/reminders';
import { ErrorCard } from '../../components/error-card';
import { FormField } from '../../components/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { notificationPreferencesQueryOptions, saveNotificationPreferences } from '../../features/reminders/api';
import { toast } from '../../lib/toast';
import { hourLabel } from './reminder-defaults-card';

type TChoice = 'default' | 'on' | 'off';
const choiceOf = (value: boolean | null): TChoice => (value === null ? 'default' : value ? 'on' : 'off');
const valueOf = (choice: TChoice): boolean | null => (choice === 'default' ? null : choice === 'on');
const onOff = (value: boolean) => (value ? 'on' : 'off');

function PreferencesForm({ view }: { view: TNotificationPreferencesView }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Record<keyof TNotificationPreferences, TChoice>>({
    dueSoon: choiceOf(view.dueSoon),
    overdue: choiceOf(view.overdue),
    digest: choiceOf(view.digest),
  });
  const save = useMutation({
    mutationFn: () =>
      saveNotificationPreferences(queryClient, { dueSoon: valueOf(draft.dueSoon), overdue: valueOf(draft.overdue), digest: valueOf(draft.digest) }),
    onSuccess: (reply) => toast({ title: 'Your reminder settings are saved', description: reply.message ?? undefined }),
    onError: (error) => toast({ title: 'Saving failed', description: error.message, variant: 'destructive' }),
  });

  const fields = [
    ['dueSoon', 'Due-soon reminders', `When work you hold, or could take, is due within ${view.dueSoonHours} hour${view.dueSoonHours === 1 ? '' : 's'}.`],
    ['overdue', 'Overdue reminders', 'When such work passes its due time without a decision.'],
    ['digest', 'Daily digest', `What waits for you, due first, each day at ${hourLabel(view.digestHour)} (${view.timeZone}).`],
  ] as const;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate();
      }}
    >
      {!view.hasEmail && (
        <Alert role="status">
          <AlertDescription>Your account has no email address, so nothing can be sent to you whatever is switched on here.</AlertDescription>
        </Alert>
      )}
      <div className="grid items-start gap-4 md:grid-cols-3">
        {fields.map(([key, label, hint]) => (
          <FormField key={key} label={label} hint={hint}>
            {(control) => (
              <NativeSelect {...control} value={draft[key]} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value as TChoice }))}>
                <option value="default">Default ({onOff(view.defaults[key])})</option>
                <option value="on">On</option>
                <option value="off">Off</option>
              </NativeSelect>
            )}
          </FormField>
        ))}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          Save My Reminders
        </Button>
      </div>
    </form>
  );
}

/**
 * The signed-in user's own reminders and digest (the spec keeps the Profile menu items disabled, so they live here,
 * on the Settings page every role can open). "Default" follows what the admins set.
 */
export function MyRemindersCard() {
  const query = useQuery(notificationPreferencesQueryOptions());
  return (
    <Card role="region" aria-labelledby="my-reminders-heading">
      <CardHeader>
        <CardTitle id="my-reminders-heading" className="flex items-center gap-2">
          <BellDot aria-hidden="true" className="size-5 text-primary" />
          Your Reminders and Digest
        </CardTitle>
        <CardDescription>Emails about the desk's work that you hold or may take. Choose for yourself, or follow the default.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorCard title="Failed to load your reminder settings" message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Skeleton role="status" aria-label="Loading your reminder settings" className="h-32" />
        ) : (
          <PreferencesForm key={JSON.stringify(query.data.defaults)} view={query.data} />
        )}
      </CardContent>
    </Card>
  );
}
