// Desktop: the search box with a dropdown of results. The dropdown is antd's AutoComplete, which is
// not in antd's first part: it is rc-select, which antd's late part carries for Select, so its chunk
// (shipment-autocomplete.tsx) needs the late part too, about 91 KB compressed in all. The first paint
// shows a plain box of the same look and name (plain-search-box.tsx: not even antd's Input, 4.5 KB
// compressed off the first load), and the AutoComplete loads when the box is focused.
// Not at an idle moment after the first paint: that fetched the late part on every desktop load of
// every page (bench:load, /dashboard 361 -> 452 KB), for a dropdown that shows nothing before the
// search's 1 s debounce has passed. The text, the search and its answer live here, so what is typed
// before the swap is searched at once and kept; the focus and the caret move to the new box in the
// same task.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ComponentType } from 'react';
import { LIST_TIMING } from '@trucks/shared-contracts/rules/page-sizes';
import { loadChunkOnce, loadedChunk } from '../../../lib/chunk-once';
import { useShipmentSearch } from '../api/shipment-search';
import { SEARCH_BOX_WIDTH, SEARCH_PLACEHOLDER } from '../lib/search-box';
import type { SearchBoxHandoff, ShipmentSearchFieldProps } from '../lib/search-box';
import { PlainSearchBox } from './plain-search-box';
import type { ShipmentAutoCompleteProps } from './shipment-autocomplete';

type ShipmentAutoComplete = ComponentType<ShipmentAutoCompleteProps>;

/** The AutoComplete once loaded, with the plain box's caret if the box had the focus at the swap. */
interface LoadedBox {
  component: ShipmentAutoComplete;
  handoff: SearchBoxHandoff | undefined;
}

type LoadShipmentAutoComplete = () => Promise<ShipmentAutoComplete>;

const loadAutoCompleteChunk: LoadShipmentAutoComplete = () =>
  import('./shipment-autocomplete').then((module) => module.ShipmentAutoComplete);

export interface DesktopShipmentSearchProps extends ShipmentSearchFieldProps {
  /** Where the AutoComplete's code comes from (its chunk; tests hold it back or fail it). */
  loadAutoComplete?: LoadShipmentAutoComplete;
}

export function DesktopShipmentSearch({
  viaBrokerQuickSearch,
  onChoose,
  loadAutoComplete: load = loadAutoCompleteChunk,
}: DesktopShipmentSearchProps) {
  const [text, setText] = useState('');
  const state = useShipmentSearch(text, {
    debounceMs: LIST_TIMING.searchDebounceDesktopMs,
    viaBrokerQuickSearch,
  });
  const [loaded, setLoaded] = useState<LoadedBox | undefined>(() => {
    const component = loadedChunk(load);
    return component && { component, handoff: undefined };
  });
  const plainBox = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const startLoading = useCallback(() => {
    loadChunkOnce(load).then(
      (component) => {
        if (!mounted.current) return;
        // Read the plain box and swap in one task, so no keystroke lands between the two.
        const element = plainBox.current;
        const handoff: SearchBoxHandoff | undefined =
          element && element === document.activeElement
            ? {
                selectionStart: element.selectionStart,
                selectionEnd: element.selectionEnd,
                selectionDirection: element.selectionDirection ?? undefined,
              }
            : undefined;
        flushSync(() => setLoaded((before) => before ?? { component, handoff }));
      },
      (error: unknown) => console.error('The shipment search dropdown could not be loaded:', error),
    );
  }, [load]);

  if (loaded) {
    const { component: ShipmentAutoComplete, handoff } = loaded;
    return (
      <ShipmentAutoComplete
        text={text}
        onTextChange={setText}
        state={state}
        onChoose={onChoose}
        handoff={handoff}
      />
    );
  }
  // The first paint's box: what the AutoComplete renders with its dropdown closed (a combobox with the
  // same name, placeholder, icon, clear button and width).
  return (
    <PlainSearchBox
      ref={plainBox}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      aria-label={SEARCH_PLACEHOLDER}
      placeholder={SEARCH_PLACEHOLDER}
      autoComplete="off"
      value={text}
      onValueChange={setText}
      onFocus={startLoading}
      width={SEARCH_BOX_WIDTH}
    />
  );
}
