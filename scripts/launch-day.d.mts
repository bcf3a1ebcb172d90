export function makeLaunchDayCopy(dir?: string): string;
export function buildLaunchDay(dir: string): Promise<void>;
