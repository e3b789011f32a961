import { Group } from "@mantine/core";
import { Outlet } from "react-router";
import { FeedbackButton } from "../../features/feedback/components/feedback-button";
import {
  FloatingHelpOnDemand,
  TutorialDialogOnDemand,
} from "../../features/help/components/help-on-demand";
import { InstallAppPrompt } from "../../features/install-app/components/install-app-prompt";
import { useUnreadNotificationsCount } from "../../features/notifications/api/get-notifications";
import {
  NotificationBell,
  NotificationsNavIcon,
} from "../../features/notifications/components/notification-bell";
import { bellLabel } from "../../features/notifications/components/notification-messages";
import { UpgradeButton } from "../../features/subscription/components/upgrade-button";
import { PainPointsSurvey } from "../../features/survey/components/pain-points-survey";
import { useWebPushAutoSync } from "../../features/web-push/hooks/use-web-push-auto-sync";
import { useAccountInfo } from "../../lib/account-info";
import { useMedia } from "../../lib/use-media";
import { bottomBarItems, topBarItems, topBarTools } from "../nav/nav-items";
import { isCoachLike, roleOf } from "../nav/roles";
import { useRouteContext } from "../route-handle";
import { useSelectedAthlete } from "../selected-athlete";
import { XS_MAX_PX } from "../theme";
import { AccountMenu } from "./account-menu";
import { AthleteSelector } from "./athlete-selector";
import { BottomBar } from "./bottom-bar";
import { BrandMark } from "./brand-mark";
import classes from "./shell.module.css";
import { AthleteName, TopBar } from "./top-bar";
import { useLiveUpdates } from "./use-live-updates";

/**
 * react-remove-scroll's class for fixed elements (its `RemoveScroll.classNames.zeroRight`): while
 * a Mantine dialog locks the page's scroll, it gives them the scrollbar's width as right padding,
 * so the bars do not shift under the dialog.
 */
const SCROLLBAR_OFFSET_CLASS = "right-scroll-bar-position";

/**
 * The page chrome: the desktop top bar, or on extra-small widths a slim top
 * bar and the bottom bar. The full-screen context shows the page alone; the coach context hides
 * the athlete switcher. Plain elements rather than Mantine's `AppShell`, whose root changes a
 * custom property 200 ms after mounting and at every resize, so that the browser styled every
 * element of the page again (decision 138).
 */
export function AppLayout() {
  const { data } = useAccountInfo();
  const context = useRouteContext();
  const isExtraSmall = useMedia(`(max-width: ${XS_MAX_PX}px)`);
  const selected = useSelectedAthlete();
  useLiveUpdates();
  // A browser that already allowed notifications re-validates its subscription once a session.
  useWebPushAutoSync();
  if (!data) return null;
  if (context === "fullscreen") return <Outlet />;

  const { details } = data;
  const role = roleOf(details);
  const viewedAthleteId = selected ?? details.id;
  const calendarPath = `/athlete/${viewedAthleteId}/calendar`;
  const showSelector = isCoachLike(role) && context !== "coach";
  const middle = showSelector ? (
    <AthleteSelector ownId={details.id} ownName={details.fullName} />
  ) : role === "athlete" ? (
    <AthleteName fullName={details.fullName} />
  ) : null;
  const formats = { units: details.displayUnits, dateFormat: details.dateFormat };
  const accountPaths =
    role === "owner"
      ? ["/admin-center/account-info", "/settings"]
      : role === "coach"
        ? ["/settings"]
        : ["/settings"];

  return (
    <>
      <header className={`${classes.header} ${SCROLLBAR_OFFSET_CLASS}`}>
        {isExtraSmall ? (
          <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
            <BrandMark compact />
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              {middle}
              <FeedbackButton withTooltip={false} />
            </Group>
          </Group>
        ) : (
          <TopBar
            items={topBarItems(role, calendarPath)}
            tools={topBarTools(role, details.id)}
            middle={
              <>
                {role === "owner" && <UpgradeButton />}
                {middle}
                <FeedbackButton withTooltip />
              </>
            }
            accountMenu={<AccountMenu fullName={details.fullName} accountPaths={accountPaths} />}
            toolElements={{ notifications: <NotificationBell formats={formats} /> }}
          />
        )}
      </header>
      <main className={classes.main} data-phone={isExtraSmall || undefined}>
        <Outlet />
      </main>
      <TutorialDialogOnDemand accountId={details.id} />
      {/* The assistant is for coaches; an owner who does not coach has no use for it. */}
      {isCoachLike(role) && details.isCoach && (
        <FloatingHelpOnDemand bottomOffsetPx={isExtraSmall ? 80 : 20} />
      )}
      {role === "owner" && <PainPointsSurvey />}
      <InstallAppPrompt bottomOffsetPx={isExtraSmall ? 80 : 16} />
      {isExtraSmall && (
        <footer className={`${classes.footer} ${SCROLLBAR_OFFSET_CLASS}`}>
          <CountingBottomBar entries={bottomBarItems(role, details.id, calendarPath)} />
        </footer>
      )}
    </>
  );
}

/**
 * The bottom bar with the unread count on its notifications item. It reads the count itself:
 * read by the layout, the count's answer drew the whole shell again (some seventy components)
 * while the first screen loaded.
 */
function CountingBottomBar({ entries }: { entries: Parameters<typeof BottomBar>[0]["entries"] }) {
  const unreadCount = useUnreadNotificationsCount();
  return (
    <BottomBar
      entries={entries}
      decorations={{
        notifications: {
          icon: <NotificationsNavIcon count={unreadCount} />,
          label: bellLabel(unreadCount),
        },
      }}
    />
  );
}
