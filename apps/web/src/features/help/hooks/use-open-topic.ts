import { useSearchParams } from "react-router";

/** The query that names the help topic open on a page. */
export const VIDEO_ID_PARAM = "videoId";

/** Opens a help topic on the current page by setting its `videoId` query. */
export function useOpenTopic() {
  const [, setParams] = useSearchParams();
  return (topicId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(VIDEO_ID_PARAM, topicId);
      return next;
    });
}
