// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InboxTable } from './inbox-table';

afterEach(cleanup);

const rows = [
  { id: 'a1', email: 'lea@example.org', state: 'subscribed' },
  { id: 'b2', email: 'jonas@example.de', state: 'pending' },
];

const table = (entries: typeof rows) => (
  <InboxTable
    caption="Newsletter addresses"
    columns={['Email', 'State']}
    rows={entries}
    empty="No addresses yet."
    minWidth="min-w-[720px]"
    marker="test-table"
    rowData={(row) => ({ 'data-test-row': row.state })}
    cells={(row) => (
      <>
        <th scope="row">{row.email}</th>
        <td>{row.state}</td>
      </>
    )}
  />
);

describe('the inbox table', () => {
  it('is named by its caption, with a column header per column and a row header per entry', () => {
    const { container } = render(table(rows));
    const found = screen.getByRole('table', { name: 'Newsletter addresses' });
    expect(found.hasAttribute('data-test-table')).toBe(true);
    const headers = within(found).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Email', 'State']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(
      within(found)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['lea@example.org', 'jonas@example.de']);
    expect([...container.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-test-row'))).toEqual(['subscribed', 'pending']);
    // A narrow screen scrolls the table inside its own box, not the page.
    expect(found.parentElement?.className).toContain('overflow-x-auto');
  });

  it('says so when there is nothing to list, instead of an empty table', () => {
    render(table([]));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No addresses yet.')).toBeTruthy();
  });
});
