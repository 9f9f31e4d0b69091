// Types for measure-bytes.mjs, imported by e2e/budget.spec.ts (allowJs is off).
export type RouteBytes = {
  route: string;
  bytes: { sharedJs: number; ownJs: number; lazyJs: number; css: number; html: number; images: number };
  files: { ownJs: string[]; lazyJs: string[]; css: string[]; images: string[] };
};
export type ExportBytes = {
  shared: { bytes: { js: number; lazyJs: number }; files: { js: string[]; lazyJs: string[] } };
  routes: RouteBytes[];
};
export declare function gzipSize(data: string | Uint8Array): number;
export declare function hasCarousel(html: string): boolean;
export declare function htmlFileOf(route: string): string;
export declare function referencedFiles(html: string): { js: string[]; css: string[]; images: string[] };
export declare function measureExport(options: { outDir: string; routes: string[]; basePath: string }): ExportBytes;
