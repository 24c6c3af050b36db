import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a form a person seldom needs, folded away: one Tab stop (its summary) instead of each of
 * its fields on the way to the form's button. Enter or Space on the summary opens it; it opens by
 * itself when `open` says it must (it holds a problem to fix, or a value already set).
 */
export function Disclosure({
  summary,
  open: mustOpen,
  children,
}: {
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(mustOpen);
  useEffect(() => {
    if (mustOpen) setOpen(true);
  }, [mustOpen]);
  return (
    <details className="disclosure" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      <div className="stack disclosure-body">{children}</div>
    </details>
  );
}
