/*
 * What the back office does on screens too narrow for its usual layout.
 */

/**
 * Below 360 px (the smallest phones, or a 375 px phone with enlarged text): the top bar shows the logo's mark
 * alone, else it runs off the screen.
 */
export const narrowPhoneQuery = '(max-width: 359.95px)';

/**
 * MUI Tabs props for a tab row that may be wider than its card (a phone, or more languages than usual): it
 * scrolls, with arrows whenever it does not fit, instead of cutting off the last tabs, which a finger could not
 * then reach.
 */
export const scrollingTabsProps = {
  variant: 'scrollable',
  scrollButtons: 'auto',
  allowScrollButtonsMobile: true,
} as const;
