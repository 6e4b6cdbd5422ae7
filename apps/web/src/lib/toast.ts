import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';

let asked = false;
const listeners = new Set<() => void>();

/** The toast library loads with the first toast: most visits never show one. */
const show = (kind: 'success' | 'error') => (message: string, options?: ToastOptions) => {
  if (!asked) {
    asked = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then((toasts) => toasts.toast[kind](message, options));
};

export const toast = { success: show('success'), error: show('error') };

/** True once a toast was asked for: the container mounts then, and shows the toasts asked for before it. */
export const useToastAsked = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked,
    () => false,
  );
