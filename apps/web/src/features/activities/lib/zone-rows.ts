/**
 * Rows of the time-in-zones chart. The engine counts seconds[0] below zone 1, seconds[1..5] in
 * the zones and seconds[6] above zone 5; names belong to zones 1..5 only.
 */
export function zoneRows(zone: { zoneNames: string[]; seconds: number[] }) {
  const last = zone.seconds.length - 1;
  return zone.seconds
    .map((seconds, index) => {
      if (index === 0) return { label: "Below Z1", seconds };
      if (index === last) return { label: `Above Z${last - 1}`, seconds };
      return { label: `Z${index} ${zone.zoneNames[index - 1] ?? ""}`.trim(), seconds };
    })
    .filter((row, index) => row.seconds > 0 || (index > 0 && index < last));
}
