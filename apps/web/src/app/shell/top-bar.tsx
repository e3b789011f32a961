import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconBell, IconMessageCircle, IconSettings } from "@tabler/icons-react";
import { Fragment, type ReactNode } from "react";
import { NavLink, useNavigate } from "react-router";
import { useMedia } from "../../lib/use-media";
import type { NavItem } from "../nav/nav-items";
import { firstAvailable } from "../route-availability";
import { BrandMark } from "./brand-mark";
import classes from "./shell.module.css";

const TOOL_ICONS: Record<string, ReactNode> = {
  chat: <IconMessageCircle size={20} />,
  notifications: <IconBell size={20} />,
  settings: <IconSettings size={20} />,
};

/** The desktop top bar: product, the role's items, then the tools and the account menu. */
export function TopBar(props: {
  items: NavItem[];
  tools: NavItem[];
  middle: ReactNode;
  accountMenu: ReactNode;
  /** A tool's own control in place of its icon link (the notification bell), by tool key. */
  toolElements?: Partial<Record<string, ReactNode>>;
}) {
  const navigate = useNavigate();
  // Up to 1100 px the product's name gives its room to the owner's six items and the tools.
  const isNarrow = useMedia("(max-width: 1100px)");
  const items = props.items.flatMap((item) => {
    const to = firstAvailable(item.to);
    return to ? [{ ...item, path: to }] : [];
  });
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap={isNarrow ? "sm" : "lg"} wrap="nowrap">
        <UnstyledButton onClick={() => navigate("/")} aria-label="Home">
          <BrandMark compact={isNarrow} />
        </UnstyledButton>
        <Group gap={4} component="nav" aria-label="Main" wrap="nowrap">
          {items.map((item) => (
            <NavLink key={item.key} to={item.path} className={classes.topLink}>
              {item.label}
            </NavLink>
          ))}
        </Group>
      </Group>
      <Group gap={isNarrow ? 4 : "sm"} wrap="nowrap">
        {props.middle}
        {props.tools.map((tool) => {
          const to = firstAvailable(tool.to);
          if (!to) return null;
          const element = props.toolElements?.[tool.key];
          if (element) return <Fragment key={tool.key}>{element}</Fragment>;
          return (
            <Tooltip key={tool.key} label={tool.label}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={tool.label}
                onClick={() => navigate(to)}
              >
                {TOOL_ICONS[tool.key]}
              </ActionIcon>
            </Tooltip>
          );
        })}
        {props.accountMenu}
      </Group>
    </Group>
  );
}

export function AthleteName({ fullName }: { fullName: string }) {
  return (
    <Text fw={600} size="sm" data-testid="athlete-name">
      {fullName}
    </Text>
  );
}
