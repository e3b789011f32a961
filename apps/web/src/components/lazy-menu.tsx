import { Menu, type MenuProps } from "@mantine/core";
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useState } from "react";

/**
 * A Mantine Menu that costs only its trigger until first opened. A busy month draws one per day
 * and per race or unavailable period, and mounting them all (popover, floating position,
 * contexts) was most of a month switch (bench/calendar-render.bench.ts). Mounted with the first
 * screen, a menu also sets state while React commits it (its id, its portal), and React then
 * draws again and runs the whole screen's effects in that same task
 * (docs/decisions/139-first-screen-in-one-commit.md). The first click, tap or key press on the
 * bare trigger mounts the menu already open; from then on it is an ordinary Menu. Mounting on
 * hover instead would swap the trigger under the pointer between press and release. `dropdown`
 * is only called while the menu is mounted.
 */
export function LazyMenu({
  target,
  dropdown,
  ...menuProps
}: Omit<MenuProps, "opened" | "onChange" | "children" | "trigger"> & {
  target: ReactElement<{
    onClick?: (event: MouseEvent<HTMLElement>) => void;
    "aria-haspopup"?: "menu";
    "aria-expanded"?: boolean;
  }>;
  dropdown: () => ReactNode;
}) {
  const [isMounted, setIsMounted] = useState(false);
  const [isOpened, setIsOpened] = useState(false);
  if (!isMounted) {
    // Named as Mantine's Menu.Target names it, for screen readers: a button that opens a menu.
    return cloneElement(target, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onClick: () => {
        setIsMounted(true);
        setIsOpened(true);
      },
    });
  }
  return (
    <Menu returnFocus {...menuProps} opened={isOpened} onChange={setIsOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{dropdown()}</Menu.Dropdown>
    </Menu>
  );
}
