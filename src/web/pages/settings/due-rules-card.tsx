import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, LoaderCircle, Plus, Save, Trash2 } from 'lucide-react';
import { PRODUCT_CATEGORIES, ZDueRules, type TDueRules, type TProductCategory } from '../../../domain/desk';
import { ErrorCard } from '../../components/error-card';
import { FormField } from '../../components/form-field';
import { TextField } from '../../components/text-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { dueRulesQueryOptions, saveDueRules } from '../../features/desk/api';
import { toast } from '../../lib/toast';

const WEEKDAYS = [
  [1, 'Mon'],
  [2, 'Tue'],
  [3, 'Wed'],
  [4, 'Thu'],
  [5, 'Fri'],
  [6, 'Sat'],
  [7, 'Sun'],
] as const;

/** The form's values: numbers and lists as typed, turned into rules (and checked by ZDueRules) on save. */
interface TDraft {
  timeZone: string;
  workdays: number[];
  dayStart: string;
  dayEnd: string;
  holidays: string;
  leadBusinessHours: string;
  turnaroundBusinessHours: string;
  trackTurnaroundBusinessHours: string;
  categoryLeadHours: { category: TProductCategory; hours: string }[];
}

const toDraft = (rules: TDueRules): TDraft => ({
  ...rules,
  holidays: rules.holidays.join('\n'),
  leadBusinessHours: String(rules.leadBusinessHours),
  turnaroundBusinessHours: String(rules.turnaroundBusinessHours),
  trackTurnaroundBusinessHours: String(rules.trackTurnaroundBusinessHours),
  categoryLeadHours: rules.categoryLeadHours.map((r) => ({ category: r.category, hours: String(r.hours) })),
});

const hours = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const fromDraft = (draft: TDraft) => ({
  ...draft,
  holidays: draft.holidays
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean),
  leadBusinessHours: hours(draft.leadBusinessHours),
  turnaroundBusinessHours: hours(draft.turnaroundBusinessHours),
  trackTurnaroundBusinessHours: hours(draft.trackTurnaroundBusinessHours),
  categoryLeadHours: draft.categoryLeadHours.map((r) => ({ category: r.category, hours: hours(r.hours) })),
});

type TErrors = Record<string, string>;

/** Admins: when decisions are due. Saving recomputes the due times of undecided submissions. */
export function DueRulesCard() {
  const queryClient = useQueryClient();
  const rules = useQuery(dueRulesQueryOptions());
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [errors, setErrors] = useState<TErrors>({});
  useEffect(() => {
    if (rules.data && !draft) setDraft(toDraft(rules.data));
  }, [rules.data, draft]);

  const mutation = useMutation({
    mutationFn: (next: TDueRules) => saveDueRules(queryClient, next),
    onSuccess: (reply) => {
      setDraft(toDraft(reply.data));
      toast({ title: 'Due rules saved', description: reply.message ?? undefined });
    },
    onError: (error) => toast({ title: 'Saving failed', description: error.message, variant: 'destructive' }),
  });

  const set = <K extends keyof TDraft>(key: K, value: TDraft[K]) => setDraft((current) => (current ? { ...current, [key]: value } : current));

  const save = () => {
    if (!draft) return;
    const parsed = ZDueRules.safeParse(fromDraft(draft));
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'categoryLeadHours' ? 'categoryLeadHours' : String(issue.path[0] ?? 'form');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <Card role="region" aria-labelledby="due-rules-heading">
      <CardHeader>
        <CardTitle id="due-rules-heading" className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" />
          Due Times
        </CardTitle>
        <CardDescription>
          When a decision is due: counted in working hours back from the run date, or forward from submission when there is none.
          Saving updates every undecided submission.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rules.isError ? (
          <ErrorCard title="Failed to load due rules" message={rules.error.message} onRetry={() => void rules.refetch()} />
        ) : !draft ? (
          <Skeleton role="status" aria-label="Loading due rules" className="h-64" />
        ) : (
          <form
            noValidate
            className="space-y-6"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            {Object.keys(errors).length > 0 && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>Please correct the highlighted fields.</AlertDescription>
              </Alert>
            )}
            <div className="grid items-start gap-4 md:grid-cols-3">
              <TextField
                label="Time zone"
                value={draft.timeZone}
                onChange={(e) => set('timeZone', e.target.value)}
                hint="IANA name, e.g. America/Chicago"
                error={errors.timeZone}
                autoComplete="off"
              />
              <TextField label="Opening time" type="time" value={draft.dayStart} onChange={(e) => set('dayStart', e.target.value)} error={errors.dayStart} />
              <TextField label="Closing time" type="time" value={draft.dayEnd} onChange={(e) => set('dayEnd', e.target.value)} error={errors.dayEnd} />
            </div>
            <fieldset className="space-y-2" aria-describedby={errors.workdays ? 'workdays-error' : undefined}>
              <legend className="text-sm font-medium">Working days</legend>
              <div className="flex flex-wrap gap-4">
                {WEEKDAYS.map(([day, name]) => (
                  <div key={day} className="flex items-center gap-2">
                    <Checkbox
                      id={`workday-${day}`}
                      checked={draft.workdays.includes(day)}
                      onCheckedChange={(checked) =>
                        set('workdays', checked === true ? [...draft.workdays, day].sort() : draft.workdays.filter((d) => d !== day))
                      }
                    />
                    <Label htmlFor={`workday-${day}`}>{name}</Label>
                  </div>
                ))}
              </div>
              {errors.workdays && (
                <p id="workdays-error" className="text-sm font-medium text-destructive">
                  {errors.workdays}
                </p>
              )}
            </fieldset>
            <div className="grid items-start gap-4 md:grid-cols-3">
              <TextField
                label="Due before the run date (working hours)"
                inputMode="decimal"
                value={draft.leadBusinessHours}
                onChange={(e) => set('leadBusinessHours', e.target.value)}
                hint="24 working hours is three 8-hour days"
                error={errors.leadBusinessHours}
              />
              <TextField
                label="Turnaround without a run date (working hours)"
                inputMode="decimal"
                value={draft.turnaroundBusinessHours}
                onChange={(e) => set('turnaroundBusinessHours', e.target.value)}
                error={errors.turnaroundBusinessHours}
              />
              <TextField
                label="Escalation track turnaround (working hours)"
                inputMode="decimal"
                value={draft.trackTurnaroundBusinessHours}
                onChange={(e) => set('trackTurnaroundBusinessHours', e.target.value)}
                hint="Never later than the submission's own due time"
                error={errors.trackTurnaroundBusinessHours}
              />
            </div>
            <FormField label="Holidays" hint="One date per line (YYYY-MM-DD); no working time is counted on them." error={errors.holidays}>
              {(control) => <Textarea {...control} rows={3} value={draft.holidays} onChange={(e) => set('holidays', e.target.value)} />}
            </FormField>
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">Stricter lead times by product</legend>
              <p className="text-sm text-muted-foreground">
                When the analysis finds an ad dealing in one of these, its decision is due at least this many hours (plain clock hours)
                before publication, at the last working moment before that.
              </p>
              {draft.categoryLeadHours.map((rule, index) => (
                <div key={index} className="flex flex-wrap items-end gap-2" data-testid="category-rule">
                  <div className="grid min-w-48 flex-1 gap-1">
                    <Label htmlFor={`category-${index}`}>Product</Label>
                    <NativeSelect
                      id={`category-${index}`}
                      value={rule.category}
                      onChange={(e) =>
                        set(
                          'categoryLeadHours',
                          draft.categoryLeadHours.map((r, i) => (i === index ? { ...r, category: e.target.value as TProductCategory } : r)),
                        )
                      }
                    >
                      {PRODUCT_CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {category}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className="grid w-32 gap-1">
                    <Label htmlFor={`category-hours-${index}`}>Hours before</Label>
                    <Input
                      id={`category-hours-${index}`}
                      inputMode="decimal"
                      value={rule.hours}
                      onChange={(e) =>
                        set('categoryLeadHours', draft.categoryLeadHours.map((r, i) => (i === index ? { ...r, hours: e.target.value } : r)))
                      }
                    />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove the rule for ${rule.category}`}
                    onClick={() => set('categoryLeadHours', draft.categoryLeadHours.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              ))}
              {errors.categoryLeadHours && <p className="text-sm font-medium text-destructive">{errors.categoryLeadHours}</p>}
              {draft.categoryLeadHours.length < PRODUCT_CATEGORIES.length && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    const unused = PRODUCT_CATEGORIES.find((c) => !draft.categoryLeadHours.some((r) => r.category === c))!;
                    set('categoryLeadHours', [...draft.categoryLeadHours, { category: unused, hours: '24' }]);
                  }}
                >
                  <Plus aria-hidden="true" />
                  Add product rule
                </Button>
              )}
            </fieldset>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
              Save Due Rules
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
