import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Plus, X } from 'lucide-react';
import type { TEmailSetting, TEmailSettingRequest } from '../../../domain/email-settings';
import { EMAIL_SETTING_KEYS, EMAIL_SETTING_TYPES } from '../../../domain/enums';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { createEmailSetting, invalidateEmailSettings, updateEmailSetting } from '../../features/email-settings/api';
import { humanizeIdentifier } from '../../lib/format';
import { toast } from '../../lib/toast';

type TSettingKey = (typeof EMAIL_SETTING_KEYS)[number];
type TSettingType = (typeof EMAIL_SETTING_TYPES)[number];

export const SETTING_TYPE_LABELS: Record<TSettingType, string> = {
  single_email: 'Single email',
  multiple_emails: 'Multiple emails',
};

export function settingKeyLabel(key: string): string {
  return humanizeIdentifier(key);
}

interface TDraft {
  settingKey: TSettingKey | '';
  settingType: TSettingType;
  description: string;
  /** Each input with a stable id, so removing one keeps focus and typed text where they belong. */
  addresses: { id: number; value: string }[];
  isActive: boolean;
}

let nextAddressId = 1;
const addressRow = (value = '') => ({ id: nextAddressId++, value });

function draftOf(setting: TEmailSetting | null, freeKeys: TSettingKey[]): TDraft {
  if (setting) {
    return {
      settingKey: setting.settingKey,
      settingType: setting.settingType,
      description: setting.description,
      addresses: (setting.emailAddresses.length ? setting.emailAddresses : ['']).map((address) => addressRow(address)),
      isActive: setting.isActive,
    };
  }
  return { settingKey: freeKeys[0] ?? '', settingType: 'multiple_emails', description: '', addresses: [addressRow()], isActive: true };
}

interface EmailSettingDialogProps {
  /** null to add a setting. */
  setting: TEmailSetting | null;
  /** Keys with no setting yet: the ones a new setting may take. */
  freeKeys: TSettingKey[];
  onClose: () => void;
}

/** Add or edit one email setting: who receives a kind of notification (spec 2, email address management). */
export function EmailSettingDialog({ setting, freeKeys, onClose }: EmailSettingDialogProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const editing = setting !== null;
  const [draft, setDraft] = useState<TDraft>(() => draftOf(setting, freeKeys));
  const update = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const single = draft.settingType === 'single_email';

  const mutation = useMutation({
    mutationFn: (body: TEmailSettingRequest) => (editing ? updateEmailSetting(setting.settingKey, body) : createEmailSetting(body)),
    onSuccess: (reply) => {
      toast({
        title: editing ? 'Email Setting Updated' : 'Email Setting Created',
        description: `${settingKeyLabel(reply.data.settingKey)}: ${reply.data.emailAddresses.join(', ')}`,
      });
      void invalidateEmailSettings(queryClient);
      onClose();
    },
    onError: (error) => toast({ title: editing ? 'Update Failed' : 'Creation Failed', description: error.message, variant: 'destructive' }),
  });

  function submit() {
    const addresses = draft.addresses.map((row) => row.value.trim()).filter(Boolean);
    if (!draft.settingKey || !draft.description.trim()) {
      toast({ title: 'Validation Error', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    if (addresses.length === 0) {
      toast({ title: 'Validation Error', description: 'Please add at least one email address', variant: 'destructive' });
      return;
    }
    mutation.mutate({
      settingKey: draft.settingKey,
      settingType: draft.settingType,
      description: draft.description.trim(),
      emailAddresses: addresses,
      isActive: draft.isActive,
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Email Setting' : 'Add Email Setting'}</DialogTitle>
          <DialogDescription>Choose which notification this setting is for and who receives it.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!mutation.isPending) submit();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-key`}>
                Setting <span className="font-normal text-muted-foreground">(required)</span>
              </Label>
              <NativeSelect
                id={`${id}-key`}
                value={draft.settingKey}
                disabled={editing}
                aria-required="true"
                onChange={(event) => update({ settingKey: event.target.value as TSettingKey })}
              >
                {!editing && freeKeys.length === 0 && <option value="">Every setting exists already</option>}
                {(editing ? [setting.settingKey] : freeKeys).map((key) => (
                  <option key={key} value={key}>
                    {settingKeyLabel(key)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-type`}>Type</Label>
              <NativeSelect
                id={`${id}-type`}
                value={draft.settingType}
                onChange={(event) => {
                  const settingType = event.target.value as TSettingType;
                  // A single-email setting keeps one address: the first one typed.
                  update(settingType === 'single_email' ? { settingType, addresses: draft.addresses.slice(0, 1) } : { settingType });
                }}
              >
                {EMAIL_SETTING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {SETTING_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>
              Description <span className="font-normal text-muted-foreground">(required)</span>
            </Label>
            <Textarea
              id={`${id}-description`}
              value={draft.description}
              onChange={(event) => update({ description: event.target.value })}
              aria-required="true"
              maxLength={500}
              rows={2}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Email addresses</legend>
            <ul className="grid gap-2">
              {draft.addresses.map((row, index) => (
                <li key={row.id} className="flex gap-2">
                  <Input
                    type="email"
                    aria-label={`Email address ${index + 1}`}
                    value={row.value}
                    placeholder="name@example.com"
                    onChange={(event) =>
                      update({
                        addresses: draft.addresses.map((other) => (other.id === row.id ? { ...other, value: event.target.value } : other)),
                      })
                    }
                  />
                  {draft.addresses.length > 1 && (
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={`Remove address ${index + 1}`}
                      onClick={() => update({ addresses: draft.addresses.filter((other) => other.id !== row.id) })}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {!single && (
              <Button variant="outline" size="sm" className="w-fit" onClick={() => update({ addresses: [...draft.addresses, addressRow()] })}>
                <Plus aria-hidden="true" />
                Add Address
              </Button>
            )}
          </fieldset>
          <div className="flex items-center gap-3">
            <Switch id={`${id}-active`} checked={draft.isActive} onCheckedChange={(isActive) => update({ isActive })} />
            <Label htmlFor={`${id}-active`}>Active</Label>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {editing ? 'Save Changes' : 'Create Setting'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
