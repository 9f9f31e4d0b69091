/**
 * The editor's fields, each checked by the site's own rules (lib/cms/checks) with the content check's message
 * shown on the field; a save with a message on any field is refused. Each wraps the CMS's own control.
 */
import { Buffer } from 'buffer';
import { Component, type ComponentType } from 'react';
import { fieldMistake, pictureMistake } from '@/lib/cms/checks';
import { pictureOf } from '@/lib/image-size';

type ControlProps = {
  value: unknown;
  field: { get: (key: string) => unknown };
  getAsset: (path: string, field: unknown) => unknown;
};

type Asset = { fileObj?: Blob; url?: string; toString: () => string };

const invalid = (message: string) => ({ error: { type: 'CUSTOM', message } });

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

    componentDidUpdate() {
      this.readPicture();
    }

    isValid = () => {
      const message = fieldMistake(String(this.props.field.get('schema_path')), this.props.value) ?? this.state.mistake;
      return message ? invalid(message) : true;
    };

    private async readPicture() {
      const src = this.props.value;
      if (typeof src !== 'string' || src === this.state.checked) return;
      this.setState({ checked: src, mistake: undefined });
      const asset = (await this.props.getAsset(src, this.props.field)) as Asset | undefined;
      const blob = asset?.fileObj ?? (asset?.url ? await (await fetch(asset.url)).blob() : undefined);
      if (!blob || this.props.value !== src) return;
      const bytes = Buffer.from(await blob.arrayBuffer());
      this.setState({ mistake: pictureMistake(src, pictureOf(bytes), bytes.length) });
    }

    render() {
      return <Control {...this.props} />;
    }
  };
}
