import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  it('keeps at most one toast: a new one replaces the previous', () => {
    const store = createToastStore(() => {});
    store.show({ title: 'first' });
    store.show({ title: 'second', variant: 'destructive' });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: 'second', variant: 'destructive', open: true })]);
  });

  it('closes a dismissed toast and removes it after the removal delay of 1,000,000 ms', () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const store = createToastStore((fn, ms) => timers.push({ fn, ms }));
    const seen: number[] = [];
    store.subscribe((toasts) => seen.push(toasts.length));
    const id = store.show({ title: 'hello' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    expect(timers[0]?.ms).toBe(1_000_000);
    timers[0]?.fn();
    expect(store.getSnapshot()).toEqual([]);
    expect(seen).toEqual([1, 1, 0]);
  });
});
