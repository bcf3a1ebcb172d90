/**
 * A string with its {placeholders} filled in; one not given stays as written. Apart from the string tables
 * (./strings.ts), so the page's script, which is handed its own language's table, carries neither table.
 */
export const fill = (text: string, vars: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
