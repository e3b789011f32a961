import { Container, Stack, Title } from "@mantine/core";
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
            <AccountDetailsCard key={`details-${account.data.details.id}`} account={account.data} />
            <GeneralSettingsCard
              key={`general-${account.data.details.id}`}
              general={account.data.settings.general}
            />
          </>
        ) : (
          <AccountLoading query={account} />
        )}
      </Stack>
    </Container>
  );
}
