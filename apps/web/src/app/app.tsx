import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { PersistGate } from 'redux-persist/es/integration/react';
import { ConfirmProvider } from '../shared/notify/confirm-dialog';
import { NotifyProvider } from '../shared/notify/notify-provider';
import { Splash } from './pages/splash';
import { createAppRouter } from './router';
import { persistor, store } from './store';
import { ThemeSettingsProvider } from './theme/settings-provider';

export const App = () => {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <ThemeSettingsProvider>
        <PersistGate loading={<Splash />} persistor={persistor}>
          <NotifyProvider>
            <ConfirmProvider>
              <RouterProvider router={router} />
            </ConfirmProvider>
          </NotifyProvider>
        </PersistGate>
      </ThemeSettingsProvider>
    </Provider>
  );
};
