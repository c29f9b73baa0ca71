import { useFormContext } from 'react-hook-form';
import { POLICY_LIBRARY_CATEGORIES, POLICY_RISK_LEVELS } from '../../../domain/enums';
import { FormField } from '../../components/form-field';
import { TextField } from '../../components/text-field';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { humanizeIdentifier } from '../../lib/format';
import type { TPolicyFormInput } from './policy-form';

/** The fields of a policy inside a FormProvider, shared by the Add Policy confirmation and the Modify dialog. */
export function PolicyFormFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<TPolicyFormInput>();
  return (
    <>
      <TextField label="Title" error={errors.title?.message} maxLength={200} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('category')}>
              {POLICY_LIBRARY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Risk Level" error={errors.riskLevel?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('riskLevel')}>
              {POLICY_RISK_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {humanizeIdentifier(level)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={4} maxLength={5000} {...register('description')} />}
      </FormField>
      <FormField label="Requirements" hint="One requirement per line." error={errors.requirements?.message}>
        {(control) => <Textarea {...control} rows={5} {...register('requirements')} />}
      </FormField>
      <TextField label="Keywords" hint="Separated by commas." error={errors.keywords?.message} {...register('keywords')} />
      <TextField label="Reference" error={errors.reference?.message} maxLength={500} {...register('reference')} />
    </>
  );
}
