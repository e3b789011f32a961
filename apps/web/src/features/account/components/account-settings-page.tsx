import { Container, Stack, Title } from "@mantine/core";
import { PanelBoundary } from "../../../components/panel-boundary";
import { useAccountInfo } from "../../../lib/account-info";
import { AccountDetailsCard } from "./account-details-card";
import { AccountLoading } from "./account-loading";
import { GeneralSettingsCard } from "./general-settings-card";

/** /settings (inside the shell): the account's details and general settings. */
export function AccountSettingsPage() {
  const account = useAccountInfo();
  // Each card keeps its own edits: a refetched account does not overwrite what the user typed.
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Settings
        </Title>
        {account.data ? (
          <>
            <PanelBoundary title="Your details could not be shown">
              <AccountDetailsCard
                key={`details-${account.data.details.id}`}
                account={account.data}
              />
            </PanelBoundary>
            <PanelBoundary title="Your general settings could not be shown">
              <GeneralSettingsCard
                key={`general-${account.data.details.id}`}
                general={account.data.settings.general}
              />
            </PanelBoundary>
          </>
        ) : (
          <AccountLoading query={account} />
        )}
      </Stack>
    </Container>
  );
}
