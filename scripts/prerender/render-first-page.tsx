import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../../src/app/app-providers';
import { SurveyApp } from '../../src/app/survey-app';

export interface PrerenderedPage {
  /** The markup of #root: the app at `/` in a fresh state (the survey's first step). */
  html: string;
  /** `<style data-emotion>` tags with exactly the CSS that markup uses. */
  styleTags: string;
}

/**
 * Renders the app at `/` as a first visit sees it. The tree matches src/main.tsx's at `/`,
 * so hydration finds the same markup, ids included. The Emotion cache uses
 * the client's default key, `css`: the client's cache adopts these style tags instead of
 * inserting the same rules again.
 */
export async function renderFirstPage(): Promise<PrerenderedPage> {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <SurveyApp />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
