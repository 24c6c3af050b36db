import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button.js';

function renderMenu() {
  const chosen = vi.fn<(label: string) => void>();
  const labels = ['For 1 hour', 'Until tomorrow', 'Until resumed'];
  render(
    <>
      <MenuButton
        label="Pause uploads"
        choices={labels.map((label) => ({ label, onSelect: () => chosen(label) }))}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { chosen, button: screen.getByRole('button', { name: 'Pause uploads' }) };
}

describe('the menu button', () => {
  it('opens on a click, says so, and gives the chosen item back with the focus on the button', async () => {
    const { chosen, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Pause uploads' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'For 1 hour' })).toHaveFocus();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Until tomorrow' }));
    expect(chosen).toHaveBeenCalledWith('Until tomorrow');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('moves with the arrows, Home and End, wraps round, and chooses with Enter', async () => {
    const { chosen, button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Until resumed' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'For 1 hour' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Until resumed' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Until tomorrow' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledExactlyOnceWith('Until tomorrow');
    expect(button).toHaveFocus();
  });

  it('closes on Escape (focus back on the button), on Tab and on a click elsewhere, choosing nothing', async () => {
    const { chosen, button } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(chosen).not.toHaveBeenCalled();
  });
});
