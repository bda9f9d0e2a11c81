// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultPanel } from './result-panel';

afterEach(cleanup);

describe('the result panel', () => {
  it('announces a success as a status, its title at the level the page asks for', () => {
    const { container } = render(
      <ResultPanel tone="success" as="h1" marker="test-success" title="Subscription confirmed" text="Welcome." />,
    );
    const panel = screen.getByRole('status');
    expect(within(panel).getByRole('heading', { level: 1 }).textContent).toBe('Subscription confirmed');
    expect(within(panel).getByText('Welcome.')).toBeTruthy();
    expect(panel.hasAttribute('data-test-success')).toBe(true);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces a failure as an alert, and keeps what follows the text inside', () => {
    render(
      <ResultPanel tone="failure" as="h2" title="This link has expired">
        <button type="button">Sign up again</button>
      </ResultPanel>,
    );
    const panel = screen.getByRole('alert');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('This link has expired');
    expect(within(panel).getByRole('button', { name: 'Sign up again' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is no heading where the section around it already has one', () => {
    render(<ResultPanel tone="success" as="p" title="Almost there" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(within(screen.getByRole('status')).getByText('Almost there').tagName).toBe('P');
  });
});
