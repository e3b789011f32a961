import { type ComponentProps, lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { MountWhenOpened } from "../../../components/mount-when-opened";
import { VIDEO_ID_PARAM } from "../hooks/use-open-topic";

// The tutorials and the assistant hold every help topic's steps: the shell's first paint does
// not wait for them (docs/decisions/134-first-screen-chunk.md).
const TutorialDialog = lazy(() =>
  import("./tutorial-dialog").then((module) => ({ default: module.TutorialDialog })),
);
const FloatingHelp = lazy(() =>
  import("./floating-help").then((module) => ({ default: module.FloatingHelp })),
);

/** The tutorial dialog, loaded when a page's address first asks for a topic. */
export function TutorialDialogOnDemand(props: ComponentProps<typeof TutorialDialog>) {
  const [params] = useSearchParams();
  return (
    <MountWhenOpened isOpen={params.has(VIDEO_ID_PARAM)}>
      <TutorialDialog {...props} />
    </MountWhenOpened>
  );
}

/** The help assistant, which shows itself 2.5 s after the shell: its code arrives meanwhile. */
export function FloatingHelpOnDemand(props: ComponentProps<typeof FloatingHelp>) {
  return (
    <Suspense fallback={null}>
      <FloatingHelp {...props} />
    </Suspense>
  );
}
