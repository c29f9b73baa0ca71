import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../domain/auth';
import { PasswordStrengthMeter } from './password-strength-meter';
import { TextField } from './text-field';

type TUserInputs = (string | null | undefined)[];

/**
 * A password being chosen, with its strength meter under the hint, inside a FormProvider: every form that sets a
 * password (registration, Create User, change and reset) asks for it this way. `userInputs` are the account's own
 * words (username, email), which the meter counts as guessable.
 */
export function NewPasswordField({ name, label, hint, userInputs }: { name: string; label: string; hint: ReactNode; userInputs?: TUserInputs }) {
  const { register, getFieldState, formState } = useFormContext();
  const password = useWatch({ name }) as string | undefined;
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={
        <>
          {hint}
          <PasswordStrengthMeter password={password ?? ''} userInputs={userInputs} />
        </>
      }
      error={getFieldState(name, formState).error?.message}
      {...register(name)}
    />
  );
}

/** The new password and its confirmation (fields `newPassword` and `confirmPassword`), as change and reset ask for them. */
export function NewPasswordFields({ confirmLabel, userInputs }: { confirmLabel: string; userInputs?: TUserInputs }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ newPassword: string; confirmPassword: string }>();
  return (
    <>
      <NewPasswordField
        name="newPassword"
        label="New Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, different from your current password.`}
        userInputs={userInputs}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
