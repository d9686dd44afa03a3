import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/app-providers';
import { routes } from '../../src/app/routes';

export interface PrerenderedPage {
  /** The markup of #root: the app at `/` in a fresh state (the survey's first step). */
  html: string;
  /** `<style data-emotion>` tags with exactly the CSS that markup uses. */
  styleTags: string;
}

/**
 * Renders the app at `/` as a first visit sees it. The tree matches src/main.tsx's (the
 * router aside), so hydration finds the same markup, ids included. The Emotion cache uses
 * the client's default key, `css`: the client's cache adopts these style tags instead of
 * inserting the same rules again.
 */
export async function renderFirstPage(): Promise<PrerenderedPage> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('The route / answered with a redirect.');
  const router = createStaticRouter(dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          {/* No hydration data script: the CSP allows no inline script, and / loads no data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
