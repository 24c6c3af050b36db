import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.js';

function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      {outer && (
        <Dialog title="Outer" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Open the inner dialog
          </button>
          {inner && (
            <Dialog title="Inner" onClose={() => setInner(false)}>
              <button type="button">In the inner dialog</button>
            </Dialog>
          )}
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('closes the topmost dialog on Escape, also when focus has left it', async () => {
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the inner dialog' }));
    expect(screen.getByRole('button', { name: 'In the inner dialog' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    // Focus on the page itself (a button that was pressed became disabled): Escape still closes it.
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.body).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument();
  });
});
