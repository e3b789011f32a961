import { messages } from "@coach/shared/validation/messages";
import { Anchor, Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import {
  isRouteErrorResponse,
  Link,
  type RouteObject,
  useLocation,
  useNavigate,
  useRouteError,
} from "react-router";
import { ApiError } from "../../lib/api-error";

/** What a failed screen tells the user: never the error's own text, stack or internals. */
function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: messages.notFoundTitle, text: "We could not find the page you asked for." };
  }
  // The API client's messages are written for people; anything else may be internals.
  const text =
    error instanceof ApiError
      ? error.message
      : "This page could not be shown. Try again, or reload the page.";
  return { title: "Something went wrong", text };
}

/**
 * The error screen of every route (its errorElement): a readable message, Try again (the
 * route's data and failed queries are fetched again and the page drawn anew), a full reload for
 * what only a reload mends (a screen's code that failed to load), and a way home.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const { reset } = useQueryErrorResetBoundary();
  const { title, text } = describe(error);
  const retry = () => {
    reset();
    // The same address again: the router runs its loaders and draws the route anew.
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true },
    );
  };
  return (
    <Center mih="50dvh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group justify="center" gap="sm">
          <Button onClick={retry}>Try again</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Group>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
}

/** The route table with RouteError as the errorElement of every route that has none. */
export function withRouteErrors(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const errorElement = route.errorElement ?? <RouteError />;
    if (route.index) return { ...route, errorElement };
    return { ...route, errorElement, children: route.children && withRouteErrors(route.children) };
  });
}
