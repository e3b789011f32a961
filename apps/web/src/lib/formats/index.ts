/** One formatting module for dates, times, durations and figures (decision 116). */
export * from "./dates";
export * from "./elapsed";
export * from "./figures";
export * from "./records";
export * from "./use-formats";
