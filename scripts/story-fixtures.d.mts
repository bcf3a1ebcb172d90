export function generatedStories(count: number, options: { now?: number; images: string[] }): { name: string; text: string }[];
export function imagesIn(root: string): string[];
