import type { PlanPeriodizationWeek } from "@coach/shared/plans/plan.schemas";
import { Text } from "@mantine/core";

const BAR_W = 36;
const GAP = 10;
const H = 120;
const LABEL_H = 34;

/** Expected stress per week as bars, with each week's phase under its bar. */
export function StressChart({
  stress,
  weeks,
}: {
  stress: number[];
  weeks?: readonly (PlanPeriodizationWeek | undefined)[];
}) {
  const max = Math.max(1, ...stress);
  const width = Math.max(stress.length * (BAR_W + GAP) + GAP, 200);
  return (
    <div style={{ overflowX: "auto" }}>
      <svg
        role="img"
        aria-label="Expected stress per week"
        width={width}
        height={H + LABEL_H}
        viewBox={`0 0 ${width} ${H + LABEL_H}`}
      >
        <title>Expected stress per week</title>
        <line x1={0} y1={H} x2={width} y2={H} stroke="var(--mantine-color-gray-4)" />
        {stress.map((value, index) => {
          const barH = Math.round((value / max) * (H - 16));
          const x = GAP + index * (BAR_W + GAP);
          const week = weeks?.[index];
          const phase = week?.phase === "Custom" ? week.customPhase || "Custom" : week?.phase;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: weeks are positional
            <g key={index}>
              <rect
                x={x}
                y={H - barH}
                width={BAR_W}
                height={barH}
                rx={3}
                fill={
                  week?.isRecovery ? "var(--mantine-color-teal-4)" : "var(--mantine-color-indigo-5)"
                }
              >
                <title>{`Week ${index + 1}: ${value}`}</title>
              </rect>
              <text x={x + BAR_W / 2} y={H - barH - 3} fontSize={10} textAnchor="middle">
                {value}
              </text>
              <text x={x + BAR_W / 2} y={H + 12} fontSize={10} textAnchor="middle">
                {`W${index + 1}`}
              </text>
              {phase && (
                <text x={x + BAR_W / 2} y={H + 26} fontSize={9} textAnchor="middle">
                  {phase}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {stress.length === 0 && <Text c="dimmed">No weeks</Text>}
    </div>
  );
}
