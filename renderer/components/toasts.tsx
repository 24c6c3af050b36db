import { create } from 'zustand';
import { useAppIntl } from '../format/intl.js';
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

/** The close mark (a picture; the button's name says it). */
const closeMark = '✕';

export function Toasts() {
  const intl = useAppIntl();
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <div
      className="toasts"
      role="region"
      aria-label={intl.formatMessage({ id: 'shell.toasts.label' })}
      aria-live="polite"
    >
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
            aria-label={intl.formatMessage({ id: 'shell.toasts.dismiss' })}
            onClick={() => dismiss(toast.id)}
          >
            {closeMark}
          </Button>
        </div>
      ))}
    </div>
  );
}
