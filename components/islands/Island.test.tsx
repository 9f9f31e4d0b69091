import { renderToString } from 'react-dom/server';
import { Island } from './Island';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, SLOT_ATTRIBUTE } from './protocol';

/** The server's HTML of one island, parsed as a browser would. */
function rendered(element: React.ReactElement) {
  document.body.innerHTML = renderToString(element);
  const wrapper = document.querySelector(`[${ISLAND_ATTRIBUTE}]`)!;
  return { wrapper, props: JSON.parse(wrapper.getAttribute(PROPS_ATTRIBUTE)!) };
}

const toggleProps = { panelId: 'crm-features', moreLabel: 'Read More', lessLabel: 'Read Less', subject: 'about CRM' };

describe('Island', () => {
  it('renders the component in place, inside a wrapper that names it and takes no box of its own', () => {
    const { wrapper } = rendered(<Island name="ReadMoreToggle" props={{ ...toggleProps, children: 'Features' }} />);
    expect(wrapper.getAttribute(ISLAND_ATTRIBUTE)).toBe('ReadMoreToggle');
    expect(wrapper).toHaveClass('contents');
    expect(wrapper.querySelector('button')).toHaveTextContent('Read More');
  });

  it('carries the props as JSON, every React node in them as a slot rendered once in the HTML', () => {
    const features = (
      <ul>
        <li>Leads in one place</li>
      </ul>
    );
    const { wrapper, props } = rendered(
      <Island name="ReadMoreToggle" props={{ ...toggleProps, children: features }} />,
    );
    expect(props).toEqual({ ...toggleProps, children: { $slot: 'children' } });
    const slot = wrapper.querySelector(`[${SLOT_ATTRIBUTE}="children"]`);
    expect(slot?.innerHTML).toBe('<ul><li>Leads in one place</li></ul>');
    expect(wrapper.innerHTML.match(/Leads in one place/g)).toHaveLength(1);
  });

  it('names a slot nested in a list by its path', () => {
    const item = {
      slug: 'crm',
      title: 'CRM',
      summary: 'Leads and follow-ups.',
      image: { src: '/images/crm.svg', alt: 'CRM screen', width: 480, height: 360 },
    };
    const { wrapper, props } = rendered(
      <Island
        name="ProductCarousel"
        props={{
          items: [{ ...item, actions: <a href="/productdetail/#crm">Details</a> }],
          label: 'Products',
          previousLabel: 'Previous',
          nextLabel: 'Next',
          statusTemplate: '{current} of {total}: {title}',
          roleDescription: 'carousel',
          slideRoleDescription: 'slide',
          slideLabelTemplate: '{current} / {total}',
          positionTemplate: '{current} of {total}',
          pickerLabel: 'Choose a product',
          slideIn: { seconds: 3, easing: 'linear(0, 1)' },
          itemLevel: 3,
        }}
      />,
    );
    expect(props.items[0]).toEqual({ ...item, actions: { $slot: 'items.0.actions' } });
    expect(wrapper.querySelector(`[${SLOT_ATTRIBUTE}="items.0.actions"] a`)).toHaveAttribute(
      'href',
      '/productdetail/#crm',
    );
  });

  it('refuses a function among the props: no HTML can carry it to the browser', () => {
    const props = { ...toggleProps, children: 'x', onToggle: () => {} } as unknown as typeof toggleProps & {
      children: string;
    };
    expect(() => renderToString(<Island name="ReadMoreToggle" props={props} />)).toThrow(/"onToggle" is a function/);
  });
});
