import { act, fireEvent, render, screen } from '@testing-library/react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../src/components/deferred';
import { useFocusWhenReady } from '../../src/lib/focus';

/**
 * Menus and dialogs arrive after the page is drawn (issue 8 item 16): until then their button
 * stands in, and nothing a person does with it is lost.
 */

interface MenuProps {
  label: string;
  open?: boolean;
}

/** Opens on a click or on Enter, as Radix's triggers do. */
function RealMenu({ label, open }: MenuProps) {
  const [expanded, setExpanded] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => setExpanded(true)}
        onKeyDown={(event) => event.key === 'Enter' && (setExpanded(true), setByKeyboard(true))}
      >
        {label}
      </button>
      {(expanded || open) && <div role="menu" aria-label={label} data-keyboard={byKeyboard} />}
    </>
  );
}

/** The profile menu's kind: Radix, not modal, so it closes when the focus leaves it. */
function RadixMenu({ label }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>{label}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content aria-label={label}>
          <DropdownMenu.Item>Sign out</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A page whose heading takes the focus when it is drawn (its code arrives after the shell's). */
function Page() {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenReady(heading);
  return (
    <h1 ref={heading} tabIndex={-1}>
      Weddings
    </h1>
  );
}

/** A deferred menu whose code arrives when the test says so (or fails to). */
function menuArrivingOnCue(Real: typeof RealMenu = RealMenu) {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof RealMenu>((resolve, reject) => {
        arrive = () => resolve(Real);
        fail = () => reject(new Error('offline'));
      }),
  );
  const Menu = deferred<MenuProps>(
    load,
    ({ label, onActivate }) => (
      <button type="button" onClick={onActivate}>
        {label}
      </button>
    ),
    ({ open }) => open === true,
  );
  return { Menu, load, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
}

afterEach(() => vi.useRealTimers());

describe('a deferred menu', () => {
  it('shows its button at once and asks for its code only after the page has been drawn', async () => {
    vi.useFakeTimers();
    const menu = menuArrivingOnCue();
    render(<menu.Menu label="Profile" />);
    expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1400));
    expect(menu.load).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(menu.load).toHaveBeenCalledTimes(1);
    await menu.arrive();
    expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens once its code arrives when the person pressed its button before', async () => {
    const menu = menuArrivingOnCue();
    render(<menu.Menu label="Profile" />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(menu.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await menu.arrive();
    expect(screen.getByRole('menu', { name: 'Profile' })).toHaveAttribute('data-keyboard', 'false');
  });

  it('opens as by the keyboard when its button was pressed with Enter', async () => {
    const menu = menuArrivingOnCue();
    render(<menu.Menu label="Profile" />);
    screen.getByRole('button', { name: 'Profile' }).focus();
    await userEvent.keyboard('{Enter}');
    await menu.arrive();
    expect(screen.getByRole('menu', { name: 'Profile' })).toHaveAttribute('data-keyboard', 'true');
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
  });

  it('asks for its code at once when it is wanted open, and shows it open', async () => {
    const menu = menuArrivingOnCue();
    render(<menu.Menu label="Delete?" open />);
    expect(menu.load).toHaveBeenCalledTimes(1);
    await menu.arrive();
    expect(screen.getByRole('menu', { name: 'Delete?' })).toBeInTheDocument();
  });

  it('hands the keyboard focus from its stand-in to the real button', async () => {
    vi.useFakeTimers();
    const menu = menuArrivingOnCue();
    render(<menu.Menu label="Profile" />);
    screen.getByRole('button', { name: 'Profile' }).focus();
    act(() => vi.advanceTimersByTime(1500));
    await menu.arrive();
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
  });

  it('tries again when its code could not be fetched', async () => {
    const menu = menuArrivingOnCue();
    render(<menu.Menu label="Profile" />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await menu.fail();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(menu.load).toHaveBeenCalledTimes(2);
    await menu.arrive();
    expect(screen.getByRole('menu', { name: 'Profile' })).toBeInTheDocument();
  });

  // The code fetched after the page was drawn may arrive between the press and the release: the
  // release then meets the real button, and the click goes to neither of them.
  it('opens when its code arrives while its button is held down', async () => {
    vi.useFakeTimers();
    const menu = menuArrivingOnCue(RadixMenu);
    render(<menu.Menu label="Profile" />);
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Profile' }), { button: 0 });
    await menu.arrive();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  // Seen in e2e/auth.spec.ts right after signing in: the person opened the account menu while the
  // page's own code was on its way; the page then took the focus for its heading, and the menu,
  // which closes when the focus leaves it, vanished under the pointer.
  it('stays open when the page it was opened over arrives after it', async () => {
    const menu = menuArrivingOnCue(RadixMenu);
    const { rerender } = render(<menu.Menu label="Profile" />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await menu.arrive();
    expect(screen.getByRole('menu', { name: 'Profile' })).toContainElement(document.activeElement as HTMLElement);
    rerender(
      <>
        <menu.Menu label="Profile" />
        <Page />
      </>,
    );
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Profile' })).toContainElement(document.activeElement as HTMLElement);
  });
});
