import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { baseApi } from '../shared/base-api';
import { PERSIST_TIMEOUT_MS } from '../shared/config/constants';
import { menuSlice } from '../shared/menu/menu-slice';
import { authSlice } from '../shared/session/auth-slice';
import { errorMiddleware } from './error-middleware';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  menu: menuSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

/** Only auth and menu are persisted (SPEC §4): key `root`, version 1, time-out 5000 ms. */
const persisted = persistReducer(
  { key: 'root', version: 1, storage, whitelist: ['auth', 'menu'], timeout: PERSIST_TIMEOUT_MS },
  rootReducer,
);

export const store = configureStore({
  reducer: persisted,
  middleware: (gdm) =>
    gdm({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
      .concat(baseApi.middleware)
      .concat(errorMiddleware),
});

export const persistor = persistStore(store);

// refetchOnFocus / refetchOnReconnect (the session query refetches when the window regains focus).
setupListeners(store.dispatch);

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
