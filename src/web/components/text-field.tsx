import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { Input } from './ui/input';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...inputProps} />}
    </FormField>
  );
}
