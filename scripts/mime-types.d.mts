// Types for mime-types.mjs, imported by TypeScript files (allowJs is off).
/** The Content-Type of each kind of file the export holds, by its ending. */
export const MIME_TYPES: Record<string, string>;
