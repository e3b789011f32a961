import { Card, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PANEL_TITLES, type PanelKey } from "./dashboard-panels";

/** Card B on wide screens: the panel card A chose, under its title. */
export function SidePanelCard({ panel, children }: { panel: PanelKey; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="panel-title">
      <Title id="panel-title" order={2} size="h4" mb="sm">
        {PANEL_TITLES[panel]}
      </Title>
      {children}
    </Card>
  );
}
