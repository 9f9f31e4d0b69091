/**
 * The browser editor at /admin/ (Decap CMS), bundled by scripts/build-admin.ts: forms made from the content
 * schemas, the site's checks on every field, a live preview of the site's own components, and a save that writes
 * back into the content files' YAML (content/*.yaml, content/ta/*.yaml), changing only what the form changed.
 * Nothing here reaches a visitor's page.
 */

import { Buffer } from 'buffer';
import CMS from 'decap-cms-app';
import {
  DRAFT_CREATE_FROM_ENTRY,
  DRAFT_DISCARD,
  DRAFT_VALIDATION_ERRORS,
  getAllEntries,
} from 'decap-cms-core/dist/esm/actions/entries';
import { Backend, currentBackend } from 'decap-cms-core/dist/esm/backend';
import { store } from 'decap-cms-core/dist/esm/redux';
import { WAIT_UNTIL_ACTION } from 'decap-cms-core/dist/esm/redux/middleware/waitUntilAction';
import { history, navigateToCollection } from 'decap-cms-core/dist/esm/routing/history';
import {
  checkedWithOtherFiles,
  fileMistakesByField,
  firstFieldMistake,
  repositoryFiles,
  type SaveMistake,
  saveMistakes,
} from '@/lib/cms/checks';
import {
  CONTENT_FORMAT,
  cmsCollections,
  MEDIA_PAGE_REFUSALS,
  PICTURE_ENDINGS,
  translatedLanguages,
  translationFormat,
  translationForms,
} from '@/lib/cms/config';
import { contentModuleList } from '@/lib/content/module-list';
import { contentFormat, readingFile } from './content-format';
import { previews } from './previews';
import { focusField, type Refusal, rememberedGroup, showRefusal } from './refusals';
import { checked, checkedPicture, numberedList, searchCounted } from './widgets';

declare const CMS_REPO: string;
declare const CMS_BRANCH: string;
declare const CMS_AUTH_URL: string;
/** The route files under app/ when the editor was built: the content check reads them, and no editor changes them. */
declare const ROUTE_FILES: string[];
/** The screens the editor shows the form alone on (scripts/build-admin.ts). */
declare const PHONE_SCREEN: string;

CMS.registerCustomFormat(CONTENT_FORMAT, 'yaml', contentFormat(contentModuleList));
for (const language of translatedLanguages)
  CMS.registerCustomFormat(translationFormat(language), 'yaml', contentFormat(translationForms(language)));

// Decap gives a format a file's text alone: the format is told the file's path as Decap reads it, to know each file
// by it (admin/content-format.ts).
const entryWithFormat = Backend.prototype.entryWithFormat;
Backend.prototype.entryWithFormat = function (collection) {
  const withFormat = entryWithFormat.call(this, collection);
  return (entry) => readingFile(entry?.path, () => withFormat(entry));
};

// An empty field is reported once, by the site's check on the field (admin/widgets.tsx): the CMS's own "… is
// required." would say it a second time. Its presence check still marks the field and refuses the save; a message
// without words is not shown. (A list that may be empty is not required: lib/cms/config.)
// Work typed in a form is kept when the editor leaves it (below): the questions on leaving and coming back say so.
const en = CMS.getLocale('en') as {
  editor: { editor: Record<string, string>; editorControlPane: { widget: Record<string, string> } };
};
CMS.registerLocale('en', {
  ...en,
  editor: {
    ...en.editor,
    editor: {
      ...en.editor.editor,
      onLeavePage:
        'Your changes to this form are not saved yet. They are kept on this computer: open this form again to get them back. Leave it?',
      confirmLoadBackup:
        'You left this form with changes that were not saved. Bring them back? (Cancel throws them away.)',
    },
    editorControlPane: {
      ...en.editor.editorControlPane,
      widget: { ...en.editor.editorControlPane.widget, required: '' },
    },
  },
});

// The CMS keeps a form's unsaved work on this computer as it is typed (its local backup), but lost it: it deleted
// the backup when the editor left the form (and dropped the last two seconds' typing), and on coming back it
// brought the backup back before the file had loaded, which then replaced it. Leaving now keeps the work, to the
// last key, and it is brought back over the loaded file; a save, or declining to bring it back, deletes it.
const deleteBackup = Backend.prototype.deleteLocalDraftBackup;
Backend.prototype.deleteLocalDraftBackup = function (collection, slug) {
  const draft = store.getState().entryDraft;
  const left = location.hash !== `#/collections/${collection.get('name')}/entries/${slug}`;
  if (left && draft.get('hasChanged')) return this.persistLocalDraftBackup(draft.get('entry'), collection);
  return deleteBackup.call(this, collection, slug);
};
const getBackup = Backend.prototype.getLocalDraftBackup;
Backend.prototype.getLocalDraftBackup = async function (collection, slug) {
  const backup = await getBackup.call(this, collection, slug);
  if (backup.entry) await fileLoaded(slug);
  return backup;
};

// Decap writes an upload made outside a form (its Media page) and any delete straight to the branch, past the save's
// check and the pull request; an upload inside a form waits for the save, which checks it (issue 38).
Backend.prototype.persistMedia = async () => {
  throw new Error(MEDIA_PAGE_REFUSALS.upload);
};
Backend.prototype.deleteMedia = async () => {
  throw new Error(MEDIA_PAGE_REFUSALS.delete);
};

// The file chooser offers pictures of the kinds the site shows, not any file (the CMS asks for any): those the picture
// field that opened it takes (a product's screen, SVG only: lib/cms/config), else every kind the site shows.
new MutationObserver(() => {
  const field = store.getState().mediaLibrary.get<{ get?: (key: string) => unknown } | string>('field');
  const accept = (typeof field === 'object' && (field.get?.('accept') as string | undefined)) || PICTURE_ENDINGS;
  for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]'))
    if (input.accept !== accept) input.accept = accept;
}).observe(document.documentElement, { childList: true, subtree: true });

/** Resolves once the form of the file `slug` holds the file as the backend gave it. */
function fileLoaded(slug: string) {
  return new Promise<void>((resolve) => {
    if (store.getState().entryDraft.get('entry').get<string>('slug') === slug) return resolve();
    store.dispatch({
      type: WAIT_UNTIL_ACTION,
      predicate: (action) => action.type === DRAFT_CREATE_FROM_ENTRY && action.payload.entry?.slug === slug,
      run: resolve,
    });
  });
}

for (const name of ['string', 'text', 'number', 'select', 'boolean']) {
  const widget = CMS.getWidget(name);
  if (widget) CMS.registerWidget(`checked-${name}`, checked(widget.control as never) as never, widget.preview as never);
}
// What search results show, counted under the field as it is typed (lib/cms/config chooses these).
for (const name of ['string', 'text']) {
  const widget = CMS.getWidget(name);
  if (widget)
    CMS.registerWidget(
      `search-${name}`,
      checked(searchCounted(widget.control as never)) as never,
      widget.preview as never,
    );
}
// Lists number their items for the checks' messages; the list's options schema (a fourth argument the CMS's types
// leave out) is kept.
const list = CMS.getWidget('list') as { control: never; preview: unknown; schema: unknown } | undefined;
const registerWidget = CMS.registerWidget as (
  name: string,
  control: unknown,
  preview: unknown,
  schema: unknown,
) => void;
if (list) registerWidget('list', numberedList(list.control), list.preview, list.schema);
// Groups are remembered, for a refused save to bring the form to its first refused field.
const group = CMS.getWidget('object') as { control: never; preview: unknown; schema: unknown } | undefined;
if (group) registerWidget('object', rememberedGroup(group.control), group.preview, group.schema);
const image = CMS.getWidget('image');
if (image) CMS.registerWidget('checked-image', checkedPicture(image.control as never) as never, image.preview as never);

// A save is refused with every mistake `npm run check:content` and the build would report, every rule of the check
// on every content file: the other files as the repository has them (read as the preview reads them), this
// file's values in place of its own, with the repository's pictures and those uploaded with this save.
const readPictures = new Map<string, Promise<Buffer>>();
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const data = entry.get('data').toJS();
    const media = entry.get('mediaFiles').toJS() as { path: string; draft?: boolean; file?: File }[];
    const uploads = await Promise.all(
      media.flatMap(({ path, draft, file }) =>
        draft && file ? [file.arrayBuffer().then((bytes) => ({ path, bytes: Buffer.from(bytes) }))] : [],
      ),
    );
    // A file whose own fields have mistakes is refused at once, in the words its fields show (their check may land
    // after the click): the repository's pictures are read only for a save that can pass.
    const own = [...fileMistakesByField(entry.get('path'), data).values()];
    if (own.length) {
      focusFirstFieldMistake();
      throw new Error(own.join(' '));
    }
    // A translation file's own fields are its whole check (lib/cms/checks).
    if (!checkedWithOtherFiles(entry.get('path'))) return entry.get('data');
    const state = store.getState();
    const repository = await getAllEntries(state, state.collections.get('content'));
    const files = Object.assign({}, ...repository.map((file: { data: object }) => file.data), data);
    // The backend's own reader: Decap's wrapper lists the media folder only, whatever folder it is given.
    const backend = currentBackend(state.config).implementation;
    const site = await repositoryFiles(
      files,
      uploads,
      {
        list: (folder) => backend.getMedia(folder),
        // A picture is read once per version: the listing names each by the hash of its bytes. decap-server lists
        // the bytes too; GitHub is asked for each by its hash, as the media library reads its thumbnails.
        read: (path, { id, file, displayURL }) => {
          const key = `${path} ${id}`;
          const known = id ? readPictures.get(key) : undefined;
          if (known) return known;
          const read = (async () => {
            let blob: Blob | undefined = file;
            if (!blob) {
              const url = await backend.getMediaDisplayURL(displayURL);
              blob = await (await fetch(url)).blob();
              URL.revokeObjectURL(url);
            }
            return Buffer.from(await blob.arrayBuffer());
          })();
          if (id) {
            readPictures.set(key, read);
            // A read that failed is tried again on the next save.
            read.catch(() => readPictures.delete(key));
          }
          return read;
        },
      },
      ROUTE_FILES,
    );
    const mistakes = saveMistakes(files, site, new Date());
    if (mistakes.length) {
      refused(entry.get('path'), mistakes);
      throw new Error('The reasons are in the message beside the form, which stays until you close it.');
    }
    return entry.get('data');
  },
});

let closeRefusal: (() => void) | undefined;

/**
 * Shows why the save of `file` was refused until the editor closes it: a mistake in another form names that form
 * and links to it; and brings the form to its first refused field.
 */
function refused(file: string, mistakes: SaveMistake[]) {
  const [{ label: menu, name, files }] = collections;
  const here = mistakes.filter((mistake) => mistake.file === file);
  const elsewhere = files.flatMap((form) => {
    const its = form.file === file ? [] : mistakes.filter((mistake) => mistake.file === form.file);
    const link = `/collections/${name}/entries/${form.name}`;
    return its.length ? [{ form: form.label, link: `#${link}`, open: () => openForm(link), mistakes: its }] : [];
  });
  // A mistake in no form (a page file of the site's code) is told with this form's.
  const inNoForm = mistakes.filter((mistake) => mistake.file !== file && !mistake.form);
  const refusal: Refusal = { here: [...here, ...inNoForm], elsewhere };
  closeRefusal = showRefusal(refusal, menu);
  if (here[0]?.focus) focusField(here[0].focus);
}

/**
 * Opens the form at `link` by way of the menu, as the editor would: the CMS loads a form's file only when the form
 * is opened from elsewhere (straight from another form it would show that one's values), so the form left must
 * let its file go first. Leaving a form with unsaved work asks first; the editor may stay.
 */
function openForm(link: string) {
  const [{ name }] = collections;
  if (!history.location.pathname.includes('/entries/')) return history.push(link);
  navigateToCollection(name);
  if (history.location.pathname !== `/collections/${name}`) return;
  store.dispatch({
    type: WAIT_UNTIL_ACTION,
    predicate: (action) => action.type === DRAFT_DISCARD,
    run: () => setTimeout(() => history.push(link)),
  });
}

// Once this form's refused save is saved after all, its message has done its work.
CMS.registerEventListener({ name: 'postSave', handler: () => closeRefusal?.() });

/** Brings the form being edited to its first field with a mistake, opening the groups it is folded in. */
function focusFirstFieldMistake() {
  const entry = store.getState().entryDraft.get('entry');
  const first = firstFieldMistake(entry.get<string>('path'), entry.get('data').toJS());
  if (first) focusField(first);
}

// A save checks every field first, and stops there when one has a mistake, with no message at all unless a field
// is empty: the form is brought to the first refused field once the fields are checked. The store tells each
// field's check as it lands (the CMS's own way to wait for an action), so this asks again each time.
let focusing = false;
function focusOnRefusedFields() {
  store.dispatch({
    type: WAIT_UNTIL_ACTION,
    predicate: (action) => action.type === DRAFT_VALIDATION_ERRORS && Boolean(action.payload.errors?.length),
    run: () => {
      focusOnRefusedFields();
      if (focusing) return;
      focusing = true;
      setTimeout(() => {
        focusing = false;
        focusFirstFieldMistake();
      });
    },
  });
}
focusOnRefusedFields();

for (const [name, preview] of Object.entries(previews)) CMS.registerPreviewTemplate(name, preview as never);
CMS.registerPreviewStyle('preview.css');

// Each picture field's uploads go to the folder its pictures are in, as the page says (scripts/build-admin.ts).
const pictureFolders = JSON.parse(document.getElementById('picture-folders')?.textContent || '{}');
const collections = cmsCollections(undefined, pictureFolders);

// A phone's screen has room for the form alone: the form comes first, and the eye button ("Toggle preview") shows
// the preview in its place (the page's styles, scripts/build-admin.ts). The CMS remembers the choice in this key.
if (matchMedia(PHONE_SCREEN).matches) localStorage.setItem('cms.right-pane', 'none');

// On this computer (npm run edit, or a test), the editor edits the working copy through decap-server, which
// listens on the port after the editor's own; anywhere else it signs in to GitHub and opens a pull request.
const local = ['localhost', '127.0.0.1'].includes(location.hostname);

CMS.init({
  config: {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: CMS_REPO,
      branch: CMS_BRANCH,
      ...(CMS_AUTH_URL && { base_url: CMS_AUTH_URL }),
    },
    ...(local && {
      local_backend: { url: `${location.protocol}//${location.hostname}:${Number(location.port) + 1}/api/v1` },
    }),
    // Every change is a branch and a pull request, checked by the pull-request workflow before it is merged.
    publish_mode: local ? undefined : 'editorial_workflow',
    media_folder: 'public/images',
    public_folder: '/images',
    site_url: '/',
    collections,
  } as never,
});
