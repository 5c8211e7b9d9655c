// The main menu of spec section 2, as data.
export interface MenuItem {
  /** Message id of the label. */
  label: string;
  to: string;
  /** Shows the unread-messages badge. */
  badge?: 'unread';
}

export const mainMenuItems: readonly MenuItem[] = [
  { label: 'chrome.menu.overview', to: '/' },
  { label: 'chrome.menu.myPension', to: '/mijn-pensioen' },
  { label: 'chrome.menu.arrange', to: '/zelf-regelen' },
  { label: 'chrome.menu.inbox', to: '/postvak', badge: 'unread' },
  { label: 'chrome.menu.contact', to: '/contact' },
];
