export type HeadersRule = { path: string; pattern: RegExp; detach: string[]; headers: Record<string, string> };
export function parseHeadersFile(text: string): HeadersRule[];
export function headersFor(rules: HeadersRule[], urlPath: string): Record<string, string>;
