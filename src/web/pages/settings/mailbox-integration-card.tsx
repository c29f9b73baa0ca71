import { useId, useState, type ComponentProps } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Plug, Save, Unplug } from 'lucide-react';
import type { TMailboxConfigView, TMailboxStatus } from '../../../domain/mailbox';
import { ErrorCard } from '../../components/error-card';
import { FormField } from '../../components/form-field';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import {
  invalidateMailbox,
  mailboxConfigQueryOptions,
  removeMailboxConfig,
  saveMailboxConfig,
  type TMailboxConfigInput,
} from '../../features/mailbox/api';
import { toast } from '../../lib/toast';

type TAuthMethod = 'password' | 'oauth2';

type TTextKey = Exclude<keyof TDraft, 'secure' | 'authMethod'>;

interface TDraft {
  host: string;
  port: string;
  secure: boolean;
  user: string;
  mailbox: string;
  authMethod: TAuthMethod;
  password: string;
  accessToken: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

function draftOf(config: TMailboxConfigView): TDraft {
  return {
    host: config.host ?? '',
    port: String(config.port ?? 993),
    secure: config.secure ?? true,
    user: config.user ?? '',
    mailbox: config.mailbox ?? 'INBOX',
    authMethod: config.authMethod ?? 'password',
    password: '',
    accessToken: '',
    tokenUrl: config.oauth?.tokenUrl ?? '',
    clientId: config.oauth?.clientId ?? '',
    clientSecret: '',
    refreshToken: '',
  };
}

/** Secrets left blank are left out, so the saved ones are kept (the API never sends them back). */
function requestOf(draft: TDraft): TMailboxConfigInput {
  const secret = (value: string) => (value ? value : undefined);
  const base = {
    host: draft.host.trim(),
    port: Number(draft.port),
    secure: draft.secure,
    user: draft.user.trim(),
    mailbox: draft.mailbox.trim() || 'INBOX',
  };
  if (draft.authMethod === 'password') return { ...base, authMethod: 'password', password: secret(draft.password) };
  const oauth = draft.tokenUrl.trim() || draft.clientId.trim()
    ? {
        tokenUrl: draft.tokenUrl.trim(),
        clientId: draft.clientId.trim(),
        clientSecret: secret(draft.clientSecret),
        refreshToken: secret(draft.refreshToken),
      }
    : undefined;
  return { ...base, authMethod: 'oauth2', accessToken: secret(draft.accessToken), oauth };
}

function connectionState(config: TMailboxConfigView, status: TMailboxStatus): { label: string; className: string } {
  if (!config.host) return { label: 'Not set up', className: 'border-transparent bg-secondary text-secondary-foreground' };
  if (status.authFailed || status.lastError) return { label: 'Error', className: TONE_CLASSES.red };
  if (status.lastChecked) return { label: `Connected: ${config.user}`, className: TONE_CLASSES.green };
  return { label: 'Ready', className: TONE_CLASSES.blue };
}

const SAVED_SECRET = 'Saved; leave blank to keep it';

function ConnectionForm({ config, onSaved }: { config: TMailboxConfigView; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(config));
  const update = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);

  const save = useMutation({
    mutationFn: () => saveMailboxConfig(requestOf(draft)),
    onSuccess: (reply) => {
      queryClient.setQueryData(mailboxConfigQueryOptions().queryKey, reply.data);
      toast({
        title: 'Mailbox Connection Saved',
        description: `The monitor now signs in as ${reply.data.user} at ${reply.data.host}.`,
      });
      void invalidateMailbox(queryClient);
      onSaved();
    },
    onError: (error) => toast({ title: 'Save Failed', description: error.message, variant: 'destructive' }),
  });

  const remove = useMutation({
    mutationFn: removeMailboxConfig,
    onSuccess: () => {
      toast({ title: 'Mailbox Disconnected', description: 'The saved mailbox connection has been removed.' });
      setConfirmingRemoval(false);
      void invalidateMailbox(queryClient);
      onSaved();
    },
    onError: (error) => toast({ title: 'Disconnect Failed', description: error.message, variant: 'destructive' }),
  });

  const text = (key: TTextKey, label: string, props: ComponentProps<'input'> & { hint?: string } = {}) => {
    const { hint, ...inputProps } = props;
    return (
      <FormField label={label} hint={hint}>
        {(control) => (
          <Input {...control} {...inputProps} value={draft[key]} onChange={(e) => update({ [key]: e.target.value } as Partial<TDraft>)} />
        )}
      </FormField>
    );
  };
  // Saved secrets never come back from the server; a blank field keeps them.
  const secret = (key: TTextKey, label: string, saved: boolean, hint?: string) =>
    text(key, label, { type: 'password', autoComplete: 'new-password', hint: saved ? SAVED_SECRET : hint });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem]">
        {text('host', 'IMAP server', { placeholder: 'imap.example.com', autoComplete: 'off', required: true })}
        {text('port', 'Port', { type: 'number', inputMode: 'numeric', min: 1, max: 65535 })}
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-secure`} checked={draft.secure} onCheckedChange={(secure) => update({ secure })} />
        <Label htmlFor={`${id}-secure`}>Use TLS</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('user', 'Username', { placeholder: 'ads@example.com', autoComplete: 'off', required: true })}
        {text('mailbox', 'Mailbox folder', { placeholder: 'INBOX' })}
      </div>
      <FormField label="Sign-in method">
        {(control) => (
          <NativeSelect {...control} value={draft.authMethod} onChange={(e) => update({ authMethod: e.target.value as TAuthMethod })}>
            <option value="password">Password</option>
            <option value="oauth2">OAuth2 token</option>
          </NativeSelect>
        )}
      </FormField>
      {draft.authMethod === 'oauth2' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {secret('accessToken', 'Access token', config.hasAccessToken, 'Or give a refresh token below.')}
          {text('tokenUrl', 'Token URL', { type: 'url', placeholder: 'https://oauth2.example.com/token' })}
          {text('clientId', 'Client ID', { autoComplete: 'off' })}
          {secret('clientSecret', 'Client secret', !!config.oauth?.hasClientSecret)}
          {secret('refreshToken', 'Refresh token', !!config.oauth?.hasRefreshToken, 'Lets the server renew the access token itself.')}
        </div>
      ) : (
        secret('password', 'Password', config.hasPassword)
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          Save Connection
        </Button>
        {config.source === 'settings' && (
          <Button variant="outline" onClick={() => setConfirmingRemoval(true)} disabled={remove.isPending}>
            <Unplug aria-hidden="true" />
            Disconnect
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingRemoval}
        onClose={() => setConfirmingRemoval(false)}
        title="Disconnect Mailbox"
        description={`The saved connection to ${config.user} at ${config.host} is removed. Monitoring has nothing to check until a mailbox is connected again.`}
        confirmLabel="Disconnect"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </form>
  );
}

/** The IMAP mailbox the server monitors: set up, changed or disconnected here unless the environment sets it (admins). */
export function MailboxIntegrationCard({ status }: { status: TMailboxStatus }) {
  const config = useQuery(mailboxConfigQueryOptions());
  // Remounting the form after a save starts it from what the server now holds.
  const [formVersion, setFormVersion] = useState(0);

  let body;
  if (config.isPending) {
    body = (
      <div role="status" aria-label="Loading mailbox connection" className="space-y-2">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    );
  } else if (config.isError) {
    body = <ErrorCard title="Failed to load the mailbox connection" message={config.error.message} onRetry={() => void config.refetch()} />;
  } else if (config.data.source === 'environment') {
    body = (
      <p className="text-sm text-muted-foreground" data-testid="mailbox-environment">
        The mailbox {config.data.user} at {config.data.host}:{config.data.port} ({config.data.mailbox}) is set by the server
        environment (the IMAP_ variables). Change it there.
      </p>
    );
  } else {
    body = <ConnectionForm key={formVersion} config={config.data} onSaved={() => setFormVersion((version) => version + 1)} />;
  }

  const state = config.data ? connectionState(config.data, status) : null;

  return (
    <Card aria-labelledby="mailbox-integration-heading" data-testid="mailbox-integration">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="mailbox-integration-heading" className="flex items-center gap-2">
            <Plug aria-hidden="true" className="size-5 text-primary" />
            Mailbox Integration
          </CardTitle>
          {state && (
            <Badge className={state.className} data-testid="mailbox-connection-state">
              {state.label}
            </Badge>
          )}
        </div>
        <CardDescription>
          The shared IMAP mailbox the server monitors. Passwords and tokens are stored on the server and never shown again.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
