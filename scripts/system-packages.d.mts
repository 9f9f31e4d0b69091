// Types for system-packages.mjs, imported by e2e/global-setup.ts, e2e/nginx.ts and its test (allowJs is off).
export type SystemProgram = {
  name: string;
  debianPackage: string;
  neededBy: string;
  required: boolean;
  find: () => string | null;
};
export type InstallPlan =
  | { action: 'none' }
  | { action: 'apt'; packages: string[] }
  | { action: 'explain'; fatal: boolean; message: string };
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | null;
export declare function findHeadlessChromium(): string | null;
export declare function findFirefox(): string | null;
export declare function findWebKit(): { driver: string; browser: string } | null;
export declare function findXvfbRun(): string | null;
export declare const SYSTEM_PROGRAMS: SystemProgram[];
export declare function findNginx(): string | null;
export declare function installPlan(missing: SystemProgram[], options: { canUseApt: boolean }): InstallPlan;
export declare function ensureSystemPrograms(options?: {
  programs?: SystemProgram[];
  aptUsable?: boolean;
  apt?: (args: string[]) => boolean;
  log?: (line: string) => void;
}): void;
