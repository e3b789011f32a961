/**
 * Runs `work` once the browser has painted the current frame (a timer started from the next
 * animation frame fires after that frame is drawn). Returns what cancels it.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
