import { useId, type ReactNode } from 'react';
import { cn } from '../lib/utils';

export interface RadioCardOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A line under the label, read out with the option. */
  description?: ReactNode;
}

interface RadioCardsProps<T extends string> {
  legend: ReactNode;
  options: readonly RadioCardOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A choice among a few options, each a bordered card: the whole card is the click target. */
export function RadioCards<T extends string>({ legend, options, value, onChange }: RadioCardsProps<T>) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.map((option) => {
        const descriptionId = option.description ? `${id}-${option.value}-description` : undefined;
        return (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              descriptionId ? 'items-start' : 'items-center',
            )}
          >
            <input
              type="radio"
              name={`${id}-choice`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={descriptionId}
              className={cn('size-4 accent-primary outline-none', descriptionId && 'mt-0.5')}
            />
            {descriptionId ? (
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{option.label}</span>
                <span id={descriptionId} className="text-sm text-muted-foreground">
                  {option.description}
                </span>
              </span>
            ) : (
              <span className="text-sm font-medium">{option.label}</span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
