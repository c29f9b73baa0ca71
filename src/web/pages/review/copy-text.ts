import { toast } from '../../lib/toast';

/** Copy to the clipboard and say how it went; the browser may refuse (no permission, page not focused). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to clipboard' });
    return true;
  } catch {
    toast({ title: 'Copy failed', description: 'Your browser did not allow copying. Select the text and copy it instead.', variant: 'destructive' });
    return false;
  }
}
