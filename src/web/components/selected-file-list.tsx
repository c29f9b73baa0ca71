import { FileImage, FileText, X } from 'lucide-react';
import { Button } from './ui/button';

interface SelectedFileListProps {
  files: File[];
  formatSize: (bytes: number) => string;
  onRemove: (file: File) => void;
  disabled?: boolean;
  label: string;
}

export function SelectedFileList({ files, formatSize, onRemove, disabled, label }: SelectedFileListProps) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="divide-y rounded-lg border">
      {files.map((file) => {
        const Icon = file.type.startsWith('image/') ? FileImage : FileText;
        return (
          <li key={`${file.name}|${file.size}|${file.lastModified}`} className="flex items-center gap-3 px-3 py-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-all">{file.name}</p>
              <p className="text-xs text-muted-foreground">{formatSize(file.size)}</p>
            </div>
            <Button variant="ghost" size="icon" onClick={() => onRemove(file)} disabled={disabled} aria-label={`Remove ${file.name}`}>
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
