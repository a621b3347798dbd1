import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DictionaryProvider } from './i18n/DictionaryContext';
import { LanguageProvider } from './i18n/LanguageContext';
import { paths, siteRoutes } from './routes';
import { Layout } from './shell/Layout';

/** No refetch on window focus: public content changes rarely and each page offers its own retry. */
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 10_000 };

export function App() {
  return (
    <SWRConfig value={swrOptions}>
      <LanguageProvider>
        <DictionaryProvider>
          <BrowserRouter>
            <Routes>
              <Route element={<Layout />}>
                {siteRoutes.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
                <Route path="*" element={<Navigate to={paths.not_found} replace />} />
              </Route>
            </Routes>
          </BrowserRouter>
        </DictionaryProvider>
      </LanguageProvider>
    </SWRConfig>
  );
}
