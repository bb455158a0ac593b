// One of a stop's times, typed in a native date-time field (the phone's own picker) with a Clear beside
// it. The native field reports '' both when empty and when a part is missing, so the field's own
// validity tells the two apart (a part missing becomes STOP_TIME_INCOMPLETE and is kept on screen as
// typed); removing a time is the Clear button, never a field left empty (issue 41).
import { useRef } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import type { InputRef } from 'antd';
import { STOP_TIME_CLEARED, STOP_TIME_INCOMPLETE } from '../../../lib/stop-time-input';

/** The field's value as the form keeps it. */
function readField(field: HTMLInputElement): string {
  return field.value === '' && field.validity.badInput ? STOP_TIME_INCOMPLETE : field.value;
}

export function StopTimeInput({
  id,
  label,
  value,
  onChange,
}: {
  /** From Form.Item: the label points at the native field. */
  id?: string;
  /** The field's name in the Clear button's accessible name: 'Clear Appointment'. */
  label: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const cleared = value === STOP_TIME_CLEARED;
  // A part missing shows what the person typed: the field is left alone ('' is what it reports).
  const shown = cleared || value === STOP_TIME_INCOMPLETE ? '' : (value ?? '');
  // The native field itself: antd's change event carries a copy of it, without its validity.
  const field = useRef<InputRef>(null);
  const sync = () => {
    if (!field.current?.input) return;
    const next = readField(field.current.input);
    if (next !== value && !(cleared && next === '')) onChange?.(next);
  };
  return (
    <div>
      <Flex gap={8} align="center">
        <Input ref={field} id={id} type="datetime-local" value={shown} onChange={sync} onBlur={sync} />
        <Button
          aria-label={`Clear ${label}`}
          disabled={cleared}
          onClick={() => {
            // A part-typed date reports '' already: the field is emptied here, not by the value.
            if (field.current?.input) field.current.input.value = '';
            onChange?.(STOP_TIME_CLEARED);
          }}
        >
          Clear
        </Button>
      </Flex>
      {cleared ? <Typography.Text type="secondary">Removed when you save.</Typography.Text> : null}
    </div>
  );
}
