import type { Page } from "@playwright/test";

export declare const KB: number;
export declare const BUDGET: { js: number; fonts: number; total: number };
export declare function countBytes(page: Page): {
  sizes: { url: string; type: string; bytes: number }[];
  totals: () => { js: number; fonts: number; total: number; requests: number };
};
