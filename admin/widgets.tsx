/**
 * The editor's fields, each checked by the site's own rules (lib/cms/checks) with the content check's message
 * shown on the field; a save with a message on any field is refused. Each wraps the CMS's own control.
 */
import { Buffer } from 'buffer';
import { getAllEntries } from 'decap-cms-core/dist/esm/actions/entries';
import { store } from 'decap-cms-core/dist/esm/redux';
import { Component, type ComponentType } from 'react';
import { fieldMistake, fileMistakesByField, pictureMistake } from '@/lib/cms/checks';
import { type CountedContent, searchCount, searchCountWords } from '@/lib/cms/search-count';

type Entry = { get: (key: 'path' | 'data') => unknown };

type ControlProps = {
  /** The id of the field's own input, which its label names. */
  forID?: string;
  value: unknown;
  field: { get: (key: string) => unknown };
  getAsset: (path: string, field: unknown) => unknown;
  /** The ids of the controls this one is inside: a list's id is followed by the key of the item it is in. */
  parentIds?: string[];
  /** The entry as it is being edited, with every field's value. */
  getEntry?: () => Entry | undefined;
};

type ListInstance = { state: { keys: string[] }; validate?: () => void; focus?: (path: string) => void };
type ListProps = { forID: string };

/** The lists on the form by their control's id, to number the item a field is in. */
const lists = new Map<string, ListInstance>();

/**
 * The CMS's list, remembered by its id: the CMS tells a field only the ids of the items it is in, and the list's
 * order of those ids gives each item's number, which the content check's mistakes are placed by.
 */
export function numberedList(List: ComponentType<ListProps & { ref?: (list: ListInstance | null) => void }>) {
  return class NumberedList extends Component<ListProps> {
    private list?: ListInstance;

    private remember = (list: ListInstance | null) => {
      this.list = list ?? undefined;
      if (list) lists.set(this.props.forID, list);
    };

    componentWillUnmount() {
      lists.delete(this.props.forID);
    }

    // What the CMS asks of the list's control, answered by the list.
    shouldComponentUpdate() {
      return true;
    }

    validate = () => this.list?.validate?.();

    focus = (path: string) => this.list?.focus?.(path);

    render() {
      return <List {...this.props} ref={this.remember} />;
    }
  };
}

/**
 * Where a field's value is in its file's data ("jobs.jobs.1.slug"): its schema path, each `*` its item's number;
 * undefined while a list has not numbered the item yet.
 */
function dataPath(schemaPath: string, parentIds: string[]): string | undefined {
  const numbers = parentIds.flatMap((id, at) => {
    const list = lists.get(id);
    return list ? [list.state.keys.indexOf(parentIds[at + 1])] : [];
  });
  if (numbers.includes(-1) || numbers.length !== schemaPath.split('*').length - 1) return undefined;
  let list = 0;
  return schemaPath
    .split('.')
    .map((step) => (step === '*' ? String(numbers[list++]) : step))
    .join('.');
}

/** The file's mistakes by field, worked out once for each state of the entry (every field asks at a save). */
const byEntryData = new WeakMap<object, Map<string, string>>();

function fileMistakesOf(entry: Entry | undefined): Map<string, string> | undefined {
  const data = entry?.get('data') as { toJS: () => Record<string, unknown> } | undefined;
  if (!entry || !data) return undefined;
  const known = byEntryData.get(data);
  if (known) return known;
  const mistakes = fileMistakesByField(String(entry.get('path')), data.toJS());
  byEntryData.set(data, mistakes);
  return mistakes;
}

/**
 * The check's message for a field: the mistake the content check finds at the field's place in the file, the
 * very one a save is refused for, so a rule across fields shows too (a slug another item uses, a closing date
 * before the posting date) and a field of a group left out (a job's salary) is not asked for. Until the field's
 * place is known, its own value's check.
 */
function mistakeOn(props: ControlProps): string | undefined {
  const schemaPath = String(props.field.get('schema_path'));
  const at = dataPath(schemaPath, props.parentIds ?? []);
  const mistakes = fileMistakesOf(props.getEntry?.());
  return mistakes && at ? mistakes.get(at) : fieldMistake(schemaPath, props.value);
}

type Asset = { fileObj?: Blob; url?: string; toString: () => string };

type GetAsset = (path: string, field?: unknown) => unknown;

const uploadAware = new WeakMap<GetAsset, GetAsset>();

/**
 * The CMS's getAsset, finding a picture uploaded but not saved yet. The CMS keeps such an upload in memory under its
 * path in the repository ("public/images/jobs/team.png"), but takes the path the content writes, which starts with
 * "/" ("/images/jobs/team.png"), for a web address and shows it as one: broken until the save puts the file there.
 * One wrapper per getAsset, so the picture control (which redraws when getAsset changes) does not redraw for ever.
 */
export function withUploads<T extends GetAsset>(getAsset: T): T {
  const known = uploadAware.get(getAsset);
  if (known) return known as T;
  // The pictures' public folder, /images, is public/images in the repository (admin/main.tsx).
  const wrapped: GetAsset = (path, field) => store.getState().medias[`public${path}`]?.asset ?? getAsset(path, field);
  uploadAware.set(getAsset, wrapped);
  return wrapped as T;
}

const invalid = (message: string) => ({ error: { type: 'CUSTOM', message } });

/**
 * The bytes of a picture: just uploaded (the CMS keeps an upload in memory until the entry is saved, and
 * then commits it with the entry, so a refused save never puts a bad picture in the repository), or already there.
 */
async function pictureFile(asset: Asset | undefined): Promise<Blob | undefined> {
  if (asset?.fileObj) return asset.fileObj;
  const response = asset?.url ? await fetch(asset.url) : undefined;
  return response?.ok ? response.blob() : undefined;
}

/** A control that checks its value by the rules at its schema_path (written by lib/cms/config). */
export function checked(Control: ComponentType<ControlProps>) {
  return class CheckedControl extends Component<ControlProps> {
    // An arrow function: the CMS calls it without its object.
    isValid = () => {
      const message = mistakeOn(this.props);
      return message ? invalid(message) : true;
    };

    render() {
      return <Control {...this.props} />;
    }
  };
}

/** The picture field: the file's bytes are checked (format, size, weight) as soon as it is chosen or uploaded. */
export function checkedPicture(Control: ComponentType<ControlProps>) {
  return class CheckedPicture extends Component<ControlProps, { checked?: string; mistake?: string }> {
    state: { checked?: string; mistake?: string } = {};

    componentDidMount() {
      this.readPicture();
    }

    // The CMS asks the outermost control whether to update; the picture control updates on a chosen picture too.
    shouldComponentUpdate() {
      return true;
    }

    componentDidUpdate() {
      this.readPicture();
    }

    /** The check of the file being read, while it is read: a save waits for it (the CMS shows "processing"). */
    private reading?: Promise<string | undefined>;

    isValid = () => {
      const message = mistakeOn(this.props);
      if (message) return invalid(message);
      // A rejected promise is the CMS's way to put a message on the field once a check is done.
      if (this.reading)
        return this.reading.then((mistake) => {
          if (mistake) throw mistake;
        });
      return this.state.mistake ? invalid(this.state.mistake) : true;
    };

    private readPicture() {
      const src = this.props.value;
      if (typeof src !== 'string' || src === this.state.checked) return;
      this.setState({ checked: src, mistake: undefined });
      const reading = this.check(src);
      this.reading = reading;
      reading.then((mistake) => {
        if (this.reading !== reading) return;
        this.reading = undefined;
        this.setState({ mistake });
      });
    }

    private async check(src: string): Promise<string | undefined> {
      const asset = (await withUploads(this.props.getAsset)(src, this.props.field)) as Asset | undefined;
      const blob = await pictureFile(asset);
      if (!blob) return undefined;
      const bytes = Buffer.from(await blob.arrayBuffer());
      return pictureMistake(src, bytes);
    }

    render() {
      return <Control {...this.props} getAsset={withUploads(this.props.getAsset)} />;
    }
  };
}

/**
 * The content files as the repository has them, read once each time a form is opened (the CMS gives each opening
 * a new key), so a count reads a company name saved a moment ago in another form.
 */
let repository: { opening: string; files: Promise<Record<string, unknown>> } | undefined;

function repositoryContent(): Promise<Record<string, unknown>> {
  const state = store.getState();
  const opening = state.entryDraft.get<string>('key');
  if (repository?.opening !== opening) {
    const files = getAllEntries(state, state.collections.get('content')).then((entries) =>
      Object.assign({}, ...entries.map((entry) => entry.data)),
    );
    repository = { opening, files };
  }
  return repository.files;
}

/**
 * A title or description search results show, with a line under it counting what they will show (the company
 * name added, every {placeholder} filled in) against their limit, as the editor types. Screen readers hear the
 * line with the field, and again, politely, as it changes.
 */
export function searchCounted(Control: ComponentType<ControlProps>) {
  return class SearchCounted extends Component<ControlProps, { repository?: Record<string, unknown> }> {
    state: { repository?: Record<string, unknown> } = {};

    private mounted = true;

    private get countId() {
      return `${this.props.forID}-search-count`;
    }

    componentDidMount() {
      repositoryContent().then((files) => this.mounted && this.setState({ repository: files }));
      this.describeField();
    }

    componentDidUpdate() {
      this.describeField();
    }

    componentWillUnmount() {
      this.mounted = false;
    }

    // The CMS's own input takes no extra attributes: the count is tied to it once it is on the page.
    private describeField() {
      const input = this.props.forID && document.getElementById(this.props.forID);
      if (input) input.setAttribute('aria-describedby', this.countId);
    }

    private words(): string {
      const { repository: files } = this.state;
      const data = (this.props.getEntry?.()?.get('data') as { toJS?: () => Record<string, unknown> }) ?? undefined;
      if (!files || !data?.toJS) return '';
      const content = { ...files, ...data.toJS() } as CountedContent;
      const schemaPath = String(this.props.field.get('schema_path'));
      return searchCountWords(searchCount(schemaPath, String(this.props.value ?? ''), content, new Date()));
    }

    render() {
      return (
        <>
          <Control {...this.props} />
          <p id={this.countId} aria-live="polite" className="search-count">
            {this.words()}
          </p>
        </>
      );
    }
  };
}
