import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AtSign, Pencil, Plus, Trash2 } from 'lucide-react';
import type { TEmailSetting } from '../../../domain/email-settings';
import { EMAIL_SETTING_KEYS } from '../../../domain/enums';
import { ErrorCard } from '../../components/error-card';
import { Badge } from '../../components/ui/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { deleteEmailSetting, emailSettingsQueryOptions, invalidateEmailSettings } from '../../features/email-settings/api';
import { toast } from '../../lib/toast';
import { EmailSettingDialog, SETTING_TYPE_LABELS, settingKeyLabel } from './email-setting-dialog';

type TDialog = { kind: 'add' } | { kind: 'edit'; setting: TEmailSetting } | { kind: 'delete'; setting: TEmailSetting } | null;

function DeleteEmailSettingDialog({ setting, onClose }: { setting: TEmailSetting; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteEmailSetting(setting.settingKey),
    onSuccess: () => {
      toast({ title: 'Email Setting Deleted', description: `${settingKeyLabel(setting.settingKey)} has been removed.` });
      void invalidateEmailSettings(queryClient);
      onClose();
    },
    onError: (error) => toast({ title: 'Deletion Failed', description: error.message, variant: 'destructive' }),
  });

  return (
    <ConfirmDialog
      onClose={onClose}
      title="Delete Email Setting"
      description={`${settingKeyLabel(setting.settingKey)} will no longer send to ${setting.emailAddresses.join(', ')}. This cannot be undone.`}
      confirmLabel="Delete Setting"
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}

/** Admins choose who receives each kind of notification (escalations, legal review, alerts...). */
export function EmailSettingsCard() {
  const settings = useQuery(emailSettingsQueryOptions());
  const [dialog, setDialog] = useState<TDialog>(null);
  const used = new Set(settings.data?.map((setting) => setting.settingKey));
  const freeKeys = EMAIL_SETTING_KEYS.filter((key) => !used.has(key));

  return (
    <Card aria-labelledby="email-settings-heading">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle id="email-settings-heading" className="flex items-center gap-2">
              <AtSign aria-hidden="true" className="size-5 text-primary" />
              Email Address Management
            </CardTitle>
            <CardDescription>Who receives escalation, legal review and alert emails.</CardDescription>
          </div>
          <Button size="sm" onClick={() => setDialog({ kind: 'add' })} disabled={!settings.isSuccess || freeKeys.length === 0}>
            <Plus aria-hidden="true" />
            Add Email Setting
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div role="status" aria-label="Loading email settings" className="space-y-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : settings.isError ? (
          <ErrorCard title="Failed to load email settings" message={settings.error.message} onRetry={() => void settings.refetch()} />
        ) : settings.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No email settings yet. Add one to choose who receives notifications.</p>
        ) : (
          <Table label="Email settings">
            <TableHeader>
              <TableRow>
                <TableHead>Setting</TableHead>
                <TableHead>Addresses</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {settings.data.map((setting) => {
                const label = settingKeyLabel(setting.settingKey);
                return (
                  <TableRow key={setting.id} data-testid="email-setting" data-setting-key={setting.settingKey}>
                    <TableCell className="min-w-48">
                      <p className="font-medium">{label}</p>
                      <p className="text-xs text-muted-foreground">{setting.description}</p>
                    </TableCell>
                    <TableCell className="min-w-48">
                      <ul className="space-y-0.5">
                        {setting.emailAddresses.map((address) => (
                          <li key={address} className="break-all">
                            {address}
                          </li>
                        ))}
                      </ul>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{SETTING_TYPE_LABELS[setting.settingType]}</TableCell>
                    <TableCell>{setting.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={() => setDialog({ kind: 'edit', setting })}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${label}`}
                          className="text-destructive hover:text-destructive"
                          onClick={() => setDialog({ kind: 'delete', setting })}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {dialog?.kind === 'add' && <EmailSettingDialog setting={null} freeKeys={freeKeys} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <EmailSettingDialog setting={dialog.setting} freeKeys={freeKeys} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteEmailSettingDialog setting={dialog.setting} onClose={() => setDialog(null)} />}
    </Card>
  );
}
