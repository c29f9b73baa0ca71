import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { Textarea } from './ui/textarea';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** A reason or note field whose label always says whether it must be filled in. */
export function TextareaField({ label, hint, error, required = false, ...textareaProps }: TextareaFieldProps) {
  return (
    <FormField
      label={
        <>
          {label} <span className="font-normal text-muted-foreground">{required ? '(required)' : '(optional)'}</span>
        </>
      }
      hint={hint}
      error={error}
    >
      {(control) => (
        <Textarea {...control} rows={3} required={required} aria-required={required ? 'true' : undefined} {...textareaProps} />
      )}
    </FormField>
  );
}
