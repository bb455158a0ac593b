import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { measureOf } from '@trucks/shared-contracts/rules/typed-number';
import { TYPED_NUMBERS } from '@trucks/shared-contracts/rules/typed-number';
import { TypedNumberInput, typedNumberRule } from './typed-number-input';
import { renderWithAntd } from './testing';

jest.setTimeout(30_000);

const rule = TYPED_NUMBERS.trailerLengthFt;

function LengthForm({ onSave }: { onSave: (length: number | undefined) => void }) {
  return (
    <Form
      layout="vertical"
      onFinish={(values: { length?: string }) => onSave(measureOf(values.length, rule))}
    >
      <Form.Item name="length" label="Length (ft)" rules={[typedNumberRule(rule)]}>
        <TypedNumberInput whole />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('TypedNumberInput', () => {
  it.each(['2.5', 'abc', '5000'])(
    "keeps '%s' as typed, says the range at the field and does not save it",
    async (text) => {
      const onSave = jest.fn();
      renderWithAntd(<LengthForm onSave={onSave} />);
      const field = screen.getByLabelText('Length (ft)');
      expect(field).toHaveAttribute('inputmode', 'numeric');
      await userEvent.type(field, text);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Enter a whole number from 1 to 60 ft')).toBeInTheDocument();
      expect(field).toHaveValue(text);
      expect(onSave).not.toHaveBeenCalled();
    },
  );

  it('saves the number a valid text stands for', async () => {
    const onSave = jest.fn();
    renderWithAntd(<LengthForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Length (ft)'), '53');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(53));
    expect(screen.queryByText('Enter a whole number from 1 to 60 ft')).not.toBeInTheDocument();
  });
});
