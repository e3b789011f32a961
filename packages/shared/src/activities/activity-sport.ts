import { SportId } from "../sports/sport-ids.ts";
import { normalizeSport } from "../sports/sport-types.ts";

/**
 * Our sport id from a file's sport name: FIT sport and sub-sport enums ("running",
 * "fitnessEquipment" + "indoorCycling"), TCX Activity Sport ("Running", "Biking") and the free
 * GPX <type> ("ride", "Run", "hiking"). Walking and hiking are analysed as running,
 * so they come back as 1. Null when the sport is none of ours (rowing, skiing...).
 */

const SPORT_BY_WORD: Record<string, number> = {
  run: SportId.running,
  running: SportId.running,
  trailrunning: SportId.running,
  treadmill: SportId.running,
  indoorrunning: SportId.running,
  virtualrun: SportId.running,
  walk: SportId.walking,
  walking: SportId.walking,
  hike: SportId.hiking,
  hiking: SportId.hiking,
  ride: SportId.cycling,
  bike: SportId.cycling,
  biking: SportId.cycling,
  cycling: SportId.cycling,
  ebiking: SportId.cycling,
  ebikeride: SportId.cycling,
  virtualride: SportId.cycling,
  indoorcycling: SportId.cycling,
  spin: SportId.cycling,
  mountainbiking: SportId.cycling,
  swim: SportId.swimming,
  swimming: SportId.swimming,
  lapswimming: SportId.swimming,
  openwater: SportId.swimming,
  strength: SportId.strength,
  strengthtraining: SportId.strength,
  weighttraining: SportId.strength,
};

function word(name: string | null | undefined): string {
  return (name ?? "").toLowerCase().replace(/[^a-z]/g, "");
}

export function sportIdFromName(
  sport: string | null | undefined,
  subSport?: string | null,
): number | null {
  const sportWord = word(sport);
  const subSportWord = word(subSport);
  // Gym sports say what they are in the sub-sport (FIT fitnessEquipment/indoorCycling,
  // training/strengthTraining).
  const fromSubSport =
    sportWord === "fitnessequipment" || sportWord === "training" || sportWord === "generic"
      ? SPORT_BY_WORD[subSportWord]
      : undefined;
  const id = fromSubSport ?? SPORT_BY_WORD[sportWord];
  return id === undefined ? null : normalizeSport(id);
}
