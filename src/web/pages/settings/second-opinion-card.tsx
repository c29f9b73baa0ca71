import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BotMessageSquare, LoaderCircle, Save } from 'lucide-react';
import type { TSecondOpinionSettings } from '../../../domain/settings';
import { ErrorCard } from '../../components/error-card';
import { FormField } from '../../components/form-field';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { isApiError } from '../../lib/api';
import { saveSecondOpinion, secondOpinionQueryOptions } from '../../features/settings/api';
import { toast } from '../../lib/toast';

interface TDraft {
  enabled: boolean;
  baseUrl: string;
  model: string;
  apiKey: string;
  clearApiKey: boolean;
  timeoutSeconds: string;
}

const draftOf = (s: TSecondOpinionSettings): TDraft => ({
  enabled: s.enabled,
  baseUrl: s.baseUrl ?? '',
  model: s.model ?? '',
  apiKey: '',
  clearApiKey: false,
  timeoutSeconds: String(s.timeoutSeconds),
});

function SettingsForm({ settings, onSaved }: { settings: TSecondOpinionSettings; onSaved: (s: TSecondOpinionSettings) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(settings));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const update = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = useMutation({
    mutationFn: () =>
      saveSecondOpinion({
        enabled: draft.enabled,
        baseUrl: draft.baseUrl.trim() || null,
        model: draft.model.trim() || null,
        // A blank key keeps the saved one; the server never sends it back.
        apiKey: draft.apiKey.trim() || undefined,
        clearApiKey: draft.clearApiKey,
        timeoutSeconds: Number(draft.timeoutSeconds),
      }),
    onSuccess: (reply) => {
      setFieldErrors({});
      toast({
        title: 'Second Opinion Saved',
        description: reply.data.enabled ? `New analyses ask ${reply.data.model} for a second opinion.` : 'New analyses ask no language model.',
      });
      onSaved(reply.data);
    },
    onError: (error) => {
      setFieldErrors(isApiError(error) ? (error.fieldErrors ?? {}) : {});
      toast({ title: 'Save Failed', description: error.message, variant: 'destructive' });
    },
  });
  const errorOf = (key: string) => fieldErrors[key]?.[0];

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate();
      }}
    >
      <div className="flex items-center gap-3">
        <Switch id={`${id}-enabled`} checked={draft.enabled} onCheckedChange={(enabled) => update({ enabled })} />
        <Label htmlFor={`${id}-enabled`}>Ask a language model for a second opinion on every new analysis</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Server address"
          error={errorOf('baseUrl')}
          hint={
            settings.allowedPrivateHosts.length
              ? `OpenAI-compatible, ending before /chat/completions. Private hosts the operator allows: ${settings.allowedPrivateHosts.join(', ')}.`
              : 'OpenAI-compatible, ending before /chat/completions. A server on this machine or the intranet must be named by the operator in MODEL_ALLOW_PRIVATE_HOSTS.'
          }
        >
          {(control) => (
            <Input {...control} type="url" placeholder="http://127.0.0.1:11434/v1" autoComplete="off" value={draft.baseUrl} onChange={(e) => update({ baseUrl: e.target.value })} />
          )}
        </FormField>
        <FormField label="Model" error={errorOf('model')}>
          {(control) => <Input {...control} placeholder="llama3.1:8b" autoComplete="off" value={draft.model} onChange={(e) => update({ model: e.target.value })} />}
        </FormField>
        <FormField label="API key" error={errorOf('apiKey')} hint={settings.hasApiKey ? 'Saved; leave blank to keep it' : 'Only if the server asks for one'}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" value={draft.apiKey} disabled={draft.clearApiKey} onChange={(e) => update({ apiKey: e.target.value })} />
          )}
        </FormField>
        <FormField label="Timeout (seconds)" error={errorOf('timeoutSeconds')} hint="Past this the analysis goes on with the rules' result alone.">
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={120} value={draft.timeoutSeconds} onChange={(e) => update({ timeoutSeconds: e.target.value })} />
          )}
        </FormField>
      </div>
      {settings.hasApiKey && (
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-clear`} checked={draft.clearApiKey} onCheckedChange={(checked) => update({ clearApiKey: checked === true, apiKey: '' })} />
          <Label htmlFor={`${id}-clear`}>Remove the saved API key</Label>
        </div>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          Save Second Opinion
        </Button>
      </div>
    </form>
  );
}

/**
 * An optional second opinion from a language model (admins). Its suggestions must name a library policy and
 * quote the ad; they cost no points until a reviewer confirms them.
 */
export function SecondOpinionCard() {
  const queryClient = useQueryClient();
  const query = useQuery(secondOpinionQueryOptions());
  const [formVersion, setFormVersion] = useState(0);

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Loading second opinion settings" className="space-y-2">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    );
  } else if (query.isError) {
    body = <ErrorCard title="Failed to load the second opinion settings" message={query.error.message} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <SettingsForm
        key={formVersion}
        settings={query.data}
        onSaved={(saved) => {
          queryClient.setQueryData(secondOpinionQueryOptions().queryKey, saved);
          setFormVersion((version) => version + 1);
        }}
      />
    );
  }

  return (
    <Card aria-labelledby="second-opinion-heading" data-testid="second-opinion-settings">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="second-opinion-heading" className="flex items-center gap-2">
            <BotMessageSquare aria-hidden="true" className="size-5 text-primary" />
            Second Opinion (Language Model)
          </CardTitle>
          {query.data && (
            <Badge className={query.data.enabled ? TONE_CLASSES.green : 'border-transparent bg-secondary text-secondary-foreground'}>
              {query.data.enabled ? `On: ${query.data.model}` : 'Off'}
            </Badge>
          )}
        </div>
        <CardDescription>
          An optional check of each ad's text by a language model, beside the rules. A suggestion is kept only when it names a
          policy of the library and quotes the ad; it costs no points and keeps the ad from auto-approval until a reviewer
          confirms or dismisses it. If the model is slow, unreachable or answers nonsense, the rules' result stands.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
