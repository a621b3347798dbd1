/** Read by screen readers, not shown: the usual clip pattern, as an MUI `sx` object (in px: sx reads 1 as 100 %). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
