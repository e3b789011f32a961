import { type ReactNode, Suspense, useState } from "react";

/**
 * Mounts a dialog when it is first opened, then keeps it mounted so that it closes with its
 * transition. With a dialog loaded by `React.lazy`, its screen neither downloads nor evaluates
 * its code before someone opens it; the first paint would otherwise wait for both
 * (docs/decisions/134-first-screen-chunk.md).
 */
export function MountWhenOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!isOpen && !wasOpened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
