import * as React from 'react';

/*
 * A Radix dialog, sheet or menu mounts its closed content's presence with the page, and the
 * presence sets state as it mounts: one more blocking render when a server-drawn page is taken
 * over (docs/decisions/nothing-set-while-hydrating.md). The content renders nothing while closed
 * anyway, so it is mounted from the first time the root opens; from then on Radix decides as before.
 */
/** Whether the content around it may mount; a root that decides otherwise (the select) provides it. */
export const OpenedOnceContext = React.createContext(true);

interface OpenProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A Radix root whose content (read through `useOpenedOnce`) mounts from its first opening. */
export function OpenedOnceRoot<P extends OpenProps>({ root: Root, props }: { root: React.ComponentType<P>; props: P }) {
  const [opened, setOpened] = React.useState(Boolean(props.open ?? props.defaultOpen));
  // Opened from outside (a controlled `open`): mounted in this same render.
  if (props.open && !opened) setOpened(true);
  const onOpenChange = (next: boolean) => {
    if (next) setOpened(true);
    props.onOpenChange?.(next);
  };
  return (
    <OpenedOnceContext.Provider value={opened}>
      <Root {...props} onOpenChange={onOpenChange} />
    </OpenedOnceContext.Provider>
  );
}

/** False until the root around it first opens (true outside such a root). */
export const useOpenedOnce = () => React.useContext(OpenedOnceContext);
