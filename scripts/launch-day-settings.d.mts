import type { Settings } from "../src/settings";
export function unlike<T extends string | number | boolean>(value: T): T;
export function launchDaySettings(committed: Settings, fixture?: unknown): Settings;
