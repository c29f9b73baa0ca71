import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleCheck, CircleX, X } from 'lucide-react';
import { dismissToast, useCurrentToast } from '../../lib/toast';
import { cn } from '../../lib/utils';

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** Renders the one toast the store holds; mount once at the root, outside the router. */
export function Toaster() {
  const item = useCurrentToast();
  const destructive = item?.variant === 'destructive';
  const Icon = destructive ? CircleX : CircleCheck;

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {item && (
        <ToastPrimitive.Root
          key={item.id}
          data-testid="toast"
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={destructive ? 'foreground' : 'background'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
            destructive
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-popover text-popover-foreground',
          )}
        >
          <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', destructive ? '' : 'text-success')} />
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className={cn('text-sm', destructive ? '' : 'text-muted-foreground')}>
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Alerts ({hotkey})"
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
