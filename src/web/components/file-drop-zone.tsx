import { useRef, useState, type ReactNode } from 'react';
import { CloudUpload } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

/** What the upload screens offer to pick; the server judges each file by its content anyway. */
export const CREATIVE_FILE_ACCEPT = 'image/*,.pdf,.doc,.docx,.txt';

function fileKey(file: File): string {
  return `${file.name}|${file.size}|${file.lastModified}`;
}

/** The chosen files plus the new ones, leaving out a file chosen twice. */
export function mergeFiles(current: File[], added: File[]): File[] {
  const merged = new Map(current.map((file) => [fileKey(file), file]));
  for (const file of added) if (!merged.has(fileKey(file))) merged.set(fileKey(file), file);
  return [...merged.values()];
}

interface FileDropZoneProps {
  /** Accessible name of the hidden file input, e.g. 'Choose files'. */
  inputLabel: string;
  onFiles: (files: File[]) => void;
  hint: ReactNode;
  hintId?: string;
  disabled?: boolean;
  invalid?: boolean;
  accept?: string;
}

/** Drop files on the box, or use its button to open the system picker (several files at once). */
export function FileDropZone({ inputLabel, onFiles, hint, hintId, disabled, invalid, accept = CREATIVE_FILE_ACCEPT }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  return (
    <div
      data-testid="file-drop-zone"
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled && event.dataTransfer.files.length > 0) onFiles(Array.from(event.dataTransfer.files));
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
        dragging ? 'border-primary bg-primary/5' : 'border-input',
        invalid && !dragging && 'border-destructive',
        disabled && 'opacity-60',
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <CloudUpload aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <p className="font-medium">Drag and drop files here</p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={hintId}>
        Select Files
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again, after removing it, still fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
