export declare function summaryMarkdown(review: {
  baseLabel: string;
  pages: unknown[];
  every?: string;
  changedFiles: string[];
  behind?: { english: string; translation: string }[];
}): string;
