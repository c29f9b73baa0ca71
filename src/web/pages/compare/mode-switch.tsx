import { Button } from '../../components/ui/button';

interface ModeSwitchProps<T extends string> {
  /** What is being switched, for screen readers: 'Image view'. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
}

/** A small segmented control: toggle buttons in a labelled group, the chosen one pressed. */
export function ModeSwitch<T extends string>({ label, value, onChange, options }: ModeSwitchProps<T>) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border bg-muted p-0.5">
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === value ? 'outline' : 'ghost'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="h-7 border-transparent shadow-none aria-pressed:border-border aria-pressed:bg-card"
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
