export * from "./activities";
export * from "./auth";
export * from "./calendar";
export * from "./library";
export * from "./mail";
export * from "./people";
export * from "./performance";
export * from "./plans";
