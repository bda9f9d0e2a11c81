'use client';

import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { TOAST } from '@/lib/constants/interaction';
import { cn } from '@/lib/cn';
import { toastStore } from '@/lib/toast-store';

const noToasts: never[] = [];

/** Toasts: one visible, 5000 ms, swipe right 50 px, F8, ≤ 420 px wide from md up. */
export function Toaster() {
  const t = useTranslations('common.toast');
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => noToasts);
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx} label={t('item')}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(toast.id);
          }}
          data-toast
          data-variant={toast.variant}
          className={cn(
            'glass pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl p-4 pe-10 data-[state=closed]:animate-[toast-out_200ms_ease-in] data-[state=open]:animate-[toast-in_300ms_var(--ease-spring)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-[toast-out_150ms_ease-out]',
            toast.variant === 'destructive' && 'border-danger/50',
            toast.variant === 'success' && 'border-success/40',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className={cn('text-sm font-semibold', toast.variant === 'destructive' && 'text-danger')}>
              {toast.title}
            </ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="text-sm text-muted">{toast.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close aria-label={t('close')} className="absolute top-3 right-3 rounded-full p-1 text-muted hover:text-fg">
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST.hotkey]}
        // The region's name; the provider's label names each toast (Radix's default would be English).
        label={t('region', { hotkey: TOAST.hotkey })}
        className="fixed top-0 right-0 z-[80] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:top-auto md:bottom-24 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
