import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { CAMPAIGN_TYPES } from '../../domain/enums';
import { can } from '../../domain/permissions';
import { MAX_FILES_PER_SUBMISSION, ZNewSubmissionForm, type TNewSubmissionForm } from '../../domain/submissions';
import { EmailVerificationNotice } from '../components/email-verification-notice';
import { FileDropZone, mergeFiles } from '../components/file-drop-zone';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import { SelectedFileList } from '../components/selected-file-list';
import { TextField } from '../components/text-field';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';
import { Progress } from '../components/ui/progress';
import { Textarea } from '../components/ui/textarea';
import { useCurrentUser } from '../features/auth/api';
import { createSubmission, invalidateSubmissions } from '../features/submissions/api';
import { isApiError } from '../lib/api';
import { formatFileSize } from '../lib/format';
import { toast } from '../lib/toast';

type TFormField = keyof TNewSubmissionForm;

const FORM_FIELDS: TFormField[] = ['title', 'submitterEmail', 'submitterName', 'campaignTypes', 'landingPageUrl', 'runDate', 'description'];

const FAILURE_FALLBACK = 'An error occurred while creating your submission.';

export function NewSubmissionPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  // Staff take in ads for advertisers; everyone else submits under their own (verified) address, as the server insists.
  const ownAddressOnly = !can(user, 'submission.submit_for_others');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);

  const form = useForm<TNewSubmissionForm>({
    resolver: zodResolver(ZNewSubmissionForm),
    defaultValues: {
      title: '',
      submitterEmail: user?.email ?? '',
      submitterName: '',
      campaignTypes: [],
      landingPageUrl: '',
      runDate: '',
      description: '',
    },
  });
  const { errors } = form.formState;
  const [title, submitterEmail, campaignTypes] = useWatch({ control: form.control, name: ['title', 'submitterEmail', 'campaignTypes'] });
  const isDigital = campaignTypes.includes('Digital');

  const mutation = useMutation({
    mutationFn: (values: TNewSubmissionForm) => {
      setProgress(0);
      return createSubmission({ ...values, files }, { onProgress: setProgress });
    },
    onSuccess: ({ data }) => {
      toast({
        title: 'Submission Created',
        description: `Your submission "${data.title}" has been created and is being analyzed for compliance.`,
      });
      void invalidateSubmissions(queryClient);
      navigate(`/review/${data.id}`);
    },
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (FORM_FIELDS.includes(field as TFormField) && messages[0]) form.setError(field as TFormField, { message: messages[0] });
        }
      }
      toast({ title: 'Submission Failed', description: error.message || FAILURE_FALLBACK, variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    if (!values.title.trim() || !values.submitterEmail.trim()) {
      toast({ title: 'Validation Error', description: 'Please fill in the required fields (title and email).', variant: 'destructive' });
      return;
    }
    if (files.length === 0) {
      toast({ title: 'No Files', description: 'Please upload at least one file for compliance review.', variant: 'destructive' });
      return;
    }
    void form.handleSubmit((valid) => mutation.mutate(valid))(event);
  };

  const busy = mutation.isPending;
  const canSubmit = !busy && title !== '' && submitterEmail !== '' && files.length > 0;

  return (
    <>
      <PageHeader title="New Submission" subtitle="Upload advertising creative for compliance review" />
      <EmailVerificationNotice className="mb-6" />
      <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Submission details</CardTitle>
            <CardDescription>Fields marked (required) must be filled in.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <TextField
              label={
                <>
                  Title <span className="font-normal text-muted-foreground">(required)</span>
                </>
              }
              aria-required="true"
              autoComplete="off"
              error={errors.title?.message}
              disabled={busy}
              {...form.register('title')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={
                  <>
                    Submitter Email <span className="font-normal text-muted-foreground">(required)</span>
                  </>
                }
                type="email"
                aria-required="true"
                autoComplete="email"
                readOnly={ownAddressOnly}
                hint={
                  ownAddressOnly
                    ? user?.email
                      ? 'Your account\'s address: decisions are emailed to it.'
                      : 'Your account has no email address, which submitting needs.'
                    : undefined
                }
                error={errors.submitterEmail?.message}
                disabled={busy}
                {...form.register('submitterEmail')}
              />
              <TextField
                label="Submitter Name"
                autoComplete="name"
                error={errors.submitterName?.message}
                disabled={busy}
                {...form.register('submitterName')}
              />
            </div>
            <fieldset className="grid gap-3" disabled={busy}>
              <legend className="mb-3 text-sm font-medium">Campaign Types</legend>
              <Controller
                control={form.control}
                name="campaignTypes"
                render={({ field }) => (
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                    {CAMPAIGN_TYPES.map((type) => {
                      const id = `campaign-type-${type.toLowerCase().replace(/\s+/g, '-')}`;
                      return (
                        <div key={type} className="flex items-center gap-2">
                          <Checkbox
                            id={id}
                            checked={field.value.includes(type)}
                            disabled={busy}
                            onCheckedChange={(checked) =>
                              field.onChange(
                                checked === true ? [...field.value, type] : field.value.filter((value) => value !== type),
                              )
                            }
                          />
                          <Label htmlFor={id} className="font-normal">
                            {type}
                          </Label>
                        </div>
                      );
                    })}
                  </div>
                )}
              />
            </fieldset>
            {isDigital && (
              <TextField
                label="Landing Page URL"
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="url"
                hint="Landing pages of political digital ads are inspected for the required disclosures."
                error={errors.landingPageUrl?.message}
                disabled={busy}
                {...form.register('landingPageUrl')}
              />
            )}
            <TextField
              label={
                <>
                  Run date <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              type="date"
              hint="Planned publication date. Hemp-derived product ads must run at least 24 hours after submission."
              error={errors.runDate?.message}
              disabled={busy}
              className="sm:max-w-56"
              {...form.register('runDate')}
            />
            <FormField label="Description" error={errors.description?.message}>
              {(control) => <Textarea {...control} rows={4} disabled={busy} {...form.register('description')} />}
            </FormField>
          </CardContent>
        </Card>

        <div className="grid h-fit gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Creative files</CardTitle>
              <CardDescription>Add every file of the ad; each one is checked.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <FileDropZone
                inputLabel="Choose files"
                hintId="submission-files-hint"
                hint="Images, PDF, DOC, DOCX or TXT, up to 10MB per file."
                disabled={busy}
                onFiles={(added) => {
                  const merged = mergeFiles(files, added);
                  if (merged.length > MAX_FILES_PER_SUBMISSION) {
                    toast({
                      title: 'Too Many Files',
                      description: `At most ${MAX_FILES_PER_SUBMISSION} files can be sent at once.`,
                      variant: 'destructive',
                    });
                  }
                  setFiles(merged.slice(0, MAX_FILES_PER_SUBMISSION));
                }}
              />
              <SelectedFileList
                label="Selected files"
                files={files}
                formatSize={formatFileSize}
                disabled={busy}
                onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
              />
            </CardContent>
          </Card>

          {files.length > 0 && (
            <Card className="border-primary/40 bg-primary/5" data-testid="ready-to-submit">
              <CardHeader className="pb-2">
                <CardTitle className="flex items-center gap-2 text-base">
                  <CircleCheck aria-hidden="true" className="size-5 text-primary" />
                  Ready to Submit
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">
                  {files.length} {files.length === 1 ? 'file' : 'files'} selected. Compliance review starts automatically once
                  you submit.
                </p>
              </CardContent>
            </Card>
          )}

          {busy && (
            <div className="grid gap-2">
              <div className="flex justify-between text-sm">
                <span aria-live="polite">{progress < 100 ? 'Uploading files...' : 'Checking files...'}</span>
                <span className="tabular-nums">{progress}%</span>
              </div>
              <Progress value={progress} aria-label="Upload progress" />
            </div>
          )}

          <Button type="submit" size="lg" disabled={!canSubmit} className="w-full">
            {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
            Submit for Review
          </Button>
        </div>
      </form>
    </>
  );
}
