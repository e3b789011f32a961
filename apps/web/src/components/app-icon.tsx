/**
 * The app's mark, drawn in the page rather than loaded from /icon.svg: on a first visit each
 * small file is a request while the app's code downloads. The same drawing as public/icon.svg
 * (app-icon.test.tsx compares them).
 */
export function AppIcon({ size, label }: { size: number; label?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect width="64" height="64" rx="14" fill="#5f3dc4" />
      <path
        d="M10 44 L24 24 L34 36 L42 26 L54 44"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
