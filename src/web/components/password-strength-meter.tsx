import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH, passwordLength } from '../../domain/auth';
import { estimatePassword } from '../lib/estimate-password';
import type { TPasswordEstimate } from '../lib/password-strength';
import { cn } from '../lib/utils';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const BAR_COLOURS = ['bg-destructive', 'bg-destructive', 'bg-amber-500', 'bg-success', 'bg-success'] as const;
const ESTIMATE_DELAY_MS = 150;

/**
 * How hard a new password is to guess, by zxcvbn, with its warning ("This is a top-100 common password"). Advice
 * only: the server decides (length, common passwords, username). Rendered as inline text so it can sit in a field's
 * hint, which the field's aria-describedby already points at.
 */
export function PasswordStrengthMeter({ password, userInputs = [] }: { password: string; userInputs?: (string | null | undefined)[] }) {
  const [estimate, setEstimate] = useState<TPasswordEstimate | null>(null);
  const inputs = userInputs.filter((v): v is string => !!v).join('\n');

  useEffect(() => {
    if (!password) {
      setEstimate(null);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      void estimatePassword(password, inputs ? inputs.split('\n') : []).then((next) => {
        if (current) setEstimate(next);
      });
    }, ESTIMATE_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [password, inputs]);

  if (!password || !estimate) return null;
  const tooShort = passwordLength(password) < PASSWORD_MIN_LENGTH;
  // A password the server will refuse for its length never shows as better than weak.
  const score = tooShort ? Math.min(estimate.score, 1) : estimate.score;
  const advice = tooShort ? `Use at least ${PASSWORD_MIN_LENGTH} characters.` : (estimate.warning ?? estimate.suggestions[0] ?? '');

  return (
    <span className="mt-1 grid gap-1" data-testid="password-strength">
      <span aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cn('h-1.5 rounded-full', score >= step ? BAR_COLOURS[score] : 'bg-muted-foreground/20')} />
        ))}
      </span>
      <span aria-live="polite">
        Strength: {LABELS[score]}.{advice && ` ${advice}`}
      </span>
    </span>
  );
}
