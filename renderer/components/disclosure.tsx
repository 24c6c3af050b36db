import { useState } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a form a person seldom needs, folded away: one Tab stop (its summary) instead of each of
 * its fields on the way to the form's button. Enter or Space on the summary opens it; it is open
 * whenever `open` says it must be (it holds a problem to fix, or a value already set).
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
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="disclosure"
      open={mustOpen || opened}
      onToggle={(event) => setOpened(event.currentTarget.open)}
    >
      <summary>{summary}</summary>
      <div className="stack disclosure-body">{children}</div>
    </details>
  );
}
