import { CircleCheck, CircleX } from 'lucide-react';
import { ROLE_LABELS } from '../../../domain/roles';
import type { TLoginRecord } from '../../../domain/users';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatTimestamp } from '../../lib/format';

export const USER_AGENT_DISPLAY_LENGTH = 50;

/** Spec 2: pending_approval and invalid_credentials in words, any other reason as given, none as 'Unknown'. */
export function failureReasonLabel(reason: string | null): string {
  if (reason === 'pending_approval') return 'Account pending approval';
  if (reason === 'invalid_credentials') return 'Invalid credentials';
  return reason || 'Unknown';
}

export function shortUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown';
  return userAgent.length > USER_AGENT_DISPLAY_LENGTH ? `${userAgent.slice(0, USER_AGENT_DISPLAY_LENGTH)}...` : userAgent;
}

export function LoginResult({ record }: { record: TLoginRecord }) {
  if (record.success) {
    return (
      <Badge className={TONE_CLASSES.green}>
        <CircleCheck aria-hidden="true" />
        Success
      </Badge>
    );
  }
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge className={TONE_CLASSES.red}>
        <CircleX aria-hidden="true" />
        Failed
      </Badge>
      <span className="text-xs text-muted-foreground">{failureReasonLabel(record.failureReason)}</span>
    </span>
  );
}

interface LoginRecordsTableProps {
  records: TLoginRecord[];
  label: string;
  caption: string;
  showUser: boolean;
}

export function LoginRecordsTable({ records, label, caption, showUser }: LoginRecordsTableProps) {
  return (
    <Table label={label}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          {showUser && <TableHead>User</TableHead>}
          <TableHead>Result</TableHead>
          <TableHead>IP address</TableHead>
          <TableHead>User agent</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} data-testid="login-record">
            <TableCell className="whitespace-nowrap">
              <time dateTime={record.loginAt}>{formatTimestamp(record.loginAt)}</time>
            </TableCell>
            {showUser && (
              <TableCell>
                <span className="block font-medium">{record.username}</span>
                {record.userEmail && <span className="block text-xs text-muted-foreground">{record.userEmail}</span>}
                {record.userRole && <span className="block text-xs text-muted-foreground">{ROLE_LABELS[record.userRole]}</span>}
              </TableCell>
            )}
            <TableCell>
              <LoginResult record={record} />
            </TableCell>
            <TableCell className="font-mono text-xs whitespace-nowrap">{record.ipAddress ?? 'Unknown'}</TableCell>
            <TableCell className="min-w-56 text-xs text-muted-foreground" title={record.userAgent ?? undefined}>
              {shortUserAgent(record.userAgent)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
