// A pair of date filters (start and end, as 'YYYY-MM-DD' query values) in one range picker.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

export interface DateRangeFieldProps {
  id: string;
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
}

export function DateRangeField({ id, start, end, onChange }: DateRangeFieldProps) {
  return (
    <DatePicker.RangePicker
      id={{ start: id }}
      style={{ width: '100%' }}
      value={start && end ? [dayjs(start), dayjs(end)] : null}
      onChange={(range) => onChange(range?.[0]?.format('YYYY-MM-DD') ?? '', range?.[1]?.format('YYYY-MM-DD') ?? '')}
    />
  );
}
