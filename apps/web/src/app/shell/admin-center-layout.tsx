import { Stack, Tabs } from "@mantine/core";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { useAccountInfo } from "../../lib/account-info";
import { adminCenterHome, adminCenterTabs } from "../nav/nav-items";
import { roleOf } from "../nav/roles";

/** The admin center's pages under one tab bar (My plan, Account, ... for owners). */
export function AdminCenterLayout() {
  const account = useAccountInfo();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!account.data) return null;
  const tabs = adminCenterTabs(roleOf(account.data.details));
  const current = tabs.find((tab) => pathname.startsWith(tab.to[0]!));
  return (
    <Stack gap="md">
      {current && (
        <Tabs value={current.key} onChange={(key) => navigateTo(key)}>
          <Tabs.List aria-label="Admin center" style={{ flexWrap: "nowrap", overflowX: "auto" }}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key} style={{ whiteSpace: "nowrap" }}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <Outlet />
    </Stack>
  );

  function navigateTo(key: string | null) {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (tab) navigate(tab.to[0]!);
  }
}

/** /admin-center opens its first tab. */
export function AdminCenterHome() {
  const account = useAccountInfo();
  if (!account.data) return null;
  return <Navigate to={adminCenterHome(roleOf(account.data.details))} replace />;
}
