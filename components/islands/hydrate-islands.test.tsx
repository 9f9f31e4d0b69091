import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { loadContent } from '@/lib/content';
import { hydrateIslands } from './hydrate-islands';
import { Island } from './Island';
import { HYDRATED_ATTRIBUTE } from './protocol';
import { islands } from './registry';

const toggle = (subject: string) => (
  <Island
    name="ReadMoreToggle"
    props={{
      panelId: `${subject}-features`,
      moreLabel: 'Read More',
      lessLabel: 'Read Less',
      subject: `about ${subject}`,
      children: (
        <ul>
          <li>{subject} feature</li>
        </ul>
      ),
    }}
  />
);

/** The page as the export writes it: server HTML only, nothing interactive yet. */
function exportedPage(html: string) {
  document.body.innerHTML = html;
}

async function hydrate() {
  await act(async () => hydrateIslands(document, islands));
}

describe('hydrateIslands', () => {
  it('makes each island interactive from the props its HTML carries, keeping its server-rendered slot', async () => {
    exportedPage(renderToString(toggle('CRM')));
    const feature = screen.getByText('CRM feature', { ignore: false });
    await hydrate();
    const button = screen.getByRole('button', { name: 'Read More about CRM' });
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Read Less about CRM');
    expect(screen.getByText('CRM feature')).toBeVisible();
    // The slot's nodes are the server's own, not a copy made by the script.
    expect(screen.getByText('CRM feature')).toBe(feature);
  });

  it('marks an island once it has hydrated, and not before', async () => {
    exportedPage(renderToString(toggle('ERP')));
    const wrapper = document.querySelector('[data-island]')!;
    expect(wrapper).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    await hydrate();
    expect(wrapper).toHaveAttribute(HYDRATED_ATTRIBUTE);
  });

  it("shows the fallback screen in a failing island's place and leaves the other islands working", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    // A carousel whose props lost their items (a page cut short, a bad edit): it throws as it renders.
    const broken =
      '<div data-island="ProductCarousel" data-island-props="{}" class="contents"><section></section></div>';
    exportedPage(broken + renderToString(toggle('LIMS')));
    await hydrate();
    expect(screen.getByRole('heading', { level: 2, name: loadContent().chrome.errors.heading })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read More about LIMS' }));
    expect(screen.getByText('LIMS feature')).toBeVisible();
    logged.mockRestore();
  });

  it('names an island the bundle does not know, on the fallback screen', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    exportedPage('<div data-island="Chatbot" data-island-props="{}" class="contents"></div>');
    await hydrate();
    expect(screen.getByText('No island is named "Chatbot"')).toBeInTheDocument();
    logged.mockRestore();
  });
});
