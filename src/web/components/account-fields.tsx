import { useFormContext } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../domain/auth';
import { NewPasswordField } from './new-password-fields';
import { TextField } from './text-field';

interface TAccountFieldValues {
  username: string;
  password: string;
  email?: string | null;
}

/**
 * The username, password and email of a new account inside a FormProvider, shared by registration and Create User.
 * Only people creating their own account get their saved username and email offered by the browser.
 */
export function AccountFields({ ownAccount }: { ownAccount: boolean }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<TAccountFieldValues>();
  const [username, email] = watch(['username', 'email']);
  return (
    <>
      <TextField
        label="Username"
        autoComplete={ownAccount ? 'username' : 'off'}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <NewPasswordField
        name="password"
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a good one.`}
        userInputs={[username, email]}
      />
      <TextField
        label={
          <>
            Email <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        type="email"
        autoComplete={ownAccount ? 'email' : 'off'}
        error={errors.email?.message}
        {...register('email')}
      />
    </>
  );
}
