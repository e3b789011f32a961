import type { SeasonRandom } from "./season-random";

/**
 * One session as an athlete's devices would record it, second by second: the planned blocks
 * (intensity as a fraction of threshold power or speed) turned into power, heart rate, speed,
 * cadence and, outdoors, a position and an altitude, with noise, heart-rate lag and drift,
 * and the odd stop at a junction. Pure: the same blocks and random stream give the same
 * session. The figures a coach checks come from here only through the FIT file it becomes.
 */

export type SimulatedSport = "running" | "cycling" | "swimming" | "strength";

export type Physiology = {
  ftpW: number;
  /** Threshold heart rate running (and swimming); riding it is a few beats lower. */
  lthrBpm: number;
  cyclingLthrBpm: number;
  restHrBpm: number;
  maxHrBpm: number;
  /** Threshold speeds in metres per second. */
  runThresholdMps: number;
  swimThresholdMps: number;
  massKg: number;
};

export type SessionBlock = {
  durationSec: number;
  /** Fraction of threshold power (cycling) or threshold speed (running, swimming). */
  intensity: number;
  /** A rest between efforts: swimmers stand at the wall (idle lengths). */
  isRest: boolean;
};

export type SessionRoute = { latitudeDeg: number; longitudeDeg: number; turnRad: number };

export type SessionInput = {
  sport: SimulatedSport;
  blocks: SessionBlock[];
  startTime: Date;
  /** Outdoors: a loop from this point; indoors (trainer, treadmill, pool, gym): no position. */
  route: SessionRoute | null;
  physiology: Physiology;
  /** Pool swims: the pool's length in metres. */
  poolLengthM?: number;
};

/** Records at 1 Hz of timer time; `elapsedSec` adds the pauses before each one. */
export type SimulatedSession = {
  sport: SimulatedSport;
  startTime: Date;
  isIndoor: boolean;
  poolLengthM: number | null;
  elapsedSec: number[];
  heartRateBpm: number[];
  /** Null for sports without a power meter in the demo (running, swimming, strength). */
  powerW: number[] | null;
  speedMps: number[] | null;
  distanceM: number[] | null;
  cadenceRpm: number[] | null;
  altitudeM: number[] | null;
  latitudeDeg: number[] | null;
  longitudeDeg: number[] | null;
  /** Timer stops: at the record index where the timer stopped, for how long. */
  pauses: { atIndex: number; durationSec: number }[];
  /** One lap per block: the record index where it starts (the last ends at the end). */
  lapStarts: number[];
  /** Pool swims: one length per pool length swum, and one idle length per rest. */
  lengths: { startIndex: number; endIndex: number; isActive: boolean; strokes: number }[];
};

const GRAVITY = 9.81;
const AIR_DENSITY = 1.2;
const DRAG_AREA_M2 = 0.32;
const ROLLING_RESISTANCE = 0.005;
const EARTH_RADIUS_M = 6_371_000;

/** Steady heart rate for an intensity: 75 % of threshold at half threshold, threshold at 1. */
function steadyHeartRate(physiology: Physiology, sport: SimulatedSport, intensity: number): number {
  const threshold = sport === "cycling" ? physiology.cyclingLthrBpm : physiology.lthrBpm;
  const bpm = threshold * (0.45 + 0.5 * intensity);
  return Math.min(physiology.maxHrBpm, Math.max(physiology.restHrBpm + 20, bpm));
}

/** Speed on a grade at a power: P = (½ρCdA·v² + Crr·m·g + m·g·grade)·v, by Newton's method. */
export function speedAtPower(powerW: number, grade: number, massKg: number): number {
  const a = 0.5 * AIR_DENSITY * DRAG_AREA_M2;
  const b = massKg * GRAVITY * (ROLLING_RESISTANCE + grade);
  let speed = 8;
  for (let step = 0; step < 12; step += 1) {
    const f = a * speed ** 3 + b * speed - powerW;
    const slope = 3 * a * speed ** 2 + b;
    speed = Math.max(1, speed - f / Math.max(slope, 1));
  }
  return Math.min(speed, 22);
}

/** A loop through the start point whose length is the session's planned distance. */
function loopGeometry(route: SessionRoute, plannedDistanceM: number, random: SeasonRandom) {
  const radiusM = Math.max(plannedDistanceM, 2000) / (2 * Math.PI);
  const wobble = [random.between(0.05, 0.15), random.between(0.03, 0.08)] as const;
  const phase = [random.between(0, 6.28), random.between(0, 6.28)] as const;
  const hills = [random.between(15, 60), random.between(5, 20)] as const;
  const centreAngle = route.turnRad;
  const centreNorthM = radiusM * Math.sin(centreAngle);
  const centreEastM = radiusM * Math.cos(centreAngle);
  const metresPerDegLat = (Math.PI / 180) * EARTH_RADIUS_M;
  const metresPerDegLon = metresPerDegLat * Math.cos((route.latitudeDeg * Math.PI) / 180);
  const angleOf = (distanceM: number) =>
    centreAngle + Math.PI + (2 * Math.PI * distanceM) / (2 * Math.PI * radiusM);
  return {
    position(distanceM: number) {
      const angle = angleOf(distanceM);
      const relative = angle - centreAngle - Math.PI;
      const r =
        radiusM *
        (1 +
          wobble[0] * Math.sin(3 * relative + phase[0]) * Math.sin(relative / 2) +
          wobble[1] * Math.sin(7 * relative + phase[1]) * Math.sin(relative / 2));
      const northM = centreNorthM + r * Math.sin(angle);
      const eastM = centreEastM + r * Math.cos(angle);
      return {
        latitudeDeg: route.latitudeDeg + northM / metresPerDegLat,
        longitudeDeg: route.longitudeDeg + eastM / metresPerDegLon,
      };
    },
    altitude(distanceM: number) {
      const relative = (2 * Math.PI * distanceM) / (2 * Math.PI * radiusM);
      return (
        120 + hills[0] * Math.sin(relative) ** 2 + hills[1] * Math.sin(5 * relative + phase[0]) ** 2
      );
    },
  };
}

function plannedDistance(input: SessionInput): number {
  const { physiology } = input;
  return input.blocks.reduce((sum, block) => {
    const speed =
      input.sport === "running"
        ? physiology.runThresholdMps * block.intensity
        : speedAtPower(physiology.ftpW * block.intensity, 0, physiology.massKg);
    return sum + speed * block.durationSec;
  }, 0);
}

export function simulateSession(input: SessionInput, random: SeasonRandom): SimulatedSession {
  const { sport, physiology } = input;
  const isOutdoor = input.route !== null && (sport === "running" || sport === "cycling");
  const geometry = isOutdoor ? loopGeometry(input.route!, plannedDistance(input), random) : null;
  const hasPower = sport === "cycling";
  const hasDistance = sport !== "strength";
  const session: SimulatedSession = {
    sport,
    startTime: input.startTime,
    isIndoor: !isOutdoor,
    poolLengthM: sport === "swimming" ? (input.poolLengthM ?? 25) : null,
    elapsedSec: [],
    heartRateBpm: [],
    powerW: hasPower ? [] : null,
    speedMps: hasDistance ? [] : null,
    distanceM: hasDistance ? [] : null,
    cadenceRpm: sport === "strength" || sport === "swimming" ? null : [],
    altitudeM: geometry ? [] : null,
    latitudeDeg: geometry ? [] : null,
    longitudeDeg: geometry ? [] : null,
    pauses: [],
    lapStarts: [],
    lengths: [],
  };
  const totalSec = input.blocks.reduce((sum, block) => sum + block.durationSec, 0);
  // Outdoors, a stop or two at junctions: the watch's auto-pause stops the timer.
  const stopCount = isOutdoor ? random.int(0, 2) : 0;
  const stopsAt = new Set(
    Array.from({ length: stopCount }, () => Math.floor(random.between(0.1, 0.9) * totalSec)),
  );
  let heartRate = physiology.restHrBpm + 25;
  let distanceM = 0;
  let elapsedSec = 0;
  let second = 0;
  // Drift: heart rate creeps up over a long session (about 5 % an hour).
  const driftPerSec = 0.05 / 3600;
  let lengthStart = 0;
  let lengthDistanceM = 0;
  for (const block of input.blocks) {
    session.lapStarts.push(second);
    const targetSpeedMps =
      sport === "running"
        ? physiology.runThresholdMps * block.intensity
        : sport === "swimming"
          ? physiology.swimThresholdMps * block.intensity
          : 0;
    if (sport === "swimming" && block.isRest) lengthStart = second;
    for (let inBlock = 0; inBlock < block.durationSec; inBlock += 1, second += 1) {
      if (stopsAt.has(second)) {
        const durationSec = random.int(15, 90);
        session.pauses.push({ atIndex: second, durationSec });
        elapsedSec += durationSec;
      }
      const effort = block.intensity * (1 + random.normal(0, 0.015));
      const steady = steadyHeartRate(physiology, sport, effort) * (1 + driftPerSec * second);
      // Heart rate follows effort with a lag of about half a minute.
      heartRate += (steady - heartRate) / (steady > heartRate ? 25 : 40);
      session.elapsedSec.push(elapsedSec);
      session.heartRateBpm.push(
        Math.round(Math.min(physiology.maxHrBpm, heartRate + random.normal(0, 1))),
      );
      let speedMps = 0;
      if (sport === "cycling") {
        const grade = geometry
          ? (geometry.altitude(distanceM + 5) - geometry.altitude(distanceM)) / 5
          : 0;
        // Riders ease off downhill and push a little uphill.
        const powerW = Math.max(
          0,
          physiology.ftpW * effort * (1 + 2 * grade) + random.normal(0, physiology.ftpW * 0.05),
        );
        const isCoasting = grade < -0.04 && random.chance(0.6);
        const power = isCoasting ? 0 : Math.round(powerW);
        session.powerW!.push(power);
        speedMps = speedAtPower(Math.max(power, 40), grade, physiology.massKg);
        session.cadenceRpm!.push(power === 0 ? 0 : Math.round(88 + random.normal(0, 3)));
      } else if (sport === "running") {
        speedMps = Math.max(0.8, targetSpeedMps * (1 + random.normal(0, 0.02)));
        session.cadenceRpm!.push(
          Math.round(86 + 4 * (block.intensity - 0.8) + random.normal(0, 1)),
        );
      } else if (sport === "swimming") {
        speedMps = block.isRest ? 0 : Math.max(0.3, targetSpeedMps * (1 + random.normal(0, 0.03)));
      }
      if (session.speedMps) {
        distanceM += speedMps;
        session.speedMps.push(Math.round(speedMps * 1000) / 1000);
        session.distanceM!.push(Math.round(distanceM * 100) / 100);
      }
      if (geometry) {
        const position = geometry.position(distanceM);
        session.latitudeDeg!.push(position.latitudeDeg);
        session.longitudeDeg!.push(position.longitudeDeg);
        session.altitudeM!.push(Math.round(geometry.altitude(distanceM) * 10) / 10);
      }
      if (sport === "swimming" && !block.isRest) {
        lengthDistanceM += speedMps;
        if (lengthDistanceM >= session.poolLengthM!) {
          lengthDistanceM -= session.poolLengthM!;
          const seconds = second + 1 - lengthStart;
          session.lengths.push({
            startIndex: lengthStart,
            endIndex: second + 1,
            isActive: true,
            strokes: Math.round(seconds * 0.55),
          });
          lengthStart = second + 1;
        }
      }
    }
    if (sport === "swimming" && block.isRest && second > lengthStart) {
      session.lengths.push({
        startIndex: lengthStart,
        endIndex: second,
        isActive: false,
        strokes: 0,
      });
      lengthStart = second;
    }
  }
  return session;
}
