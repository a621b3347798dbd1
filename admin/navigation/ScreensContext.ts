import { createContext, useContext } from 'react';
import type { AdminScreen } from './screen';

/** The registered screens (admin/screens.ts), handed down so the menu and links know what exists. */
export const ScreensContext = createContext<readonly AdminScreen[]>([]);

export const useScreens = () => useContext(ScreensContext);
