import {
  Activity,
  CircleCheck,
  CircleX,
  FileDown,
  FilePen,
  FilePlus,
  FileX,
  KeyRound,
  LogIn,
  Plus,
  Power,
  TriangleAlert,
  UserPlus,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import type { STYLED_AUDIT_ACTIONS } from '../../domain/audit';
import { humanizeIdentifier } from '../lib/format';

export interface TAuditActionStyle {
  label: string;
  icon: LucideIcon;
  /** Background and text colours of the action's badge and icon, readable in both themes. */
  className: string;
}

type TStyledAction = (typeof STYLED_AUDIT_ACTIONS)[number];

const STYLES: Record<TStyledAction, Omit<TAuditActionStyle, 'label'>> = {
  submission_created: { icon: Upload, className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200' },
  created: { icon: Plus, className: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-200' },
  submission_approved: {
    icon: CircleCheck,
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  submission_rejected: { icon: CircleX, className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
  submission_escalated: {
    icon: TriangleAlert,
    className: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  },
  report_exported: { icon: FileDown, className: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200' },
  user_login: { icon: LogIn, className: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200' },
  system_startup: { icon: Power, className: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-200' },
  password_changed: { icon: KeyRound, className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  user_created: { icon: UserPlus, className: 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-200' },
  policy_created: { icon: FilePlus, className: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200' },
  policy_updated: { icon: FilePen, className: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-200' },
  policy_deleted: { icon: FileX, className: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200' },
};

const DEFAULT_STYLE: Omit<TAuditActionStyle, 'label'> = {
  icon: Activity,
  className: 'bg-muted text-foreground',
};

export function auditActionStyle(action: string): TAuditActionStyle {
  const style = Object.hasOwn(STYLES, action) ? STYLES[action as TStyledAction] : DEFAULT_STYLE;
  return { ...style, label: humanizeIdentifier(action) };
}
