import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import type { NoteContent } from '../lib/note-html';
import NoteEditorAdapter from './note-editor-adapter';

jest.setTimeout(30_000);

// Draft.js itself in jsdom: typing is not possible here (user-event fails with it), a paste is.
describe('the Draft.js adapter', () => {
  it('offers the spec’s block types and fonts (Roboto by default), caps the content at 450px and reports a pasted text', async () => {
    const changes: NoteContent[] = [];
    renderWithAntd(
      <NoteEditorAdapter
        label="New note"
        mentionsEnabled
        suggestions={[]}
        onMentionSearch={() => {}}
        onChange={(content) => changes.push(content)}
      />,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(within(toolbar).getByText('Roboto')).toBeInTheDocument();
    expect(within(toolbar).getByText('Normal')).toBeInTheDocument();
    const area = screen.getAllByLabelText('New note')[0]!;
    expect(area.style.maxHeight).toBe('450px');
    // Roboto where it is installed, else the portal's font stack (issue 41), never the browser's Times.
    expect(area.style.fontFamily).toMatch(/^Roboto, -apple-system, .*sans-serif$/);
    const editor = document.querySelector<HTMLElement>('[contenteditable="true"]')!;
    expect(editor).toHaveAttribute('role', 'combobox');
    act(() => {
      fireEvent.paste(editor, {
        clipboardData: {
          types: ['text/plain'],
          getData: (type: string) => (type === 'text/plain' ? 'Driver waited' : ''),
        },
      });
    });
    await waitFor(() => expect(changes.at(-1)?.text).toBe('Driver waited'));
    expect(changes.at(-1)?.html).toBe('<p>Driver waited</p>');

    await userEvent.click(within(toolbar).getAllByRole('combobox')[0]!);
    await userEvent.click(await screen.findByTitle('Heading 2'));
    await waitFor(() => expect(changes.at(-1)?.html).toBe('<h2>Driver waited</h2>'));
    await userEvent.click(within(toolbar).getAllByRole('combobox')[0]!);
    await userEvent.click(await screen.findByTitle('Quote'));
    await waitFor(() => expect(changes.at(-1)?.html).toBe('<blockquote>Driver waited</blockquote>'));
  });
});

describe('the mention plugin’s triggers', () => {
  it.each([
    ["'@' after whitespace", 'Please approve, @Ma', 'Please approve, Maria Lopez'],
    ["'@' after '(' keeps the '('", 'Approved (@Ma', 'Approved (Maria Lopez'],
  ])('%s: a picked mention keeps the text before it', async (_case, typed, result) => {
    const changes: NoteContent[] = [];
    renderWithAntd(
      <NoteEditorAdapter
        label="New note"
        mentionsEnabled
        suggestions={[{ id: 'K-1', name: 'Maria Lopez', email: 'maria@carrier.test' }]}
        onMentionSearch={() => {}}
        onChange={(content) => changes.push(content)}
      />,
    );
    const editor = document.querySelector<HTMLElement>('[contenteditable="true"]')!;
    act(() => editor.focus());
    act(() => {
      fireEvent.paste(editor, {
        clipboardData: {
          types: ['text/plain'],
          getData: (type: string) => (type === 'text/plain' ? typed : ''),
        },
      });
    });
    await waitFor(() => expect(changes.at(-1)?.text).toBe(typed));
    const option = await screen.findByRole('option', { name: /Maria Lopez/ });
    fireEvent.mouseDown(option);
    fireEvent.mouseUp(option);
    await waitFor(() => expect(changes.at(-1)?.text.trimEnd()).toBe(result));
    expect(changes.at(-1)?.mentions).toEqual([expect.objectContaining({ id: 'K-1' })]);
  });
});
