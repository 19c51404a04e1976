import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { MenuState } from './menu/menu-slice';
import type { AuthState } from './session/auth-slice';

/** The part of the store shared code and features may read; app/store.ts provides it. */
export interface SharedState {
  auth: AuthState;
  menu: MenuState;
}

export const useAppSelector = useSelector.withTypes<SharedState>();
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<SharedState, unknown, UnknownAction>>();
