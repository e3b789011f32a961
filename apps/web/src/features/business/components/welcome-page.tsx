import { messages } from "@coach/shared/validation/messages";
import { Anchor, Text } from "@mantine/core";
import { useBrand } from "../../../lib/brand";
import { JoinLayout } from "./join-layout";

/** /welcome: after asking to join, until the owner answers by mail. */
export function WelcomePage() {
  const brand = useBrand();
  return (
    <JoinLayout title="Welcome!">
      <Text>{messages.athleteRequestSent}</Text>
      <Text size="sm" c="dimmed">
        {brand?.name ?? "The coach"} will look at your request. You will get an e-mail with the next
        step once it is accepted.
      </Text>
      <Anchor href="/" ta="center">
        Back to the page
      </Anchor>
    </JoinLayout>
  );
}
