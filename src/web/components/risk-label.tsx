import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { TRiskLevel } from '../../domain/enums';
import { humanizeIdentifier } from '../lib/format';
import { cn } from '../lib/utils';

const RISK_CLASSES: Record<string, string> = {
  low: 'text-emerald-700 dark:text-emerald-300',
  moderate: 'text-amber-700 dark:text-amber-300',
  medium: 'text-amber-700 dark:text-amber-300',
  high: 'text-orange-700 dark:text-orange-300',
  critical: 'text-red-700 dark:text-red-300',
};

/** 'Low Risk', 'High Risk'... or 'Risk not assessed' before the analysis has set one. */
export function RiskLabel({ level, className }: { level: TRiskLevel | string | null; className?: string }) {
  if (!level) {
    return (
      <span className={cn('inline-flex items-center gap-1 text-xs font-medium text-muted-foreground', className)}>
        <ShieldQuestion aria-hidden="true" className="size-3.5" />
        Risk not assessed
      </span>
    );
  }
  const Icon = level === 'low' ? ShieldCheck : ShieldAlert;
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-semibold', RISK_CLASSES[level] ?? RISK_CLASSES.critical, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {humanizeIdentifier(level)} Risk
    </span>
  );
}
