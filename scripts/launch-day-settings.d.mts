import type { SettingsFile } from "../src/settings";
export function unlike<T extends string | number | boolean>(value: T): T;
export function launchDaySettings(committed: SettingsFile, fixture?: unknown): SettingsFile;
