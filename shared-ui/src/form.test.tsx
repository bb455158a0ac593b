import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { Contact, ContactInput } from '@trucks/shared-contracts/domain/contact';
import { installApiDouble } from './api-double';
import { FormActions, FormDrawer, fieldPathOf, modelStateOf, useFormSaveFeedback } from './form';
import { renderInApp, signedInUser } from './testing';
import { useApiMutation } from './use-api';

jest.setTimeout(30_000);

interface Values {
  firstName: string;
  emailAddresses: { value: string }[];
}

function NameForm({ inDrawer = false }: { inDrawer?: boolean }) {
  const [form] = Form.useForm<Values>();
  const feedback = useFormSaveFeedback(form);
  const save = useApiMutation(API.contacts.create);
  const submit = (values: Values) =>
    save.mutate(
      { body: values as unknown as ContactInput },
      {
        onSuccess: () => feedback.saved('Contact Successfully Created'),
        onError: (error) => feedback.failed(error),
      },
    );
  const fields = (
    <>
      <Form.Item name="firstName" label="First Name">
        <Input />
      </Form.Item>
      <Form.Item name={['emailAddresses', 0, 'value']} label="Email">
        <Input />
      </Form.Item>
    </>
  );
  const initialValues = { firstName: '', emailAddresses: [{ value: '' }] };
  if (inDrawer)
    return (
      <FormDrawer<Values>
        open
        title="New contact"
        form={form}
        initialValues={initialValues}
        onFinish={submit}
        onClose={() => undefined}
        submitLabel="Create"
        saving={save.isPending}
      >
        {fields}
      </FormDrawer>
    );
  return (
    <Form<Values> form={form} initialValues={initialValues} onFinish={submit}>
      {fields}
      <FormActions submitLabel="Create" saving={save.isPending} onCancel={() => undefined} />
    </Form>
  );
}

describe('the form pattern', () => {
  it('reads the server’s model-state keys as field paths', () => {
    expect(fieldPathOf('EmailAddresses[0].Value')).toEqual(['emailAddresses', 0, 'value']);
    expect(fieldPathOf('emailAddresses.0.value')).toEqual(['emailAddresses', 0, 'value']);
    expect(fieldPathOf('$.carrierRate.rate')).toEqual(['carrierRate', 'rate']);
    expect(modelStateOf({ errors: { FirstName: ['Required.'], Other: 'Bad.' } })).toEqual({
      FirstName: ['Required.'],
      Other: ['Bad.'],
    });
    expect(modelStateOf({ ModelState: { x: [''] } })).toEqual({});
  });

  it('keeps what was typed on a failed save, puts the errors on their fields and the message in a toast', async () => {
    installApiDouble().on(API.contacts.create, {
      status: 400,
      body: {
        title: 'One or more validation errors occurred.',
        errors: {
          'EmailAddresses[0].Value': ['Another contact already has this e-mail address.'],
          CompanyId: ['The company is on hold.'],
        },
      },
    });
    renderInApp(<NameForm />, { user: signedInUser() });
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rosa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'dale@lonestar.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    // The field's own error, under the field.
    const fieldError = await screen.findByText('Another contact already has this e-mail address.', {
      selector: '.ant-form-item-explain-error',
    });
    expect(fieldError).toBeInTheDocument();
    // The toast: the spec's formatter, every message joined with ' - '.
    expect(
      await screen.findByText(
        'One or more validation errors occurred. - Another contact already has this e-mail address. - The company is on hold.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('dale@lonestar.test');
  });

  it('says the caller’s success string, verbatim', async () => {
    installApiDouble().on(API.contacts.create, { id: 'K-9' } as Contact);
    renderInApp(<NameForm />, { user: signedInUser() });
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rosa');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Contact Successfully Created')).toBeInTheDocument();
  });

  it('a drawer form stays open with its values after a failed save', async () => {
    installApiDouble().on(API.contacts.create, { status: 500, body: { detail: 'Contacts are unavailable' } });
    renderInApp(<NameForm inDrawer />, { user: signedInUser() });
    await userEvent.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Rosa');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Contacts are unavailable')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa');
  });

  it('a drawer form with changes asks before the page is left, and again after its save failed (issue 27)', async () => {
    const reloadPrompted = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    installApiDouble().on(API.contacts.create, { status: 500, body: { detail: 'Contacts are unavailable' } });
    renderInApp(
      <>
        <NameForm inDrawer />
        <Link to="/elsewhere">Elsewhere</Link>
      </>,
      { user: signedInUser() },
    );
    expect(reloadPrompted()).toBe(false);
    await userEvent.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Rosa');
    expect(reloadPrompted()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Contacts are unavailable')).toBeInTheDocument();
    await waitFor(() => expect(reloadPrompted()).toBe(true));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere', hidden: true }));
    expect(
      await screen.findByText('You have unsaved changes. If you leave this page, they will be lost.'),
    ).toBeInTheDocument();
  });
});
