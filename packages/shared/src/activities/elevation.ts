import type { SampleValue } from "./activity.types.ts";

/**
 * Elevation gain and loss with a hysteresis (docs/decisions/031-elevation-hysteresis.md): a
 * climb or descent counts once the altitude has moved hysteresisM away from the last turning
 * point, so that GPS and barometer noise of a few decimetres does not add up over hours.
 */
export const ELEVATION_HYSTERESIS_M = 2;

export function elevationChange(
  altitudeM: readonly SampleValue[],
  hysteresisM = ELEVATION_HYSTERESIS_M,
): { gainM: number; lossM: number } | null {
  let reference: number | null = null;
  let gainM = 0;
  let lossM = 0;
  for (const altitude of altitudeM) {
    if (altitude === null) continue;
    if (reference === null) {
      reference = altitude;
    } else if (altitude - reference >= hysteresisM) {
      gainM += altitude - reference;
      reference = altitude;
    } else if (reference - altitude >= hysteresisM) {
      lossM += reference - altitude;
      reference = altitude;
    }
  }
  return reference === null ? null : { gainM, lossM };
}
