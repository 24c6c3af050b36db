import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'normal' | 'small';
  /** Shows the button as busy and disables it, keeping its width. */
  busy?: boolean;
}

/** The one button: type="button" unless asked, so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  size = 'normal',
  busy = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['btn', rest.className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
