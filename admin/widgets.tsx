/**
 * The editor's fields, each checked by the site's own rules (lib/cms/checks) with the content check's message
 * shown on the field; a save with a message on any field is refused. Each wraps the CMS's own control.
 */
import { Buffer } from 'buffer';
import { Component, type ComponentType } from 'react';
import { fieldMistake, pictureMistake } from '@/lib/cms/checks';

type ControlProps = {
  value: unknown;
  field: { get: (key: string) => unknown };
  getAsset: (path: string, field: unknown) => unknown;
};

type Asset = { fileObj?: Blob; url?: string; toString: () => string };

const invalid = (message: string) => ({ error: { type: 'CUSTOM', message } });

/**
 * Files picked for upload, by name: the CMS keeps an upload in memory until the entry is saved (and then commits
 * it with the entry), so a refused save never puts a bad picture in the repository; its bytes are read here.
 */
const picked = new Map<string, File>();
document.addEventListener(
  'change',
  (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file')
      for (const file of event.target.files ?? []) picked.set(file.name.toLowerCase(), file);
  },
  true,
);

/** The bytes of the picture at `src`: just uploaded, or already in the repository. */
async function pictureFile(src: string, asset: Asset | undefined): Promise<Blob | undefined> {
  const upload = asset?.fileObj ?? picked.get(src.slice(src.lastIndexOf('/') + 1).toLowerCase());
  if (upload) return upload;
  const response = asset?.url ? await fetch(asset.url) : undefined;
  return response?.ok ? response.blob() : undefined;
}

/** A control that checks its value by the rule at its schema_path (written by lib/cms/config). */
export function checked(Control: ComponentType<ControlProps>) {
  return class CheckedControl extends Component<ControlProps> {
    // An arrow function: the CMS calls it without its object.
    isValid = () => {
      const message = fieldMistake(String(this.props.field.get('schema_path')), this.props.value);
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
      const message = fieldMistake(String(this.props.field.get('schema_path')), this.props.value);
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
      const asset = (await this.props.getAsset(src, this.props.field)) as Asset | undefined;
      const blob = await pictureFile(src, asset);
      if (!blob) return undefined;
      const bytes = Buffer.from(await blob.arrayBuffer());
      return pictureMistake(src, bytes);
    }

    render() {
      return <Control {...this.props} />;
    }
  };
}
