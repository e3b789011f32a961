import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/**
 * The season generator's only source of chance: pure-rand's xoroshiro128+ from a seed, so one
 * seed gives the same season on every machine. Streams are keyed by text ("anna/2026-05-04"), so
 * that a day's session does not change when another day's does.
 */
export type SeasonRandom = {
  /** In [0, 1). */
  float(): number;
  between(low: number, high: number): number;
  /** An integer in [low, high], both included. */
  int(low: number, high: number): number;
  /** Normally distributed (Box-Muller). */
  normal(mean: number, standardDeviation: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
};

/** FNV-1a of the key's UTF-16 units: a 32-bit seed for each stream. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

export function seasonRandom(seed: number, key: string): SeasonRandom {
  const generator = xoroshiro128plus(hashKey(`${seed}/${key}`));
  const float = () => uniformFloat64(generator);
  return {
    float,
    between: (low, high) => low + (high - low) * float(),
    int: (low, high) => low + Math.floor(float() * (high - low + 1)),
    normal(mean, standardDeviation) {
      const u = 1 - float();
      const v = float();
      return mean + standardDeviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    chance: (probability) => float() < probability,
    pick: (items) => items[Math.floor(float() * items.length)]!,
  };
}
