import { Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconBell,
  IconBook,
  IconCalendar,
  IconHome,
  IconMessageCircle,
  IconSettings,
  IconUser,
  IconUsers,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { LazyMenu } from "../../components/lazy-menu";
import { logout } from "../../lib/logout";
import { isMenu, type NavItem, type NavMenu } from "../nav/nav-items";
import { firstAvailable } from "../route-availability";
import classes from "./shell.module.css";

const ICONS: Record<string, ReactNode> = {
  home: <IconHome size={22} />,
  calendar: <IconCalendar size={22} />,
  library: <IconBook size={22} />,
  athletes: <IconUsers size={22} />,
  people: <IconUsers size={22} />,
  board: <IconMessageCircle size={22} />,
  notifications: <IconBell size={22} />,
  settings: <IconSettings size={22} />,
  account: <IconUser size={22} />,
};

/** The mobile bottom bar (extra-small width): items and submenus per role; Account ends with Logout. */
export function BottomBar({
  entries,
  decorations,
}: {
  entries: (NavItem | NavMenu)[];
  /** An item's own icon and accessible name (the notifications badge), by item key. */
  decorations?: Partial<Record<string, { icon: ReactNode; label: string }>>;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  type Visible = { entry: NavItem | NavMenu; items: (NavItem & { path: string })[]; path?: string };
  const visible: Visible[] = entries.flatMap((entry): Visible[] => {
    if (isMenu(entry)) {
      const items = entry.items.flatMap((item) => {
        const to = firstAvailable(item.to);
        return to ? [{ ...item, path: to }] : [];
      });
      return entry.key === "account" || items.length > 0 ? [{ entry, items }] : [];
    }
    const to = firstAvailable(entry.to);
    return to ? [{ entry, items: [], path: to }] : [];
  });

  return (
    <nav className={classes.bottomBar} aria-label="Main">
      {visible.map(({ entry, items, path }) => {
        const decoration = decorations?.[entry.key];
        const content = (
          <>
            {decoration?.icon ?? ICONS[entry.key]}
            <Text size="xs">{entry.label}</Text>
          </>
        );
        if (path) {
          return (
            <UnstyledButton
              key={entry.key}
              className={classes.bottomItem}
              data-active={pathname.startsWith(path) || undefined}
              aria-label={decoration?.label}
              onClick={() => navigate(path)}
            >
              {content}
            </UnstyledButton>
          );
        }
        return (
          <LazyMenu
            key={entry.key}
            position="top"
            withinPortal
            target={
              <UnstyledButton className={classes.bottomItem} aria-label={entry.label}>
                {content}
              </UnstyledButton>
            }
            dropdown={() => (
              <>
                {items.map((item) => (
                  <Menu.Item key={item.key} onClick={() => navigate(item.path)}>
                    {item.label}
                  </Menu.Item>
                ))}
                {entry.key === "account" && (
                  <Menu.Item color="red" onClick={() => void logout()}>
                    Logout
                  </Menu.Item>
                )}
              </>
            )}
          />
        );
      })}
    </nav>
  );
}
