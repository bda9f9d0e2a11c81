export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export const ADDRESS_BAR_POPUPS: string[];
export const PLAYWRIGHT_CHROMIUM_FLAGS: string[];
