// Types for the parts of Decap CMS the save check reads the other content files and the pictures through
// (admin/main.tsx): the editor's store, the action that lists a collection's entries (as the preview's
// getCollection does) and the backend the media library reads pictures through.
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: {
    getState(): {
      collections: { get(name: string): unknown };
      config: unknown;
      /** The pictures the CMS holds, by their path in the repository; an upload not saved yet among them. */
      medias: Record<string, { asset?: unknown } | undefined>;
      /** The form being edited: `key` is new each time a form is opened. */
      entryDraft: { get(key: 'key'): string };
    };
  };
}
declare module 'decap-cms-core/dist/esm/backend' {
  export function currentBackend(config: unknown): {
    implementation: {
      /** decap-server gives each file's bytes with the listing; GitHub where to read them (displayURL). */
      getMedia(folder: string): Promise<{ name: string; id?: string; file?: File; displayURL?: unknown }[]>;
      /** An object URL of the file's bytes, read by its hash (GitHub), as the media library shows it. */
      getMediaDisplayURL(displayURL: unknown): Promise<string>;
    };
  };
}
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export function getAllEntries(state: unknown, collection: unknown): Promise<{ data: object }[]>;
}
