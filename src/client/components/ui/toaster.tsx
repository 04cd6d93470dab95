import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { DELAYS_MS } from '@/shared/constants';
import { sharedMessages } from '@/client/components/shared-messages';
import { useMessages } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { dismissToast, toastBoxClass, useCurrentToast } from './use-toast';

export function Toaster() {
  const current = useCurrentToast();
  const t = useMessages(sharedMessages);
  return (
    <Toast.Provider duration={DELAYS_MS.toastDuration} swipeDirection="right">
      {current && (
        <Toast.Root
          key={current.id}
          data-testid="toast"
          open={current.open}
          onOpenChange={(open) => !open && dismissToast(current.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden pr-8',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-all',
            toastBoxClass(current.variant),
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label={t('closeToast')} className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
