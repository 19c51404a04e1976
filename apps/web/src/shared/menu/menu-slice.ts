import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Menu state (persisted with auth): the selected entry and the expanded collapses. */
export interface MenuState {
  openItem: string;
  openCollapses: string[];
}

const initialState: MenuState = { openItem: 'dashboard', openCollapses: [] };

export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    itemOpened: (s, { payload }: PayloadAction<string>) => {
      s.openItem = payload;
    },
    collapseToggled: (s, { payload }: PayloadAction<{ id: string; open: boolean }>) => {
      s.openCollapses = s.openCollapses.filter((c) => c !== payload.id);
      if (payload.open) s.openCollapses.push(payload.id);
    },
    menuReset: () => initialState,
  },
});

export const { itemOpened, collapseToggled, menuReset } = menuSlice.actions;
