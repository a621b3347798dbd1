import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface ContactModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const ContactModalContext = createContext<ContactModalState | null>(null);

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <ContactModalContext.Provider value={value}>{children}</ContactModalContext.Provider>;
}

export function useContactModal(): ContactModalState {
  const state = useContext(ContactModalContext);
  if (!state) throw new Error('useContactModal must be used inside <ContactModalProvider>');
  return state;
}
