import { useSearchParams } from "react-router";

/** Opens a help topic on the current page by setting its `videoId` query. */
export function useOpenTopic() {
  const [, setParams] = useSearchParams();
  return (topicId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set("videoId", topicId);
      return next;
    });
}
