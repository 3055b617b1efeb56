// Layout route that brings in Redux, RTK Query and the toaster, so the home page's first load carries none of them.
import { Outlet } from 'react-router-dom';
import { Provider } from 'react-redux';
import { Toaster } from '../components/toast/Toaster';
import { makeStore } from '../lib/store/store';

// One store for the page's lifetime, created when the first store-backed route loads.
const store = makeStore();

export function StoreLayout() {
  return (
    <Provider store={store}>
      <Outlet />
      <Toaster />
    </Provider>
  );
}
