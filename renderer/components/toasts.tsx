import { create } from 'zustand';
import { Button } from './button.js';

export interface Toast {
  id: number;
  tone: 'info' | 'success' | 'error';
  text: string;
}

interface ToastState {
  toasts: Toast[];
  show(tone: Toast['tone'], text: string): void;
  dismiss(id: number): void;
}

let nextId = 1;
const lifetimeMs = 6000;

/** Short notices ("3 files uploaded to Brochures"); errors stay until dismissed. */
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  show(tone, text) {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts.slice(-3), { id, tone, text }] }));
    if (tone !== 'error') setTimeout(() => useToasts.getState().dismiss(id), lifetimeMs);
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

export const showToast = (tone: Toast['tone'], text: string) => useToasts.getState().show(tone, text);

export function Toasts() {
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <div className="toasts" role="region" aria-label="Notifications" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className="toast"
          data-tone={toast.tone}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          <p>{toast.text}</p>
          <Button
            size="small"
            variant="ghost"
            aria-label="Dismiss notification"
            onClick={() => dismiss(toast.id)}
          >
            ✕
          </Button>
        </div>
      ))}
    </div>
  );
}
