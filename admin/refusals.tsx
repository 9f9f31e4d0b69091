/**
 * What the editor sees when a save is refused: the form brought to the first refused field (the groups it is
 * folded in opened), and the reasons in a message that stays, on this form or another, until it is closed.
 */
import { Component, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { SaveMistake } from '@/lib/cms/checks';

type Focusable = { focus: (path: string) => void; validate?: () => void };
/** What the CMS gives a group's control; `controlRef` files the group's fields with the group around it. */
type GroupProps = { field: { get: (key: string) => unknown }; controlRef?: (control: unknown) => void };

/** Each form's own groups (one for each export of its file), by export name: where focusing a field starts. */
const formGroups = new Map<string, Focusable>();

/**
 * The CMS's group of fields, remembered when it is a form's own group (its schema_path, from lib/cms/config, is the
 * export's name): the CMS keeps the way down to a field (its own focus, which opens folded groups) to itself.
 */
export function rememberedGroup(Group: ComponentType<GroupProps & { ref?: (group: Focusable | null) => void }>) {
  return class RememberedGroup extends Component<GroupProps> {
    private group?: Focusable;

    private get contentName() {
      const path = String(this.props.field.get('schema_path'));
      return path.includes('.') ? undefined : path;
    }

    private remember = (group: Focusable | null) => {
      this.group = group ?? undefined;
      if (group && this.contentName) formGroups.set(this.contentName, group);
    };

    componentWillUnmount() {
      if (this.contentName && formGroups.get(this.contentName) === this.group) formGroups.delete(this.contentName);
    }

    // What the CMS asks of a group's control, answered by the group.
    shouldComponentUpdate() {
      return true;
    }

    validate = () => this.group?.validate?.();

    focus = (path: string) => this.group?.focus(path);

    render() {
      // Decap's group hands every field it holds to the group around it too, filed by the field's name alone, so a
      // field deeper in (the "jobs" under "confirmed") took the place of a field of the same name above (the jobs
      // list), whose items were then never checked. Each group answers for its own fields, and only they.
      return <Group {...this.props} controlRef={undefined} ref={this.remember} />;
    }
  };
}

/** Scrolls the form to the field at `path` ("jobs.jobs.1.validThrough", lib/cms/checks) and puts the cursor in it. */
export function focusField(path: string) {
  const [contentName, ...rest] = path.split('.');
  formGroups.get(contentName)?.focus(rest.join('.'));
  // After the field's, the CMS smoothly scrolls each group it is in to its heading, and the outermost (a list of
  // many items) wins, leaving the field far below. Once the field has the cursor (a folded group opens first), its
  // label and the field are brought to the middle of the form, which stops those scrolls.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const field = document.activeElement;
      const label = field?.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
      label?.scrollIntoView({ block: 'center' });
    }),
  );
}

/** A refused save: its mistakes in the form saved, and those in other forms, each with its link and the way to open it. */
export type Refusal = {
  here: SaveMistake[];
  elsewhere: { form: string; link: string; open: () => void; mistakes: SaveMistake[] }[];
};

const box = document.createElement('div');
document.body.append(box);
const root = createRoot(box);

/** Shows the reasons a save was refused until the editor closes them (or shows the next refusal's). */
export function showRefusal(refusal: Refusal, menu: string) {
  const close = () => root.render(null);
  root.render(<RefusalMessage refusal={refusal} menu={menu} onClose={close} />);
  return close;
}

function RefusalMessage({ refusal, menu, onClose }: { refusal: Refusal; menu: string; onClose: () => void }) {
  return (
    <section
      role="alert"
      aria-labelledby="refusal-heading"
      style={{
        position: 'fixed',
        top: '7rem',
        right: '1rem',
        zIndex: 400,
        width: 'min(30rem, calc(100vw - 2rem))',
        maxHeight: 'calc(100vh - 8rem)',
        overflowY: 'auto',
        padding: '1rem 1.25rem',
        background: '#fff',
        color: '#313d3e',
        border: '2px solid #ff003b',
        borderRadius: '5px',
        boxShadow: '0 2px 12px rgba(0, 0, 0, 0.25)',
        fontSize: '0.875rem',
        lineHeight: 1.5,
      }}
    >
      <h2 id="refusal-heading" style={{ margin: '0 0 0.5rem', fontSize: '1rem', fontWeight: 700 }}>
        Not saved
      </h2>
      {refusal.here.length > 0 && (
        <>
          <p style={{ margin: 0 }}>Change this in this form:</p>
          <ul style={{ margin: '0.25rem 0 0.75rem', paddingLeft: '1.25rem', listStyle: 'disc' }}>
            {refusal.here.map(({ message }) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
      {refusal.elsewhere.map(({ form, link, open, mistakes }) => (
        <div key={form}>
          <p style={{ margin: 0 }}>
            Your change would break the form <strong>{form}</strong> ({menu} → {form}):
          </p>
          <ul style={{ margin: '0.25rem 0', paddingLeft: '1.25rem', listStyle: 'disc' }}>
            {mistakes.map(({ message }) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p style={{ margin: '0 0 0.75rem' }}>
            <a
              href={link}
              onClick={(event) => {
                event.preventDefault();
                open();
              }}
              style={{ color: '#3a69c7', textDecoration: 'underline' }}
            >
              Open {form}
            </a>{' '}
            and change it there, or change this form. What you typed here is kept: come back to this form and save
            again.
          </p>
        </div>
      ))}
      <button
        type="button"
        onClick={onClose}
        style={{
          padding: '0.25rem 0.75rem',
          border: '1px solid #313d3e',
          borderRadius: '5px',
          background: '#fff',
          cursor: 'pointer',
        }}
      >
        Close this message
      </button>
    </section>
  );
}
