import { TOAST } from './constants/interaction';

export type ToastVariant = 'default' | 'destructive' | 'success';
type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant; open: boolean };

type Listener = (toasts: readonly ToastMessage[]) => void;

/**
 * One toast store for the site: at most one visible, a new one replaces the
 * previous; a dismissed toast stays mounted for the removal delay so it can animate out.
 */
export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: readonly ToastMessage[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener(toasts));

  const remove = (id: number) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  const dismiss = (id: number) => {
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
    emit();
    schedule(() => remove(id), TOAST.removeDelayMs);
  };

  const show = (message: { title: string; description?: string; variant?: ToastVariant }) => {
    const toast: ToastMessage = { id: nextId++, variant: 'default', ...message, open: true };
    toasts = [toast, ...toasts].slice(0, TOAST.limit);
    emit();
    return toast.id;
  };

  const subscribe = (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return { show, dismiss, subscribe, getSnapshot: () => toasts };
}

export const toastStore = createToastStore();
export const showToast = toastStore.show;
