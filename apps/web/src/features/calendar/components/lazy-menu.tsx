import { Menu, type MenuProps } from "@mantine/core";
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useState } from "react";

/**
 * A Mantine Menu that costs only its trigger until first opened: a busy month draws one per
 * day and per race or unavailable period, and mounting them all (popover, floating position,
 * contexts) was most of a month switch (bench/calendar-render.bench.ts). The first click, tap
 * or key press on the bare trigger mounts the menu already open; from then on it is an
 * ordinary Menu. Mounting on hover instead would swap the trigger under the pointer between
 * press and release. `dropdown` is only called while the menu is mounted.
 */
export function LazyMenu({
  target,
  dropdown,
  ...menuProps
}: Omit<MenuProps, "opened" | "onChange" | "children" | "trigger"> & {
  target: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  dropdown: () => ReactNode;
}) {
  const [isMounted, setIsMounted] = useState(false);
  const [isOpened, setIsOpened] = useState(false);
  if (!isMounted) {
    return cloneElement(target, {
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
