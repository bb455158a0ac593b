import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { AmountInput, amountError, amountOf, amountRule } from './amount-field';
import { renderWithAntd } from './testing';

jest.setTimeout(30_000);

describe('the amount rule', () => {
  it.each(['-50', '-250', 'abc', '12e3', '1,000', '-0'])('%s gets "Enter an amount of 0 or more"', (text) => {
    expect(amountError(text)).toBe('Enter an amount of 0 or more');
    expect(amountOf(text)).toBeNull();
  });

  it.each([
    ['', null],
    ['0', 0],
    ['12.', 12],
    ['.5', 0.5],
    [' 1875.50 ', 1875.5],
    [99.5, 99.5],
  ])('%p is an amount the field can take (%p)', (value, amount) => {
    expect(amountError(value)).toBeUndefined();
    expect(amountOf(value)).toBe(amount);
  });

  it('asks for whole cents', () => {
    expect(amountError('12.345')).toBe('Use at most 2 decimals.');
  });
});

function AmountForm() {
  return (
    <Form layout="vertical">
      <Form.Item name="amount" label="Amount" rules={[amountRule]}>
        <AmountInput />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('AmountInput', () => {
  it('keeps "-50" as typed, with the message at the field', async () => {
    renderWithAntd(<AmountForm />);
    const field = screen.getByLabelText('Amount');
    await userEvent.type(field, '-50');
    await userEvent.tab();
    expect(field).toHaveValue('-50');
    expect(await screen.findByText('Enter an amount of 0 or more')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    expect(field).toHaveValue('50');
    await screen.findByLabelText('Amount');
    expect(screen.queryByText('Enter an amount of 0 or more')).not.toBeInTheDocument();
  });
});
