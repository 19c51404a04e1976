/**
 * `sx` for text only screen readers get. Sizes are '1px' strings: in MUI `sx`, a bare `1` means
 * 100%, which would make the hidden element as wide as its container and widen the page.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
