// Types for the parts of Decap CMS the save check reads the other content files and the pictures through
// (admin/main.tsx): the editor's store, the action that lists a collection's entries (as the preview's
// getCollection does) and the backend the media library reads pictures through; and those a refused save and
// the local backup of unsaved work go through: the entry being edited, the actions it sends, the backup.
/** An Immutable.js map of the CMS's state, read by key. */
type Immutable = { get<Value = Immutable>(key: string): Value; toJS(): Record<string, unknown> };
declare module 'decap-cms-core/dist/esm/redux' {
  type Action = { type: string; payload: { errors?: unknown[]; entry?: { slug?: string } } };
  export const store: {
    getState(): {
      collections: { get(name: string): unknown };
      config: unknown;
      /** The pictures the CMS holds, by their path in the repository; an upload not saved yet among them. */
      medias: Record<string, { asset?: unknown } | undefined>;
      /** The form being edited: its entry, and a `key` new each time a form is opened. */
      entryDraft: Immutable;
      /** The media library: `field` is the picture field that opened it ('' when none did). */
      mediaLibrary: Immutable;
    };
    dispatch(action: { type: string; predicate: (action: Action) => boolean; run: () => void }): void;
  };
}
declare module 'decap-cms-core/dist/esm/redux/middleware/waitUntilAction' {
  export const WAIT_UNTIL_ACTION: string;
}
declare module 'decap-cms-core/dist/esm/backend' {
  export class Backend {
    deleteLocalDraftBackup(collection: Immutable, slug: string): Promise<unknown>;
    persistLocalDraftBackup(entry: Immutable, collection: Immutable): Promise<unknown>;
    getLocalDraftBackup(collection: Immutable, slug: string): Promise<{ entry?: unknown }>;
    /** Commits an upload made outside a form's save (the Media page) to the branch at once. */
    persistMedia(config: unknown, file: unknown): Promise<unknown>;
    /** Commits the deletion of a picture to the branch at once. */
    deleteMedia(config: unknown, path: string): Promise<unknown>;
    /** How a collection's files are read: each file Decap has read (its path, its text) given its format's data. */
    entryWithFormat(collection: Immutable): <Entry extends { path?: string } | undefined>(entry: Entry) => Entry;
  }
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
  export const DRAFT_VALIDATION_ERRORS: string;
  export const DRAFT_CREATE_FROM_ENTRY: string;
  export const DRAFT_DISCARD: string;
  export function getAllEntries(state: unknown, collection: unknown): Promise<{ data: object }[]>;
}
declare module 'decap-cms-core/dist/esm/routing/history' {
  export const history: { location: { pathname: string }; push(path: string): void };
  export function navigateToCollection(collectionName: string): void;
}
