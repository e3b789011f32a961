import type { AccountDetails } from "@coach/shared/account/account.schemas";
import { isQuickstartComplete } from "@coach/shared/dashboard/quickstart.schemas";
import type { CoachAthlete } from "@coach/shared/people/people.schemas";
import { Button, Grid, Stack, Title } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { PanelBoundary } from "../../../components/panel-boundary";
import { QueryState } from "../../../components/query-state";
import { localToday } from "../../../lib/formats";
import { useMedia } from "../../../lib/use-media";
import { useDashboard } from "../api/get-dashboard";
import { useOwnerQuickstart } from "../api/quickstart";
import { useRankings } from "../api/rankings";
import { type DashboardSelection, dashboardLookup } from "../lib/dashboard-lookup";
import { dashboardWindow } from "../lib/dashboard-window";
import { SidePanelCard } from "./card-b";
import { CoachOverviewCard, type OwnerOverview } from "./coach-overview-card";
import { CommentsCard, CommentsPanel } from "./comments-card";
import { type DashboardPanel, PANEL_TITLES, type PanelKey } from "./dashboard-panels";
import { CardPopup } from "./popup";
import { QuickstartCard } from "./quickstart-card";
import { RankingsCard } from "./rankings-card";
import { RecordsCard } from "./records-card";
import { TodoCard } from "./todo-card";
import { WorkoutsCard } from "./workouts-card";

/** Under this width (px) cards B and D open as popups. */
const SMALL_MAX_PX = 499;

/**
 * The coach dashboard. Card A and the card B panels that belong to other features come from the
 * app (`publicPage`, `panels`, `help`); the rest is this feature's, from GET api/dashboard/.
 * Wide screens show every card; under 500 px cards B and D open as popups.
 */
export function CoachDashboard(props: {
  account: AccountDetails;
  isOwner: boolean;
  athletes: CoachAthlete[];
  owner?: OwnerOverview;
  publicPage?: ReactNode;
  panels: Partial<Record<PanelKey, DashboardPanel>>;
  help?: ReactNode;
  profilePath: string;
}) {
  const { account, isOwner } = props;
  const isSmall = useMedia(`(max-width: ${SMALL_MAX_PX}px)`);
  const today = localToday();
  const range = useMemo(() => dashboardWindow(today), [today]);
  const dashboard = useDashboard(range);
  const rankings = useRankings();
  const quickstart = useOwnerQuickstart(isOwner);
  const lookup = useMemo(
    () => (dashboard.data ? dashboardLookup(dashboard.data) : null),
    [dashboard.data],
  );
  const defaultPanel: PanelKey = isOwner && props.panels.payments ? "payments" : "add-athletes";
  const [chosenPanel, setChosenPanel] = useState<PanelKey | null>(null);
  const [selection, setSelection] = useState<DashboardSelection | null>(null);
  const [isCommentsOpen, setCommentsOpen] = useState(false);
  const ownCalendarPath = `/athlete/${account.id}/calendar`;
  const units = account.displayUnits;

  const openPanel = (panel: PanelKey) => setChosenPanel(panel);
  const select = (next: DashboardSelection | null) => {
    setSelection(next);
    if (next) setCommentsOpen(true);
  };
  const shownPanel = chosenPanel ?? defaultPanel;
  const panelContent = props.panels[shownPanel];

  const showsQuickstart = isOwner && !(quickstart.data && isQuickstartComplete(quickstart.data));
  const commentsPanel =
    dashboard.data && lookup ? (
      <CommentsPanel
        answer={dashboard.data}
        lookup={lookup}
        selection={selection}
        today={today}
        units={units}
        onSelect={select}
      />
    ) : null;

  const cardA = (
    <PanelBoundary title="Your overview could not be shown">
      <CoachOverviewCard
        person={account}
        profilePath={props.profilePath}
        publicPage={props.publicPage}
        athletes={props.athletes}
        owner={props.owner}
        onOpenPanel={openPanel}
      />
    </PanelBoundary>
  );
  const cardC = (
    <PanelBoundary title="Workouts and comments could not be shown">
      {dashboard.data && lookup ? (
        <WorkoutsCard
          answer={dashboard.data}
          lookup={lookup}
          today={today}
          units={units}
          onSelect={select}
          action={
            isSmall && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconMessageCircle size={16} />}
                onClick={() => {
                  setSelection(null);
                  setCommentsOpen(true);
                }}
              >
                New comments ({dashboard.data.recentComments.length})
              </Button>
            )
          }
        />
      ) : (
        <QueryState
          query={dashboard}
          errorTitle="The dashboard could not be loaded"
          loadingLabel="Loading workouts and comments"
        />
      )}
    </PanelBoundary>
  );
  const checklist = (
    <PanelBoundary title="Your to-dos could not be shown">
      {showsQuickstart ? (
        <QuickstartCard
          quickstart={quickstart}
          ownCalendarPath={ownCalendarPath}
          onAddAthletes={() => openPanel("add-athletes")}
        />
      ) : dashboard.data ? (
        <TodoCard todos={dashboard.data.todos} today={today} />
      ) : null}
    </PanelBoundary>
  );
  const rankingCards = rankings.data ? (
    <>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <PanelBoundary title="The rankings could not be shown">
          <RankingsCard mostGreen={rankings.data.mostGreen} mostRed={rankings.data.mostRed} />
        </PanelBoundary>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PanelBoundary title="The records could not be shown">
          <RecordsCard records={rankings.data.records} units={units} />
        </PanelBoundary>
      </Grid.Col>
    </>
  ) : null;

  return (
    <Stack maw={1240} mx="auto" gap="md">
      <Title order={1} size="h3">
        Dashboard
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xs: 6, md: 5 }}>{cardA}</Grid.Col>
        {!isSmall && panelContent && (
          <Grid.Col span={{ base: 12, xs: 6, md: 7 }}>
            <PanelBoundary title={`${PANEL_TITLES[shownPanel]} could not be shown`}>
              {panelContent.isCard ? (
                panelContent.content
              ) : (
                <SidePanelCard panel={shownPanel}>{panelContent.content}</SidePanelCard>
              )}
            </PanelBoundary>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: 7 }}>{cardC}</Grid.Col>
        {!isSmall && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PanelBoundary title="Comments could not be shown">
              {dashboard.data && lookup ? (
                <CommentsCard
                  answer={dashboard.data}
                  lookup={lookup}
                  selection={selection}
                  today={today}
                  units={units}
                  onSelect={select}
                />
              ) : null}
            </PanelBoundary>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: 5 }}>{checklist}</Grid.Col>
        {props.help && <Grid.Col span={{ base: 12, md: 7 }}>{props.help}</Grid.Col>}
        {rankingCards}
      </Grid>
      {isSmall && (
        <>
          <CardPopup
            title={PANEL_TITLES[shownPanel]}
            opened={chosenPanel !== null}
            onClose={() => setChosenPanel(null)}
          >
            {chosenPanel && props.panels[chosenPanel]?.content}
          </CardPopup>
          <CardPopup
            title={selection ? "Activity" : "New comments"}
            opened={isCommentsOpen}
            onClose={() => {
              setCommentsOpen(false);
              setSelection(null);
            }}
          >
            {commentsPanel}
          </CardPopup>
        </>
      )}
    </Stack>
  );
}
