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
import { baseApi } from '../shared/base-api';
import { menuSlice } from '../shared/menu/menu-slice';
import { authSlice } from '../shared/session/auth-slice';
import { errorMiddleware } from './error-middleware';
import { persistConfig } from './persist-config';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  menu: menuSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

const persisted = persistReducer(persistConfig, rootReducer);

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
