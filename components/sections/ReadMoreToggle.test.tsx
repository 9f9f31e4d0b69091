import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadMoreToggle } from './ReadMoreToggle';

function renderBlock(name: string) {
  return (
    <ReadMoreToggle panelId={`${name}-features`} moreLabel="Read More" lessLabel="Read Less" subject={`about ${name}`}>
      <ul aria-label={`${name} features`}>
        <li>{name} feature</li>
      </ul>
    </ReadMoreToggle>
  );
}

describe('ReadMoreToggle', () => {
  it('starts collapsed, with the extra content in the markup but hidden', () => {
    render(renderBlock('CRM'));
    const toggle = screen.getByRole('button', { name: 'Read More about CRM' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'CRM-features');
    expect(screen.getByText('CRM feature')).not.toBeVisible();
  });

  it('reveals the content and flips its label, then collapses again', async () => {
    render(renderBlock('CRM'));
    await userEvent.click(screen.getByRole('button', { name: 'Read More about CRM' }));
    expect(screen.getByRole('list', { name: 'CRM features' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Read Less about CRM' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Read More about CRM' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('CRM feature')).not.toBeVisible();
  });

  it('keeps each block independent', async () => {
    render(
      <>
        {renderBlock('CRM')}
        {renderBlock('ERP')}
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read More about ERP' }));
    expect(screen.getByText('ERP feature')).toBeVisible();
    expect(screen.getByText('CRM feature')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Read More about CRM' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with Enter and Space', async () => {
    render(renderBlock('CRM'));
    screen.getByRole('button', { name: 'Read More about CRM' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('CRM feature')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(screen.getByText('CRM feature')).not.toBeVisible();
  });

  it('puts its panel after the button, so opening it does not push the focused button down', async () => {
    render(renderBlock('CRM'));
    const toggle = screen.getByRole('button', { name: 'Read More about CRM' });
    const panel = document.getElementById('CRM-features')!;
    expect(toggle.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
