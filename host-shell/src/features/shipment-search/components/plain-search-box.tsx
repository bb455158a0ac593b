// The desktop search box of the first paint: an <input> drawn as antd's outlined Input with the search
// icon and the clear button (same size, border, colours, hover and focus), from the theme's tokens,
// without antd's Input, which is not on the first paint. It stands until the AutoComplete replaces it
// (desktop-shipment-search.tsx). antd's Input measures, in the portal's theme: a 280 x 32 px box,
// padding 4 x 11 px, 1 px border, radius 6; a 14 px icon then 4 px; the hidden clear button 12 px after
// 4 px.
import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { theme } from 'antd';
import type { GlobalToken } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';

const BOX_CLASS = 'trucks-plain-search-box';

/** What inline styles cannot say: the placeholder's colour, hover and focus (antd's Input's); the
 * border's colour too, which the hover changes. */
function boxRules(token: GlobalToken): string {
  return [
    `.${BOX_CLASS}{border-color:${token.colorBorder}}`,
    `.${BOX_CLASS} input::placeholder{color:${token.colorTextPlaceholder};opacity:1}`,
    `.${BOX_CLASS}:hover{border-color:${token.colorPrimaryHover}}`,
    `.${BOX_CLASS}:focus-within{border-color:${token.colorPrimary};` +
      `box-shadow:0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}}`,
    `.${BOX_CLASS} button:hover{color:${token.colorIcon}}`,
  ].join('\n');
}

export interface PlainSearchBoxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'style'
> {
  value: string;
  onValueChange: (value: string) => void;
  width: number;
}

export const PlainSearchBox = forwardRef<HTMLInputElement, PlainSearchBoxProps>(function PlainSearchBox(
  { value, onValueChange, width, ...input },
  ref,
) {
  const { token } = theme.useToken();
  const textHeight = token.fontSize * token.lineHeight;
  return (
    <span
      className={BOX_CLASS}
      style={{
        position: 'relative',
        display: 'inline-flex',
        boxSizing: 'border-box',
        width,
        minWidth: 0,
        padding: `${(token.controlHeight - textHeight) / 2 - token.lineWidth}px ${token.paddingSM - token.lineWidth}px`,
        borderWidth: token.lineWidth,
        borderStyle: token.lineType,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        transition: `all ${token.motionDurationMid}`,
      }}
    >
      {/* React 19 puts this in the head, once for every box. */}
      <style href={BOX_CLASS} precedence="default">
        {boxRules(token)}
      </style>
      <span
        style={{ display: 'flex', flex: 'none', alignItems: 'center', marginInlineEnd: token.paddingXXS }}
      >
        <SearchOutlined />
      </span>
      <input
        ref={ref}
        type="text"
        {...input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        style={{
          flex: 1,
          minWidth: 0,
          width: '100%',
          padding: 0,
          margin: 0,
          border: 'none',
          outline: 'none',
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
        }}
      />
      <span
        style={{ display: 'flex', flex: 'none', alignItems: 'center', marginInlineStart: token.paddingXXS }}
      >
        <button
          type="button"
          tabIndex={-1}
          aria-label="Clear"
          onClick={() => onValueChange('')}
          style={{
            display: 'block',
            padding: 0,
            margin: 0,
            border: 'none',
            background: 'none',
            cursor: 'pointer',
            fontSize: token.fontSizeIcon,
            lineHeight: 0,
            color: token.colorTextQuaternary,
            visibility: value ? 'visible' : 'hidden',
            transition: `color ${token.motionDurationSlow}`,
          }}
        >
          <CloseCircleFilled />
        </button>
      </span>
    </span>
  );
});
