import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes the new value once it has been still for the delay; each change restarts the wait', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: '' },
    });
    rerender({ value: '41' });
    act(() => jest.advanceTimersByTime(700));
    rerender({ value: '4100' });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('4100');
  });
});
