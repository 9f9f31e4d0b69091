// Types for the two parts of Decap CMS the save check reads the other content files through (admin/main.tsx):
// the editor's store and the action that lists a collection's entries, as the preview's getCollection does.
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: { getState(): { collections: { get(name: string): unknown } } };
}
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export function getAllEntries(state: unknown, collection: unknown): Promise<{ data: object }[]>;
}
