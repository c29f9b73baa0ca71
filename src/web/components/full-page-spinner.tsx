import { Spinner } from './ui/spinner';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
