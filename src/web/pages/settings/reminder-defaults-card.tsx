import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, LoaderCircle, Save } from 'lucide-react';
import { ZReminderSettings, type TReminderSettingsView } from '../../../domain/reminders';
import { ErrorCard } from '../../components/error-card';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { reminderSettingsQueryOptions, saveReminderSettings } from '../../features/reminders/api';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';

export const HOURS_OF_DAY = Array.from({ length: 24 }, (_, hour) => hour);
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

interface TDraft {
  dueSoonHours: string;
  dueSoonEnabled: boolean;
  overdueEnabled: boolean;
  digestEnabled: boolean;
  digestHour: number;
}

const draftOf = (s: TReminderSettingsView): TDraft => ({ ...s, dueSoonHours: String(s.dueSoonHours) });

function DefaultsForm({ settings, onSaved }: { settings: TReminderSettingsView; onSaved: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = useMutation({
    mutationFn: (next: ReturnType<typeof ZReminderSettings.parse>) => saveReminderSettings(queryClient, next),
    onSuccess: (reply) => {
      toast({ title: 'Reminder defaults saved', description: reply.message ?? undefined });
      onSaved();
    },
    onError: (error) => {
      if (isApiError(error)) setErrors(Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([k, v]) => [k, v[0]])));
      toast({ title: 'Saving failed', description: error.message, variant: 'destructive' });
    },
  });

  const submit = () => {
    const parsed = ZReminderSettings.safeParse({ ...draft, dueSoonHours: draft.dueSoonHours.trim() === '' ? Number.NaN : Number(draft.dueSoonHours) });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const switches = [
    ['dueSoonEnabled', 'Remind when work is due soon'],
    ['overdueEnabled', 'Remind when work becomes overdue'],
    ['digestEnabled', 'Send a daily digest of what waits'],
  ] as const;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) submit();
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">On for everyone who has not chosen for themselves</legend>
        {switches.map(([key, label]) => (
          <div key={key} className="flex items-center gap-3">
            <Switch id={`${id}-${key}`} checked={draft[key]} onCheckedChange={(checked) => update({ [key]: checked })} />
            <Label htmlFor={`${id}-${key}`}>{label}</Label>
          </div>
        ))}
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Due-soon window (hours before due)" error={errors.dueSoonHours} hint="From 1 to 168 hours (a week).">
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={168} value={draft.dueSoonHours} onChange={(e) => update({ dueSoonHours: e.target.value })} />
          )}
        </FormField>
        <FormField label="Digest hour" error={errors.digestHour} hint={`In the publisher's time zone (${settings.timeZone}, from the due rules).`}>
          {(control) => (
            <NativeSelect {...control} value={draft.digestHour} onChange={(e) => update({ digestHour: Number(e.target.value) })}>
              {HOURS_OF_DAY.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          Save Reminder Defaults
        </Button>
      </div>
    </form>
  );
}

/** Admins: everyone's default reminders and digest. Saving sends whatever is owed now, in the background. */
export function ReminderDefaultsCard() {
  const query = useQuery(reminderSettingsQueryOptions());
  const [formVersion, setFormVersion] = useState(0);
  return (
    <Card role="region" aria-labelledby="reminder-defaults-heading">
      <CardHeader>
        <CardTitle id="reminder-defaults-heading" className="flex items-center gap-2">
          <BellRing aria-hidden="true" className="size-5 text-primary" />
          Reminder Defaults
        </CardTitle>
        <CardDescription>
          Emails to whoever holds a submission or escalation track (or, while nobody does, to everyone who may take it) when it is
          due soon and when it becomes overdue, and a daily digest of what waits, due first. Each user can switch these on or off
          for themselves.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorCard title="Failed to load the reminder defaults" message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Skeleton role="status" aria-label="Loading reminder defaults" className="h-48" />
        ) : (
          <DefaultsForm key={formVersion} settings={query.data} onSaved={() => setFormVersion((v) => v + 1)} />
        )}
      </CardContent>
    </Card>
  );
}
