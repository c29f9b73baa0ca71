import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileUp, Link2, LoaderCircle, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import type { TPolicyProposal } from '../../../domain/policies';
import { createPolicy, extractPolicy, invalidatePolicies, type TPolicySource } from '../../features/policies/api';
import { isNetworkError } from '../../lib/api';
import { formatFileSize } from '../../lib/format';
import { toast } from '../../lib/toast';
import { PolicyFormFields } from './policy-form-fields';
import { toFormInput, toPolicyFields, ZPolicyForm } from './policy-form';

export const POLICY_FILE_ACCEPT = '.pdf,.doc,.docx,.txt';

/** 'Processing failed' with the server's reason, its fallback, or the wording for a call that never got through. */
function processingFailed(error: unknown, fallback = 'Failed to process policy document') {
  const description = isNetworkError(error)
    ? 'An error occurred while processing the policy'
    : error instanceof Error && error.message
      ? error.message
      : fallback;
  toast({ title: 'Processing failed', description, variant: 'destructive' });
}

interface TExtracted {
  proposal: TPolicyProposal;
  source: TPolicySource;
}

/** Add Policy: read a document or a page into a proposed policy, then edit and confirm it (admins). */
export function AddPolicyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [tab, setTab] = useState<'file' | 'url'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [extracted, setExtracted] = useState<TExtracted | null>(null);
  const form = useForm({ resolver: zodResolver(ZPolicyForm) });

  const extraction = useMutation({
    mutationFn: async (source: TPolicySource) => ({ proposal: (await extractPolicy(source)).data, source }),
    onSuccess: (result) => {
      form.reset(toFormInput(result.proposal));
      setExtracted(result);
    },
    onError: (error) => processingFailed(error),
  });

  const creation = useMutation({
    mutationFn: (fields: ReturnType<typeof toPolicyFields>) =>
      createPolicy({
        ...fields,
        sourceType: extracted?.source.kind ?? 'manual',
        sourceUrl: extracted?.source.kind === 'url' ? extracted.source.url : null,
      }),
    onSuccess: (reply) => {
      toast({ title: reply.message ?? 'Policy added successfully', description: `"${reply.data.title}" is now in the policy library.` });
      void invalidatePolicies(queryClient);
      close();
    },
    onError: (error) => processingFailed(error),
  });

  function close() {
    setTab('file');
    setFile(null);
    setUrl('');
    setExtracted(null);
    extraction.reset();
    creation.reset();
    form.reset();
    onOpenChange(false);
  }

  function analyze() {
    if (tab === 'file') {
      if (!file) {
        toast({ title: 'No file selected', description: 'Please select a file to upload', variant: 'destructive' });
        return;
      }
      extraction.mutate({ kind: 'file_upload', file });
    } else {
      if (!url.trim()) {
        toast({ title: 'No URL provided', description: 'Please enter a URL to analyze', variant: 'destructive' });
        return;
      }
      extraction.mutate({ kind: 'url', url: url.trim() });
    }
  }

  const busy = extraction.isPending || creation.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : busy || close())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Policy</DialogTitle>
          <DialogDescription>
            {extracted
              ? 'Check the proposed policy, correct anything the document did not make clear, and save it.'
              : 'Upload a policy document or give the address of a policy page. Its text is read into a proposed policy for you to confirm.'}
          </DialogDescription>
        </DialogHeader>
        {extracted ? (
          <FormProvider {...form}>
            <form
              noValidate
              className="grid gap-4"
              onSubmit={form.handleSubmit((values) => creation.mutate(toPolicyFields(values)))}
            >
              <PolicyFormFields />
              <details className="rounded-lg border p-3 text-sm">
                <summary className="cursor-pointer font-medium">
                  Extracted text ({extracted.proposal.extractedText.length.toLocaleString('en-US')} characters)
                </summary>
                <pre className="mt-2 max-h-48 overflow-auto font-mono text-xs whitespace-pre-wrap break-words text-muted-foreground">
                  {extracted.proposal.extractedText}
                </pre>
              </details>
              <DialogFooter>
                <Button variant="outline" onClick={() => setExtracted(null)} disabled={creation.isPending}>
                  <ArrowLeft aria-hidden="true" />
                  Back
                </Button>
                <Button type="submit" disabled={creation.isPending}>
                  {creation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                  Save Policy
                </Button>
              </DialogFooter>
            </form>
          </FormProvider>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!extraction.isPending) analyze();
            }}
          >
            <Tabs value={tab} onValueChange={(value) => setTab(value as 'file' | 'url')}>
              <TabsList>
                <TabsTrigger value="file">
                  <FileUp aria-hidden="true" className="size-4" />
                  File Upload
                </TabsTrigger>
                <TabsTrigger value="url">
                  <Link2 aria-hidden="true" className="size-4" />
                  URL Source
                </TabsTrigger>
              </TabsList>
              <TabsContent value="file" className="grid gap-2">
                <Label htmlFor={`${id}-file`}>Policy document</Label>
                <Input
                  id={`${id}-file`}
                  type="file"
                  accept={POLICY_FILE_ACCEPT}
                  aria-describedby={`${id}-file-hint`}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
                />
                <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
                  {file ? `${file.name} (${formatFileSize(file.size)})` : 'PDF, DOC, DOCX or TXT.'}
                </p>
              </TabsContent>
              <TabsContent value="url" className="grid gap-2">
                <Label htmlFor={`${id}-url`}>Policy URL</Label>
                <Input
                  id={`${id}-url`}
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com/advertising-policy"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  aria-describedby={`${id}-url-hint`}
                />
                <p id={`${id}-url-hint`} className="text-sm text-muted-foreground">
                  A web page or a PDF; only public addresses are fetched.
                </p>
              </TabsContent>
            </Tabs>
            <DialogFooter>
              <Button variant="outline" onClick={close} disabled={extraction.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={extraction.isPending}>
                {extraction.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
                {tab === 'file' ? 'Analyze Document' : 'Analyze URL'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
