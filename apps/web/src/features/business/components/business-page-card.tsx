import { Card, Stack, Text, Title } from "@mantine/core";
import { useBusinessProfile } from "../api/business-settings";
import { BusinessPageLink } from "./business-page-link";

/** The admin center's profile: the business's name and its public page, with the editor. */
export function BusinessPageCard(props: { ownerId: number; profilePath: string }) {
  const profile = useBusinessProfile(true);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        Your public page
      </Title>
      <Stack gap="xs" mt="sm">
        {profile.data && (
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {profile.data.businessName}
          </Text>
        )}
        <BusinessPageLink ownerId={props.ownerId} profilePath={props.profilePath} withEditButton />
      </Stack>
    </Card>
  );
}
