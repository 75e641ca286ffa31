import { createContext, useContext, type ReactNode } from 'react';

/**
 * The wedding users dialog's button, for pages of other features that offer it (the layout
 * editor, Settings › Permissions): features do not import one another, so the app provides the
 * dialog here and a page asks for it. `onClose` lets the page read the wedding's users again.
 */
export type WeddingUsersButton = (props: { weddingId: number; onClose?: () => void }) => ReactNode;

const WeddingUsersSlot = createContext<WeddingUsersButton>(() => null);

export const WeddingUsersProvider = WeddingUsersSlot.Provider;

export const useWeddingUsersButton = () => useContext(WeddingUsersSlot);
