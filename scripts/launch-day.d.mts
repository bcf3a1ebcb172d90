export function makeLaunchDayCopy(dir?: string): string;
export function buildLaunchDay(dir: string): Promise<void>;
export function copyWorkingTree(dir: string): string;
export function replaceStories(dir: string, count: number): void;
export const STORY_COUNT: number;
