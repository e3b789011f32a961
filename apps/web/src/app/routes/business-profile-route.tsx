import { Loader, Stack, Title } from "@mantine/core";
import { BusinessPageCard } from "../../features/business/components/business-page-card";
import { SignUpRequests } from "../../features/business/components/sign-up-requests";
import { useAccountInfo } from "../../lib/account-info";

/** /admin-center/profile (business owners): the public page, its settings and its sign-ups. */
export function BusinessProfileRoute() {
  const account = useAccountInfo();
  if (!account.data) return <Loader aria-label="Loading business profile" />;
  const ownerId = account.data.details.id;
  return (
    <Stack maw={800} mx="auto">
      <Title order={1} size="h3">
        Business profile
      </Title>
      <BusinessPageCard ownerId={ownerId} profilePath="/settings" />
      <SignUpRequests ownerId={ownerId} />
    </Stack>
  );
}
