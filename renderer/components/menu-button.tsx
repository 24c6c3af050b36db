import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import './menu-button.css';

export interface MenuChoice {
  label: string;
  onSelect: () => void;
}

/**
 * A button that opens a short menu of choices (the WAI-ARIA menu button): Enter, Space or the
 * down arrow opens it on its first choice, the up arrow on its last; the arrows, Home and End move
 * between choices; Escape closes it and gives focus back to the button, as choosing does; Tab or a
 * click elsewhere closes it.
 */
/** The menu's mark (a picture, not a word). */
const caret = '▾';

export function MenuButton({
  label,
  choices,
  busy = false,
  variant = 'secondary',
}: {
  label: string;
  choices: readonly MenuChoice[];
  busy?: boolean;
  variant?: 'primary' | 'secondary';
}) {
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const open = active !== null;

  useEffect(() => {
    if (active !== null) items.current[active]?.focus();
  }, [active]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const close = () => {
    setActive(null);
    button.current?.focus();
  };

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setActive(event.key === 'ArrowDown' ? 0 : choices.length - 1);
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const count = choices.length;
    const at = active ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % count,
      ArrowUp: (at - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setActive(null);
    }
  }

  return (
    <div className="menu-button" ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="btn"
        data-variant={variant}
        data-size="normal"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => (open ? setActive(null) : setActive(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="menu-button-caret" aria-hidden="true">
          {caret}
        </span>
      </button>
      {open && (
        <div className="menu" role="menu" id={menuId} aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {choices.map((choice, index) => (
            <button
              key={choice.label}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              className="menu-item"
              tabIndex={index === active ? 0 : -1}
              onClick={() => {
                close();
                choice.onSelect();
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
