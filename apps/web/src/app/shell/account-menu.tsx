import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { useNavigate } from "react-router";
import { LazyMenu } from "../../components/lazy-menu";
import { logout } from "../../lib/logout";
import { firstAvailable, isPathAvailable } from "../route-availability";

export function initialsOf(fullName: string) {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

/** The invitations manager (decision 060). */
const INVITATIONS_PATH = "/invitations";
const NOTIFICATION_SETTINGS_PATH = "/notification-settings";

/**
 * The account menu of the top bar: 'My account', 'Invitations', 'Notification settings' and
 * 'Log out'.
 */
export function AccountMenu({
  fullName,
  accountPaths,
}: {
  fullName: string;
  accountPaths: string[];
}) {
  const navigate = useNavigate();
  const accountPath = firstAvailable(accountPaths);
  return (
    <LazyMenu
      position="bottom-end"
      withinPortal
      target={
        <UnstyledButton aria-label="Account menu">
          <Avatar color="violet" radius="xl" size={34}>
            {initialsOf(fullName)}
          </Avatar>
        </UnstyledButton>
      }
      dropdown={() => (
        <>
          <Menu.Label>{fullName}</Menu.Label>
          {accountPath && <Menu.Item onClick={() => navigate(accountPath)}>My account</Menu.Item>}
          <Menu.Item onClick={() => navigate(INVITATIONS_PATH)}>Invitations</Menu.Item>
          {isPathAvailable(NOTIFICATION_SETTINGS_PATH) && (
            <Menu.Item onClick={() => navigate(NOTIFICATION_SETTINGS_PATH)}>
              Notification settings
            </Menu.Item>
          )}
          <Menu.Item color="red" onClick={() => void logout()}>
            Log out
          </Menu.Item>
        </>
      )}
    />
  );
}
