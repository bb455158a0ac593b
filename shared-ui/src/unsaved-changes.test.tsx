import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { App } from 'antd';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { currentAddress, renderInApp } from './testing';
import { useUnsavedChangesGuard } from './unsaved-changes';

jest.setTimeout(30_000);

function NoteForm({ onLeave }: { onLeave?: () => void }) {
  const [text, setText] = useState('');
  const guard = useUnsavedChangesGuard(text !== '', { onLeave });
  const navigate = useNavigate();
  return (
    <>
      <label htmlFor="note">Note</label>
      <input id="note" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/form?tab=2">Same page</Link>
      <button
        type="button"
        onClick={() => {
          guard.release();
          void navigate('/saved');
        }}
      >
        Save
      </button>
    </>
  );
}

function renderForm(onLeave?: () => void) {
  return renderInApp(
    <Routes>
      <Route path="/form" element={<NoteForm onLeave={onLeave} />} />
      <Route path="/elsewhere" element={<p>Another page</p>} />
      <Route path="/saved" element={<p>Saved page</p>} />
    </Routes>,
    { route: '/form' },
  );
}

function beforeUnloadCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  it('lets an untouched form be left without a question, and a reload without the prompt', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(screen.queryByText('Leave this page?')).not.toBeInTheDocument();
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks before a link leaves typed changes; Stay keeps the page and what was typed', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Note'), 'Dock 4 closed');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave this page?');
    expect(dialog).toHaveTextContent('You have unsaved changes. If you leave this page, they will be lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentAddress()).toHaveTextContent('/form');
    expect(screen.getByLabelText('Note')).toHaveValue('Dock 4 closed');
  });

  it('leaves after Leave, and tells the form', async () => {
    const onLeave = jest.fn();
    renderForm(onLeave);
    await userEvent.type(screen.getByLabelText('Note'), 'Dock 4 closed');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('asks the browser to prompt on a reload or a close while changes are unsaved', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Note'), 'x');
    expect(beforeUnloadCancelled()).toBe(true);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '' } });
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks about a change its dirty flag has not caught up with yet (dirtyNow, read when leaving)', async () => {
    // A form told of its values a task late (antd's Form.useWatch): the flag still says untouched.
    function LateForm() {
      const [flag] = useState(false);
      const [text, setText] = useState('');
      const latest = { text };
      useUnsavedChangesGuard(flag, { dirtyNow: () => latest.text !== '' });
      return (
        <>
          <label htmlFor="late">Late</label>
          <input id="late" value={text} onChange={(event) => setText(event.target.value)} />
        </>
      );
    }
    renderInApp(<LateForm />, { route: '/form' });
    expect(beforeUnloadCancelled()).toBe(false);
    fireEvent.change(screen.getByLabelText('Late'), { target: { value: 'x' } });
    expect(beforeUnloadCancelled()).toBe(true);
  });

  it('does not ask when the page stays (a query string) or the form released itself for its save', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Note'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Same page' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/form?tab=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('Back and Forward', () => {
    afterEach(() => {
      delete (window as { navigation?: unknown }).navigation;
    });

    it("cancels the browser's Back (the Navigation API's traverse) and asks; Leave goes on to where Back went", async () => {
      const navigation = Object.assign(new EventTarget(), { traverseTo: jest.fn() });
      (window as { navigation?: unknown }).navigation = navigation;
      renderForm();
      await userEvent.type(screen.getByLabelText('Note'), 'x');
      const back = Object.assign(new Event('navigate', { cancelable: true }), {
        navigationType: 'traverse',
        destination: { url: `${window.location.origin}/elsewhere`, key: 'entry-3' },
      });
      act(() => void navigation.dispatchEvent(back));
      expect(back.defaultPrevented).toBe(true);
      await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
      expect(navigation.traverseTo).toHaveBeenCalledWith('entry-3');
      // The traversal it starts is let through.
      const again = Object.assign(new Event('navigate', { cancelable: true }), {
        navigationType: 'traverse',
        destination: { url: `${window.location.origin}/elsewhere`, key: 'entry-3' },
      });
      navigation.dispatchEvent(again);
      expect(again.defaultPrevented).toBe(false);
    });

    it('without the Navigation API, puts the address back after a Back the router has not seen, and asks', async () => {
      function Where() {
        return <output aria-label="Where">{useLocation().pathname}</output>;
      }
      window.history.replaceState(null, '', '/form');
      render(
        <App>
          <BrowserRouter>
            <Routes>
              <Route path="/form" element={<NoteForm />} />
              <Route path="/elsewhere" element={<p>Another page</p>} />
            </Routes>
            <Where />
          </BrowserRouter>
        </App>,
      );
      await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
      act(() => window.history.back());
      await waitFor(() => expect(screen.getByLabelText('Where')).toHaveTextContent('/form'));
      await userEvent.type(screen.getByLabelText('Note'), 'x');
      act(() => window.history.forward());
      expect(await screen.findByRole('dialog')).toHaveTextContent('Leave this page?');
      expect(screen.getByLabelText('Where')).toHaveTextContent('/form');
      expect(screen.getByLabelText('Note')).toHaveValue('x');
    });
  });
});
