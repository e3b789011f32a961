import { Alert, Button, Stack, Text } from "@mantine/core";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Component, type ReactNode } from "react";

type FallbackProps = { reset: () => void };

type ErrorBoundaryProps = {
  fallback: (props: FallbackProps) => ReactNode;
  /** Runs before the children are drawn again. */
  onReset?: () => void;
  children?: ReactNode;
};

/**
 * Shows `fallback` in place of children that threw while rendering, until `reset` is called.
 * React offers error boundaries only as class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ hasError: false });
  };

  override render() {
    return this.state.hasError ? this.props.fallback({ reset: this.reset }) : this.props.children;
  }
}

/**
 * A part of a page that can fail alone: when it throws, it shows a message and Try again in its
 * place and the rest of the page keeps working. Try again resets the queries that failed inside
 * it (they fetch again) and draws it anew. Nothing of the error itself is shown.
 */
export function PanelBoundary({
  title = "This part of the page could not be shown",
  children,
}: {
  /** What failed, in the user's words: "The stress chart could not be shown". */
  title?: string;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={({ reset: retry }) => (
            <Alert color="red" variant="light" title={title}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">Something went wrong here; the rest of the page still works.</Text>
                <Button size="xs" variant="light" onClick={retry}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
