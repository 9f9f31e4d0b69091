// Types for header-rules.mjs, imported by e2e/host-policy.ts (allowJs is off).
export type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };
export function readHeaderRules(file: string): Promise<HeaderRule[]>;
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>;
